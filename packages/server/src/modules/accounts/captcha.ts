import { randomInt } from 'node:crypto';
import { randomDigits } from '../../lib/tokens.ts';

/**
 * Stroke glyphs of the ten digits on a 10 × 16 grid (polylines), drawn as SVG
 * paths so the answer is not in the markup as text.
 */
const GLYPHS: Record<string, number[][][]> = {
  '0': [[[1, 1], [9, 1], [9, 15], [1, 15], [1, 1]], [[2, 13], [8, 3]]],
  '1': [[[3, 4], [6, 1], [6, 15]], [[3, 15], [9, 15]]],
  '2': [[[1, 3], [4, 1], [8, 1], [9, 4], [1, 15], [9, 15]]],
  '3': [[[1, 1], [9, 1], [5, 7], [9, 10], [8, 14], [5, 15], [1, 14]]],
  '4': [[[7, 15], [7, 1], [1, 11], [9, 11]]],
  '5': [[[9, 1], [2, 1], [1, 7], [7, 7], [9, 10], [8, 14], [1, 15]]],
  '6': [[[8, 1], [3, 3], [1, 9], [1, 14], [8, 15], [9, 10], [1, 8]]],
  '7': [[[1, 1], [9, 1], [4, 15]], [[3, 8], [8, 8]]],
  '8': [[[5, 7], [1, 4], [5, 1], [9, 4], [5, 7], [1, 11], [5, 15], [9, 11], [5, 7]]],
  '9': [[[9, 8], [1, 7], [1, 2], [8, 1], [9, 6], [7, 13], [2, 15]]],
}; // prettier-ignore

const WIDTH = 150;
const HEIGHT = 50;
const jitter = (n: number) => (randomInt(2001) / 1000 - 1) * n;
const colour = () => `hsl(${randomInt(360)},${50 + randomInt(30)}%,${25 + randomInt(20)}%)`;

/** An SVG image of `text` (digits): each glyph jittered, rotated, scaled; noise lines and dots. */
export function drawCaptcha(text: string): string {
  const parts: string[] = [];
  const step = (WIDTH - 20) / text.length;
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<path d="M${randomInt(WIDTH)} ${randomInt(HEIGHT)} Q${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${randomInt(WIDTH)} ${randomInt(HEIGHT)}" stroke="${colour()}" stroke-width="${1 + randomInt(2)}" fill="none" opacity="0.6"/>`,
    );
  }
  [...text].forEach((ch, i) => {
    const glyph = GLYPHS[ch] ?? [];
    const scale = 1.9 + jitter(0.25);
    const x = 10 + i * step + jitter(3);
    const y = 6 + jitter(3);
    const rotate = jitter(18);
    const d = glyph
      .map((line) =>
        line
          .map(
            ([gx = 0, gy = 0], k) =>
              `${k === 0 ? 'M' : 'L'}${(gx + jitter(0.5)).toFixed(1)} ${(gy + jitter(0.5)).toFixed(1)}`,
          )
          .join(' '),
      )
      .join(' ');
    parts.push(
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate.toFixed(1)} 5 8) scale(${scale.toFixed(2)})" d="${d}" stroke="${colour()}" stroke-width="${(1.3 + jitter(0.3)).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${(0.5 + jitter(0.4) + 0.5).toFixed(1)}" fill="${colour()}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`;
}

export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

/** 4 or 5 random digits. */
export const captchaText = () => randomDigits(4 + randomInt(2));
