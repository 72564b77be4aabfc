import sharp from 'sharp';
import { TtlCache } from './ttl-cache.ts';

/**
 * The demo icons (games, vendors, team crests) are drawn as SVG, but a page
 * shows them as WebP: a browser lays out and paints every SVG image on the main
 * thread (about 0.3-0.8 ms each on a fast machine, several times that on a cheap
 * phone; 40 of them on the home page were a quarter of its blocking time),
 * while a raster image is decoded off it. Operators' real icons are raster too.
 */

/** Enough for a gradient, a circle and two lines of text (about 3 KB for a 300 px tile). */
const WEBP_QUALITY = 75;
/** Drawn images kept in memory: every icon of a 2,000-game catalogue, ~3 KB each. */
const MAX_DRAWN = 5000;
const KEEP_MS = 24 * 60 * 60 * 1000;

// The answers are cached here (and for a year by the browser): libvips' own
// operation cache would only hold the same work a second time.
sharp.cache(false);

const nominalWidth = (svg: string) => Number(/^<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? 0);

/** `svg` (made by the server, not uploaded) as a WebP `width` pixels wide, its proportions kept. */
export async function svgToWebp(svg: string, width: number): Promise<Buffer> {
  const nominal = nominalWidth(svg);
  if (!nominal) throw new Error('svgToWebp: the SVG has no width');
  // Drawn at the target size (not drawn small and scaled), so edges and text stay sharp.
  return sharp(Buffer.from(svg), { density: (72 * width) / nominal })
    .resize({ width })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * Each image drawn once per process: the first request for a key draws it, the
 * ones that come while it is drawn wait for the same result, and a failed
 * drawing is not kept.
 */
export class DrawnImages {
  private readonly drawn = new TtlCache<Promise<Buffer>>(MAX_DRAWN, KEEP_MS);

  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const held = this.drawn.get(key);
    if (held) return held;
    const drawing = draw();
    this.drawn.set(key, drawing);
    drawing.catch(() => this.drawn.delete(key));
    return drawing;
  }
}
