/** `text` inside a LIKE pattern, its wildcards (% _ \) taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern matching `term` anywhere. */
export const containsPattern = (term: string): string => `%${literal(term)}%`;

/** A LIKE pattern matching what starts with `prefix`. */
export const prefixPattern = (prefix: string): string => `${literal(prefix)}%`;
