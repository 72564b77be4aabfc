import { useEffect, useState } from 'react';
import { DURATION } from '@kalaro/contract/constants';
import { currentLanguage, i18n } from '@/shared/i18n/i18n';
import type { AppLanguage } from '@/shared/i18n/language';

/**
 * The language shown, following changes after a 200 ms pause:
 * lists keyed by it reload once after the user settles on a language.
 */
export function useDebouncedLanguage(): AppLanguage {
  const [language, setLanguage] = useState<AppLanguage>(currentLanguage);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setLanguage(currentLanguage()), DURATION.LANGUAGE_DEBOUNCE);
    };
    i18n.on('languageChanged', onChange);
    return () => {
      clearTimeout(timer);
      i18n.off('languageChanged', onChange);
    };
  }, []);
  return language;
}
