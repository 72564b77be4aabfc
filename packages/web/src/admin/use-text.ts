import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminText } from './model';

/**
 * The back office's texts, typed by its own EN locale file (the player app's
 * typed keys do not apply: this bundle has its own instance and files).
 */
export function useText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (key: AdminText, values?: Record<string, string | number>): string =>
      // `language` keeps screens that depend on the texts up to date when it changes.
      String(i18n.t(key as never, { ...values, lng: language } as never)),
    [i18n, language],
  );
}
