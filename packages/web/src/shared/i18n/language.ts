import { KNOWN_LANGUAGES, SWITCHER_LANGUAGES } from '@kalaro/contract/constants';
import type { LanguageCode, SwitcherLanguage } from '@kalaro/contract/constants';

/** Languages the app has text for. Every other known code falls back to EN. */
export type AppLanguage = SwitcherLanguage;
export const DEFAULT_LANGUAGE: AppLanguage = 'EN';
export const APP_LANGUAGES: readonly AppLanguage[] = SWITCHER_LANGUAGES;

/** BCP 47 tag for `<html lang>`: TY is Filipino. */
export const HTML_LANG: Record<AppLanguage, string> = { EN: 'en', TY: 'fil' };

export const isKnownLanguage = (code: string): code is LanguageCode =>
  (KNOWN_LANGUAGES as readonly string[]).includes(code);

const isAppLanguage = (code: string): code is AppLanguage =>
  (APP_LANGUAGES as readonly string[]).includes(code);

/**
 * The language to show for a stored or requested code: EN or TY as such, any
 * other known (or unknown) code falls back to EN.
 */
export const resolveLanguage = (code: string | null | undefined): AppLanguage => {
  const upper = code?.trim().toUpperCase() ?? '';
  return isAppLanguage(upper) ? upper : DEFAULT_LANGUAGE;
};
