/**
 * Images of the catalogue and the announcements are paths on the operator's image
 * CDN: one CDN of the start-up list chosen at random, else the default.
 */

interface ImageCdns {
  imageCDNs: readonly string[];
  defaultImageCDN: string;
}

/** An image path under an image CDN (no doubled or missing slash); absolute URLs are kept. */
export const imageUrl = (cdn: string, path: string): string => {
  if (/^(https?:)?\/\//.test(path)) return path;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
};

const listOf = (settings: ImageCdns) => settings.imageCDNs.filter((cdn) => cdn.length > 0);

/** The image CDN: one of the list chosen at random, else the default. */
export const pickImageCdn = (settings: ImageCdns, random: () => number = Math.random): string => {
  const list = listOf(settings);
  if (list.length === 0) return settings.defaultImageCDN;
  return (
    list[Math.min(list.length - 1, Math.floor(random() * list.length))] ?? settings.defaultImageCDN
  );
};

/**
 * The image CDN every page will pick, or null when the pick is random (several
 * listed): only then can an image be named before the page runs (a preload, the
 * server's first paint).
 */
export const settledImageCdn = (settings: ImageCdns): string | null => {
  const list = listOf(settings);
  if (list.length > 1) return null;
  return list[0] ?? settings.defaultImageCDN;
};
