import { startTransition, useEffect, useState } from 'react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEY } from '@kalaro/contract/constants';
import { LANGUAGE_COOKIE } from '@kalaro/contract/static-shell';
import { afterLoadAndIdle } from '@/shared/hooks/after-load';
import { readItem, writeItem } from '@/shared/storage/storage';
import { DEFAULT_LANGUAGE, HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import type { AppLanguage } from '@/shared/i18n/language';
import en from '@/shared/i18n/locales/en.json';
import type enScreens from '@/shared/i18n/locales/en-screens.json';

type Messages = typeof en & typeof enScreens;

/**
 * EN is split in two for the first load's budget: `en.json` (the shell, home and
 * what home opens) ships with the app; `en-screens.json` (the
 * other screens' texts) is its own chunk, loaded before any other screen shows
 * (see `app/routes/screens.ts`) and prefetched once the page has loaded. It is
 * the `screens` namespace, searched after the default one, so keys stay flat.
 * Error messages and page titles are screens' texts too: a screen's title shows
 * once its chunk (and so these texts) has loaded, and home loads them with the
 * error catalogue when something fails (`shared/http/error-text.ts`).
 * TY holds every key in one chunk, fetched only when chosen.
 */
const SCREENS_NS = 'screens';
/**
 * A loaded text module is added as it is: i18next would otherwise deep-copy it
 * (JSON.stringify + JSON.parse of 50-60 KB, 15-20 ms of one task at 4x CPU) to
 * guard against the caller changing it later, which nothing here does.
 */
const AS_LOADED = { silent: false, skipCopy: true } as const;
const loaders: Record<AppLanguage, () => Promise<Partial<Messages>>> = {
  EN: () => Promise.resolve(en),
  TY: () => import('@/shared/i18n/locales/ty.json').then((module) => module.default),
};

export const i18n = i18next.createInstance();

let screenTexts: Promise<void> | undefined;
/**
 * The screens' texts once loaded. A screen's chunk may be preloaded before
 * i18next starts (`main.tsx` starts it first), and `init` replaces the store,
 * which would drop a bundle added earlier: `initI18n` adds them (again) then.
 */
let screensBundle: Record<string, string> | undefined;
const addScreenTexts = () => {
  if (screensBundle && i18n.isInitialized) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, SCREENS_NS, screensBundle, false, false, AS_LOADED);
  }
};
let screenTextsLoaded = false;
const screenTextsListeners = new Set<() => void>();

/** Loads the EN texts of the screens other than home (once; retried after a failure). */
export const loadScreenTexts = (): Promise<void> => {
  screenTexts ??= import('@/shared/i18n/locales/en-screens.json').then(
    (module) => {
      screensBundle = module.default;
      addScreenTexts();
      screenTextsLoaded = true;
      for (const listener of screenTextsListeners) listener();
    },
    (error: unknown) => {
      screenTexts = undefined;
      throw error;
    },
  );
  return screenTexts;
};

/**
 * Whether the screens' texts are in. A component that needs them (`needed`)
 * renders again once when they arrive, as a transition: in short slices, not in
 * the task that added them. The shell uses it for its header title: on a first
 * load straight to a screen, the shell renders while that screen's loader (and
 * so these texts) is still pending; home's title is in the first texts and needs
 * no second render. Other components are not re-rendered (i18next's `added`
 * event is not bound: it gave every `t` a new identity and re-ran effects).
 */
export const useScreenTextsLoaded = (needed = true): boolean => {
  const [loaded, setLoaded] = useState(screenTextsLoaded);
  useEffect(() => {
    if (!needed || loaded) return;
    const listener = () => startTransition(() => setLoaded(true));
    screenTextsListeners.add(listener);
    // They may have arrived between this render and this effect.
    if (screenTextsLoaded) listener();
    return () => void screenTextsListeners.delete(listener);
  }, [needed, loaded]);
  return loaded || screenTextsLoaded;
};

/**
 * A chunk that shows screens' texts (another screen, or a widget home loads after
 * its first paint): resolves once both the chunk and the texts are in.
 */
export const withScreenTexts = <T>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadScreenTexts()]).then(([loaded]) => loaded);

/** Fetches the screens' texts once the page has loaded and the browser is idle. */
export const prefetchScreenTexts = (): void => {
  if (typeof window === 'undefined') return;
  afterLoadAndIdle(() => void loadScreenTexts().catch(() => undefined));
};

/** `<html lang>`, and the cookie the server's first paint is in this language by. */
const applyDocumentLanguage = (language: AppLanguage) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = HTML_LANG[language];
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
};

/** Loads a language's text if needed, switches to it and updates `<html lang>`. */
const switchTo = async (language: AppLanguage) => {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const texts = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', texts, false, false, AS_LOADED);
  }
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
};

/** The language currently shown. */
export const currentLanguage = (): AppLanguage => resolveLanguage(i18n.language);

/** The user's choice: applied and remembered in local storage. */
export const chooseLanguage = async (code: string): Promise<void> => {
  const language = resolveLanguage(code);
  await switchTo(language);
  writeItem('local', STORAGE_KEY.LANGUAGE, language);
};

/** The user's stored choice of language (EN when none or unsupported), before i18next starts. */
export const storedLanguage = (): AppLanguage =>
  resolveLanguage(readItem('local', STORAGE_KEY.LANGUAGE));

/** Initialises i18next with the stored choice (EN when none or unsupported). */
export const initI18n = async (): Promise<typeof i18n> => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { [DEFAULT_LANGUAGE]: { translation: en } },
      ns: ['translation', SCREENS_NS],
      defaultNS: 'translation',
      fallbackNS: SCREENS_NS,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  addScreenTexts();
  const language = storedLanguage();
  // i18next starts in EN: switching to it again would only redo its work.
  if (resolveLanguage(i18n.language) === language) applyDocumentLanguage(language);
  else await switchTo(language);
  return i18n;
};
