/**
 * The static first paint. The web build renders, for the screens a
 * player opens first and for each language, the HTML of that screen's frame
 * (header, the screen's top, bottom menu) and writes them to `shell.json` next to
 * `index.html`. The server puts the right one into the page it answers — by the
 * address, the language cookie and whether a session cookie came — and fills the
 * operator's data into it (name, first banner). The browser paints it before any
 * script has run; the app replaces it once its first screen is ready. No zod
 * here: the app's first load imports these names.
 */

/** The file the web build writes next to `index.html`. */
export const STATIC_SHELL_FILE = 'shell.json';

/** The cookie the app keeps the chosen language in, for the server's first paint. */
export const LANGUAGE_COOKIE = 'kalaro_lang';

/**
 * Set (readable by scripts, value `1`) beside the HttpOnly session cookie, with the
 * same lifetime, and dropped with it. A tab that starts without the session's
 * details (a new tab, the installed app relaunched: they live in the tab's session
 * storage) sees it and asks for them before its first screen; a visitor's tab
 * asks nothing.
 */
export const SIGNED_IN_COOKIE = 'kalaro_signed_in';

/** The element the shell sits in; the app removes it once its first screen shows. */
export const STATIC_SHELL_ID = 'static-shell';

/** The performance mark the app sets when it replaces the shell (read by the first-load test). */
export const APP_SHOWN_MARK = 'kalaro:app-shown';

/**
 * Marks in a shell's HTML the server replaces:
 * - `{{operatorName}}`, `{{operatorInitial}}`: the operator's name and its first
 *   letter (upper case), HTML-escaped;
 * - `<!--slot:banner-->`: the first home banner, from the `banner` template
 *   (`{{src}}`, `{{alt}}`, `{{width}}`, `{{height}}`), or nothing;
 * - `<!--if:visitor-->…<!--end:visitor-->`: kept only when no session cookie came;
 * - `<!--slot:title-->`: the game list's title — its category's name (from the
 *   `gameType` of the address) or the plain list's, from `texts`;
 * - `<!--slot:count-->`: the game list's count line (`texts.games_count`), or nothing;
 * - `<!--slot:tiles-->…<!--end:tiles-->`: the game list's first tiles (the
 *   `tile` template: `{{src}}`, `{{name}}`), when the server knows them; else the
 *   empty boxes between the marks stay;
 * - `{{memberLayout}}`: the member centre's layout (`MEMBER_LAYOUT`: list rows,
 *   or the balance card and tile grid), from the operator's mobile template;
 * - `<!--if:deposit-->…<!--end:deposit-->`: the deposit form's top, kept when the
 *   server knows the deposit channels. In it, for the first channel (the one the
 *   form opens on): `{{depositLayout}}` (`DEPOSIT_LAYOUT`), `{{depositRange}}`,
 *   `{{depositFee}}`, `{{depositBonus}}`, `{{depositMethod}}` (the detailed
 *   layout's card), `{{min}}` and `{{max}}` (the amount's hint), `{{percent}}`
 *   (the bonus line, between `<!--if:bonus-->` and `<!--end:bonus-->`, kept when
 *   it has a bonus); the channel tabs (`<!--slot:deposit-tabs-->`, from the
 *   `depositTab` template: `{{name}}`, `{{badge}}`, `{{on}}`) between
 *   `<!--if:tabs-->` and `<!--end:tabs-->`, kept when there are several
 *   channels; the quick amounts (`<!--slot:deposit-quick-->`, from the
 *   `depositQuick` template: `{{amount}}`).
 */
export const SHELL_MARK = {
  operatorName: '{{operatorName}}',
  operatorInitial: '{{operatorInitial}}',
  bannerSlot: '<!--slot:banner-->',
  visitorStart: '<!--if:visitor-->',
  visitorEnd: '<!--end:visitor-->',
  titleSlot: '<!--slot:title-->',
  countSlot: '<!--slot:count-->',
  tilesStart: '<!--slot:tiles-->',
  tilesEnd: '<!--end:tiles-->',
  memberLayout: '{{memberLayout}}',
  depositStart: '<!--if:deposit-->',
  depositEnd: '<!--end:deposit-->',
  depositLayout: '{{depositLayout}}',
  tabsStart: '<!--if:tabs-->',
  tabsEnd: '<!--end:tabs-->',
  depositTabsSlot: '<!--slot:deposit-tabs-->',
  depositQuickSlot: '<!--slot:deposit-quick-->',
  bonusStart: '<!--if:bonus-->',
  bonusEnd: '<!--end:bonus-->',
} as const;

/** The deposit form's layouts (mobileTemplate.dep_func 1 → detailed: steps and the channel's card). */
export const DEPOSIT_LAYOUT = { base: 'base', detailed: 'detailed' } as const;

/** The member centre's layouts (the app's `memberCentreLayout`: mobileTemplate.mem_cen 1 → new). */
export const MEMBER_LAYOUT = { base: 'base', new: 'new' } as const;

/** The screens with a static first paint (the server fills data into some of them). */
export const SHELL_SCREEN = {
  home: 'home',
  login: 'login',
  gameList: 'gameList',
  mine: 'mine',
  deposit: 'deposit',
} as const;

/**
 * Screens whose shell is a signed-in member's view: the page carries it only
 * when a session cookie came (a visitor's page has no frame, the app shows
 * what it shows a visitor).
 */
export const SIGNED_IN_SHELL_SCREENS: readonly string[] = [
  // Literals (checked against SHELL_SCREEN), not property reads: a bundle that
  // never reads the list drops it whole instead of keeping the reads.
  'mine',
  'deposit',
] satisfies (typeof SHELL_SCREEN)[keyof typeof SHELL_SCREEN][];

/** How many game tiles the game list's first paint shows: the rows a phone's first screen holds. */
export const FIRST_PAINT_TILES = 12;

/** The texts (per language) the server fills into shells, by key. */
export const SHELL_TEXT = {
  /** The plain game list's title. */
  gameListTitle: 'title_game_list',
  /** A category's title: `category_<gameType>`. */
  categoryPrefix: 'category_',
  /** The count line, with `{{count}}`. */
  gameCount: 'games_count',
  /** The deposit channel's card: no fee, and how each kind of channel pays. */
  depositFree: 'deposit_free',
  depositManual: 'deposit_kind_manual',
  depositGateway: 'deposit_kind_gateway',
} as const;

/** `shell.json` (checked by the server with `static-shell-manifest.ts`). */
export interface StaticShellManifest {
  version: 1;
  /** `<html lang>` of each language code (EN, TY). */
  htmlLang: Record<string, string>;
  defaultLanguage: string;
  /** Pathname → screen that has a shell (`/m/home` → `home`). */
  routes: Record<string, string>;
  /** `<screen>:<language>` → the shell's HTML. */
  shells: Record<string, string>;
  /** The first banner's `<img>`, with `{{src}}`, `{{alt}}`, `{{width}}` and `{{height}}`. */
  bannerTemplate: string;
  /** A game tile, with `{{src}}` (its icon) and `{{name}}`. */
  tileTemplate: string;
  /**
   * The deposit form's channel tab (`{{name}}`, `{{badge}}`: its bonus or empty,
   * `{{on}}`: the class of the selected one or empty) and quick amount (`{{amount}}`).
   */
  depositTemplates?: { tab: string; quick: string };
  /** Language → the texts the server fills in (`SHELL_TEXT`). */
  texts: Record<string, Record<string, string>>;
  /**
   * Screen → the inert preload links (`data-defer-rel`, switched on by boot.js) of
   * its chunks and styles, put into its page with its shell; home's are in the page.
   */
  preloads?: Record<string, string>;
}

export const shellKey = (screen: string, language: string) => `${screen}:${language}`;
