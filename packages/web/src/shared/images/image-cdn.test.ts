import { describe, expect, it } from 'vitest';
import { imageUrl, pickImageCdn } from '@/shared/images/image-cdn';

describe('image CDN', () => {
  it('joins the CDN and the path with one slash, and keeps absolute URLs', () => {
    expect(imageUrl('/cdn', '/KALARO/a.svg')).toBe('/cdn/KALARO/a.svg');
    expect(imageUrl('https://img.example/', 'KALARO/a.svg')).toBe(
      'https://img.example/KALARO/a.svg',
    );
    expect(imageUrl('/cdn', 'https://x.example/a.svg')).toBe('https://x.example/a.svg');
    expect(imageUrl('/cdn', '//x.example/a.svg')).toBe('//x.example/a.svg');
  });

  it('picks a CDN at random from the list, else the default', () => {
    const settings = { imageCDNs: ['/a', '/b'], defaultImageCDN: '/d' };
    expect(pickImageCdn(settings, () => 0)).toBe('/a');
    expect(pickImageCdn(settings, () => 0.99)).toBe('/b');
    expect(pickImageCdn({ imageCDNs: ['', '/b'], defaultImageCDN: '/d' }, () => 0)).toBe('/b');
    expect(pickImageCdn({ imageCDNs: [], defaultImageCDN: '/d' })).toBe('/d');
  });
});
