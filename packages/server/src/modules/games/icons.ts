import { createHash } from 'node:crypto';

/**
 * Game and vendor icons drawn on request instead of thousands of files: a
 * gradient from a hash of the id, the initials, the vendor code. Deterministic,
 * so the answer can be cached for a year. Well under 2 KB each.
 */

const xml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\p{C}/gu, '');

const hue = (bytes: Buffer, i: number) => ((bytes[i]! << 8) | bytes[i + 1]!) % 360;

/** Up to two letters: the first letter of the first two words. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.slice(0, 2).map((w) => [...w][0]!.toLocaleUpperCase('en'));
  return letters.join('') || '?';
}

export interface IconInput {
  /** Hashed for the colours. */
  key: string;
  title: string;
  caption: string;
  /** Large icons also print the title. */
  large: boolean;
}

export function renderIcon({ key, title, caption, large }: IconInput): string {
  const bytes = createHash('sha256').update(key).digest();
  const h1 = hue(bytes, 0);
  const h2 = (h1 + 40 + (hue(bytes, 2) % 100)) % 360;
  const w = large ? 300 : 200;
  const h = 200;
  const cx = 40 + (bytes[4]! % 120);
  const cy = 30 + (bytes[5]! % 80);
  const shortTitle = [...title].length > 28 ? `${[...title].slice(0, 27).join('')}…` : title;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${xml(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${h1},75%,55%)"/><stop offset="1" stop-color="hsl(${h2},70%,30%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${w}" height="${h}" rx="24" fill="url(#g)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${50 + (bytes[6]! % 40)}" fill="#fff" fill-opacity=".12"/>`,
    `<text x="${w / 2}" y="${large ? 100 : 118}" font-family="system-ui,sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${xml(initialsOf(title))}</text>`,
    large
      ? `<text x="${w / 2}" y="144" font-family="system-ui,sans-serif" font-size="20" font-weight="600" fill="#fff" text-anchor="middle">${xml(shortTitle)}</text>`
      : '',
    `<text x="${w / 2}" y="182" font-family="system-ui,sans-serif" font-size="16" fill="#fff" fill-opacity=".85" text-anchor="middle">${xml(caption)}</text>`,
    `</svg>`,
  ].join('');
}
