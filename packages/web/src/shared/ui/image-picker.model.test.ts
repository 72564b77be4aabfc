import { describe, expect, it } from 'vitest';
import { imagesLeft, isImageFile, pickImages } from '@/shared/ui/image-picker.model';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('image picker rules', () => {
  it('takes png and jpg by type, or by extension when the browser gives no type', () => {
    expect(isImageFile(file('a.png', 'image/png'))).toBe(true);
    expect(isImageFile(file('a.jpeg', 'image/jpeg'))).toBe(true);
    expect(isImageFile(file('a.JPG', ''))).toBe(true);
    expect(isImageFile(file('a.gif', 'image/gif'))).toBe(false);
    expect(isImageFile(file('notes.png', 'text/plain'))).toBe(false);
    expect(isImageFile(file('a.webp', ''))).toBe(false);
  });

  it('refuses files over 5 MB and keeps the others', () => {
    const big = file('big.png', 'image/png', 5 * MB + 1);
    const edge = file('edge.png', 'image/png', 5 * MB);
    expect(pickImages(0, [big, edge])).toEqual({ accepted: [edge], problems: ['size'] });
  });

  it('stops at 3 images, counting those already picked', () => {
    const four = ['1', '2', '3', '4'].map((n) => file(`${n}.png`, 'image/png'));
    expect(pickImages(0, four).accepted).toHaveLength(3);
    expect(pickImages(0, four).problems).toEqual(['count']);
    expect(pickImages(2, four).accepted).toEqual([four[0]]);
    expect(pickImages(3, four)).toEqual({ accepted: [], problems: ['count'] });
  });

  it('reports each problem once', () => {
    const result = pickImages(0, [file('a.txt', 'text/plain'), file('b.gif', 'image/gif')]);
    expect(result).toEqual({ accepted: [], problems: ['type'] });
  });

  it('says how many more fit', () => {
    expect(imagesLeft(0)).toBe(3);
    expect(imagesLeft(3)).toBe(0);
    expect(imagesLeft(5)).toBe(0);
  });
});
