/**
 * The active help entry comes from the query parameter `i`:
 * default 0; anything that is not an index of the list also gives 0.
 */
export const activeHelpIndex = (raw: string | null, count: number): number => {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return 0;
  const index = Number(raw.trim());
  return index < count ? index : 0;
};
