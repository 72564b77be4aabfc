import type en from '@/shared/i18n/locales/en.json';
import type enScreens from '@/shared/i18n/locales/en-screens.json';

/** A text key: one of the EN locale's keys (both files), so `t(key)` type-checks. */
export type TextKey = keyof (typeof en & typeof enScreens);

/**
 * A key that arrives as a plain string — a form check's message, a server's
 * `messageKey`, a field's label key passed down — given to `t` as one. Keys built
 * from typed values (`records_payment_${status}`) and tables typed
 * `Record<X, TextKey>` need no help: pass them to `t` as they are. A string that
 * is not a key shows as itself, as i18next does for any unknown key.
 */
export const textKey = (key: string): TextKey => key as TextKey;
