import type { AppLanguage } from '@/shared/i18n/language';

/**
 * Country flags (emoji flags do not render on every platform), as static SVG
 * files in `public/flags` rather than components: images cost the first load no
 * JavaScript. Decorative: the language name or code is always given as text.
 */
export const Flag = ({ language }: { language: AppLanguage }) => (
  <img
    src={`/flags/${language.toLowerCase()}.svg`}
    width={24}
    height={16}
    alt=""
    decoding="async"
  />
);
