import { useEffect } from 'react';
import { DURATION } from '@kalaro/contract/constants';
import { i18n } from '@/shared/i18n/i18n';

/**
 * Re-validates a visible form when the language changes (debounced 200 ms), so
 * messages that depend on the language are computed again.
 * `revalidate` should re-check only what has already been checked.
 */
export function useLanguageRevalidate(revalidate: () => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(revalidate, DURATION.LANGUAGE_DEBOUNCE);
    };
    i18n.on('languageChanged', onChange);
    return () => {
      clearTimeout(timer);
      i18n.off('languageChanged', onChange);
    };
  }, [revalidate]);
}
