/**
 * Images of the catalogue and the announcements are paths on the operator's image
 * CDN (gaming-side §9): one CDN of the start-up list chosen at random, else the default.
 */

/** An image path under an image CDN (no doubled or missing slash); absolute URLs are kept. */
export const imageUrl = (cdn: string, path: string): string => {
  if (/^(https?:)?\/\//.test(path)) return path;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
};

/** The image CDN: one of the list chosen at random, else the default (gaming-side §9). */
export const pickImageCdn = (
  settings: { imageCDNs: readonly string[]; defaultImageCDN: string },
  random: () => number = Math.random,
): string => {
  const list = settings.imageCDNs.filter((cdn) => cdn.length > 0);
  if (list.length === 0) return settings.defaultImageCDN;
  return (
    list[Math.min(list.length - 1, Math.floor(random() * list.length))] ?? settings.defaultImageCDN
  );
};
