import { createHash } from 'node:crypto';
import { initialsOf } from '../games/icons.ts';
import type { SeedTeam } from './seed-data.ts';

/**
 * Team crests for the hot matches, drawn on request like the game icons: a
 * shield in the team's colours with a pattern and its initials. Known teams have
 * their own colours; any other team slug gets colours from a hash of the slug,
 * so a match an operator adds still shows a crest. Deterministic, about 1 KB.
 */

/** A team slug: lower-case words joined by hyphens. */
export const TEAM_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+){0,7}$/;
export const TEAM_SLUG_MAX = 64;

const SHIELD = 'M48 4 L88 16 V46 C88 70 70 85 48 92 C26 85 8 70 8 46 V16 Z';

const PATTERNS: Record<SeedTeam['pattern'], (c: string) => string> = {
  stripes: (c) =>
    [24, 48, 72]
      .map((x) => `<rect x="${x - 6}" y="0" width="12" height="96" fill="${c}"/>`)
      .join(''),
  chevron: (c) => `<path d="M0 34 L48 62 L96 34 V54 L48 82 L0 54 Z" fill="${c}"/>`,
  half: (c) => `<rect x="48" y="0" width="48" height="96" fill="${c}"/>`,
  band: (c) => `<rect x="0" y="38" width="96" height="22" fill="${c}"/>`,
};
const PATTERN_NAMES = Object.keys(PATTERNS) as SeedTeam['pattern'][];

/** Black or white, whichever reads better on `hex`. */
function inkOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111827' : '#ffffff';
}

/** The look of a team not in the seed: colours and pattern from a hash of its slug. */
export function teamFromSlug(slug: string): SeedTeam {
  const bytes = createHash('sha256').update(slug).digest();
  const hue = ((bytes[0]! << 8) | bytes[1]!) % 360;
  const hsl = (h: number, s: number, l: number) => {
    const f = (k: number) => {
      const kk = (k + h / 30) % 12;
      const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(kk - 3, 9 - kk, 1));
      return Math.round(c * 255)
        .toString(16)
        .padStart(2, '0');
    };
    return `#${f(0)}${f(8)}${f(4)}`;
  };
  return {
    slug,
    name: slug.replace(/-/g, ' '),
    colours: [hsl(hue, 0.65, 0.32), hsl((hue + 150) % 360, 0.8, 0.62)],
    pattern: PATTERN_NAMES[bytes[2]! % PATTERN_NAMES.length]!,
  };
}

export function renderBadge(team: SeedTeam): string {
  const [field, second] = team.colours;
  const initials = initialsOf(team.name);
  const fontSize = initials.length > 1 ? 18 : 22;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${team.name.replace(/[<>&"']/g, '')}">`,
    `<defs><clipPath id="s"><path d="${SHIELD}"/></clipPath>`,
    `<linearGradient id="l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`,
    `<g clip-path="url(#s)"><rect width="96" height="96" fill="${field}"/>${PATTERNS[team.pattern](second)}<rect width="96" height="96" fill="url(#l)"/></g>`,
    `<path d="${SHIELD}" fill="none" stroke="#0f172a" stroke-opacity=".55" stroke-width="4"/>`,
    `<path d="M48 9 L83 19.5 V46 C83 67 67 80.5 48 86.8" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>`,
    `<circle cx="48" cy="48" r="21" fill="${field}" stroke="${second}" stroke-width="3"/>`,
    `<text x="48" y="${(48 + fontSize * 0.36).toFixed(1)}" font-family="system-ui,'DejaVu Sans',Arial,sans-serif" font-size="${fontSize}" font-weight="800" fill="${inkOn(field)}" text-anchor="middle">${initials.replace(/[<>&"']/g, '')}</text>`,
    `</svg>`,
  ].join('');
}
