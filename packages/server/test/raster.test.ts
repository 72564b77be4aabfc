import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DrawnImages, svgToWebp } from '../src/lib/raster.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">' +
  '<rect width="100" height="100" fill="#f00"/><rect x="100" width="100" height="100" fill="#00f"/></svg>';

describe('svgToWebp', () => {
  it('draws the SVG at the width asked for, its proportions kept', async () => {
    const webp = await svgToWebp(SVG, 300);
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: 'raw', width: 300, height: 150 });
    // Left half red, right half blue: drawn, not a blank of the right size.
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 300 + x) * info.channels).subarray(0, 3),
    ];
    const [r1, , b1] = pixel(40, 75);
    const [r2, , b2] = pixel(260, 75);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it('refuses an SVG without a width', async () => {
    await expect(svgToWebp('<svg xmlns="http://www.w3.org/2000/svg"/>', 100)).rejects.toThrow(
      /no width/,
    );
  });
});

describe('DrawnImages', () => {
  it('draws a key once, however many ask for it at the same time', async () => {
    const drawn = new DrawnImages();
    let draws = 0;
    const draw = async () => {
      draws += 1;
      await new Promise((r) => setTimeout(r, 5));
      return Buffer.from('x');
    };
    const answers = await Promise.all([drawn.get('a', draw), drawn.get('a', draw)]);
    expect(await drawn.get('a', draw)).toBe(answers[0]);
    expect(answers[1]).toBe(answers[0]);
    expect(draws).toBe(1);
    await drawn.get('b', draw);
    expect(draws).toBe(2);
  });

  it('does not keep a failed drawing', async () => {
    const drawn = new DrawnImages();
    await expect(drawn.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await drawn.get('a', async () => Buffer.from('ok'))).toEqual(Buffer.from('ok'));
  });
});
