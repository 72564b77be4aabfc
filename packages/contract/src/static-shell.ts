/**
 * The static first paint (issue 18). The web build renders, for the screens a
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
 * - `<!--if:visitor-->…<!--end:visitor-->`: kept only when no session cookie came.
 */
export const SHELL_MARK = {
  operatorName: '{{operatorName}}',
  operatorInitial: '{{operatorInitial}}',
  bannerSlot: '<!--slot:banner-->',
  visitorStart: '<!--if:visitor-->',
  visitorEnd: '<!--end:visitor-->',
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
}

export const shellKey = (screen: string, language: string) => `${screen}:${language}`;
