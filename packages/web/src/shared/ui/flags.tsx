import type { AppLanguage } from '@/shared/i18n/language';

/**
 * Country flags (emoji flags do not render on every platform), as static images
 * in `public/flags` rather than components: images cost the first load no
 * JavaScript. PNG at 3× (72×48), not SVG: an SVG `<img>` is a document of its
 * own, which took 11-40 ms of the main thread to create while home was loading.
 * Decorative: the language name or code is always given as text.
 */
export const Flag = ({ language }: { language: AppLanguage }) => (
  <img
    src={`/flags/${language.toLowerCase()}.png`}
    width={24}
    height={16}
    alt=""
    decoding="async"
  />
);
