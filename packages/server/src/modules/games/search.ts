/**
 * Case- and accent-insensitive search text: NFKD, combining marks and control
 * characters removed, lower-case, spaces collapsed. Used both for the stored
 * `search_text` column and for the user's term, so a plain LIKE matches.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/\p{C}+/gu, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Names of every language, one per line: a normalised term never holds a line
 * break, so it cannot match across two names.
 */
export function searchTextOf(names: Record<string, string>): string {
  const unique = [...new Set(Object.values(names).map(normaliseSearch))];
  return unique.join('\n');
}
