import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEY } from '@kalaro/contract/constants';
import { readItem, writeItem } from '@/shared/storage/storage';
import { DEFAULT_LANGUAGE, HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import type { AppLanguage } from '@/shared/i18n/language';
import en from '@/shared/i18n/locales/en.json';

type Messages = typeof en;

/** EN ships with the app; TY is its own chunk, fetched only when chosen. */
const loaders: Record<AppLanguage, () => Promise<Messages>> = {
  EN: () => Promise.resolve(en),
  TY: () => import('@/shared/i18n/locales/ty.json').then((module) => module.default),
};

export const i18n = i18next.createInstance();

const applyDocumentLanguage = (language: AppLanguage) => {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
};

/** Loads a language's text if needed, switches to it and updates `<html lang>`. */
const switchTo = async (language: AppLanguage) => {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loaders[language]());
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

/** Initialises i18next with the stored choice (EN when none or unsupported). */
export const initI18n = async (): Promise<typeof i18n> => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { [DEFAULT_LANGUAGE]: { translation: en } },
      interpolation: { escapeValue: false },
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  await switchTo(resolveLanguage(readItem('local', STORAGE_KEY.LANGUAGE)));
  return i18n;
};
