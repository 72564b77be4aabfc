import { renderToStaticMarkup } from 'react-dom/server';
import { GAME_CATEGORIES } from '@kalaro/contract/constants';
import { SHELL_TEXT, shellKey, type StaticShellManifest } from '@kalaro/contract/static-shell';

export { STATIC_SHELL_FILE } from '@kalaro/contract/static-shell';
import { APP_LANGUAGES, DEFAULT_LANGUAGE, HTML_LANG } from '@/shared/i18n/language';
import type { AppLanguage } from '@/shared/i18n/language';
import en from '@/shared/i18n/locales/en.json';
import enScreens from '@/shared/i18n/locales/en-screens.json';
import ty from '@/shared/i18n/locales/ty.json';
import { HeartIcon } from '@/shared/ui/screen-icons';
import { SHELL_ROUTES, StaticShell, withMarks } from '@/app/shell/static-shell';
import type { ShellScreen, ShellTexts } from '@/app/shell/static-shell';

/**
 * Build time only (the web build's `static-shell` plugin; never part of the app's
 * bundle): every screen's shell in every language, for `shell.json`.
 */
const TEXTS: Record<AppLanguage, Record<string, string>> = {
  EN: { ...en, ...enScreens },
  TY: { ...en, ...enScreens, ...ty },
};

const textsOf =
  (language: AppLanguage): ShellTexts =>
  (key) => {
    const text = TEXTS[language][key];
    if (text === undefined) throw new Error(`static shell: no text for ${key} (${language})`);
    return text;
  };

/**
 * The banner the server puts into home's shell: the same box and priority as the
 * app's first banner. A string, not React: React adds a preload link of its own
 * before an image of high priority, which the page does not need.
 */
const BANNER =
  '<img src="{{src}}" alt="{{alt}}" width="{{width}}" height="{{height}}" fetchpriority="high" decoding="async">';

/**
 * A game tile in the game list's shell: the app's tile box, its icon loaded at
 * once (the app's own tiles wait for layout; these are the first screen).
 */
const TILE = `<span class="ks-tile"><img class="ks-tile-icon" src="{{src}}" alt="" width="160" height="160" decoding="async"><span class="ks-tile-name">{{name}}</span><span class="ks-heart">${renderToStaticMarkup(<HeartIcon size={18} fill="none" />)}</span></span>`;

/** The deposit form's channel tab and quick amount, as the app's (deposit-centre.tsx). */
const DEPOSIT_TEMPLATES = {
  tab: '<span class="ks-d-tab{{on}}"><span class="ks-d-tab-name">{{name}}</span><span class="ks-d-badge">{{badge}}</span></span>',
  quick: '<span class="ks-d-chip">{{amount}}</span>',
};

/** The texts the server fills into shells (`SHELL_TEXT`), in one language. */
const serverTexts = (t: ShellTexts): Record<string, string> =>
  Object.fromEntries(
    [
      SHELL_TEXT.gameListTitle,
      SHELL_TEXT.gameCount,
      SHELL_TEXT.depositFree,
      SHELL_TEXT.depositManual,
      SHELL_TEXT.depositGateway,
      ...GAME_CATEGORIES.map((category) => `${SHELL_TEXT.categoryPrefix}${category}`),
    ].map((key) => [key, t(key)]),
  );

export function renderStaticShells(): StaticShellManifest {
  const screens = [...new Set(Object.values(SHELL_ROUTES))] as ShellScreen[];
  const shells: Record<string, string> = {};
  for (const language of APP_LANGUAGES) {
    for (const screen of screens) {
      shells[shellKey(screen, language)] = withMarks(
        renderToStaticMarkup(<StaticShell screen={screen} t={textsOf(language)} />),
      );
    }
  }
  return {
    version: 1,
    htmlLang: { ...HTML_LANG },
    defaultLanguage: DEFAULT_LANGUAGE,
    routes: { ...SHELL_ROUTES },
    shells,
    bannerTemplate: BANNER,
    tileTemplate: TILE,
    depositTemplates: DEPOSIT_TEMPLATES,
    texts: Object.fromEntries(
      APP_LANGUAGES.map((language) => [language, serverTexts(textsOf(language))]),
    ),
  };
}
