import { describe, expect, it } from 'vitest';
import { TtlCache } from '../src/lib/ttl-cache.ts';
import { initialsOf, renderIcon } from '../src/modules/games/icons.ts';
import { containsPattern } from '../src/lib/like.ts';
import { normaliseSearch, searchTextOf } from '../src/modules/games/search.ts';
import { filterOf } from '../src/modules/games/service.ts';

describe('search text', () => {
  it('drops case, accents and control characters', () => {
    expect(normaliseSearch('  Fortuna DORADA Ñandú ')).toBe('fortuna dorada nandu');
    expect(normaliseSearch('Crème\u0000Brûlée\tBonanza')).toBe('creme brulee bonanza');
    expect(normaliseSearch('ＣＡＦＥ')).toBe('cafe');
  });

  it('keeps the names of each language apart', () => {
    const text = searchTextOf({ EN: 'Golden Star', TY: 'Gintong Bituin' });
    expect(text).toBe('golden star\ngintong bituin');
    expect(text.includes(normaliseSearch('star gintong'))).toBe(false);
    expect(searchTextOf({ EN: 'Café', TY: 'Cafe' })).toBe('cafe');
  });

  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('filterOf', () => {
  const base = { pageNo: 1, pageSize: 26, language: 'EN' as const };
  it('turns the query into column values', () => {
    expect(filterOf({ ...base, minBet: 0.05, gameName: ' Café ', vassalage: 'PGX' })).toEqual({
      minBetMinor: 5,
      searchPattern: '%cafe%',
      vendor: 'PGX',
    });
    expect(filterOf({ ...base, gameName: '   ' })).toEqual({});
  });

  it('reads the bet as its decimal digits, not through a float product', () => {
    // 0.29 * 100 is 28.999999999999996, 1.13 * 100 is 112.99999999999999.
    expect(filterOf({ ...base, minBet: 0.29 })).toEqual({ minBetMinor: 29 });
    expect(filterOf({ ...base, minBet: 1.13 })).toEqual({ minBetMinor: 113 });
    expect(filterOf({ ...base, minBet: 1_000_000 })).toEqual({ minBetMinor: 100_000_000 });
  });

  it('matches nothing for a bet finer than a hundredth', () => {
    expect(filterOf({ ...base, minBet: 0.001 })).toBeNull();
    expect(filterOf({ ...base, minBet: 1e-7 })).toBeNull();
    expect(filterOf({ ...base, minBet: 0.30000000000000004 })).toBeNull();
  });
});

describe('TtlCache', () => {
  it('expires entries and bounds its size', async () => {
    let now = 0;
    const cache = new TtlCache<number>(2, 100, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    now = 100;
    expect(cache.get('b')).toBeUndefined();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('x', load)).toBe(1);
    expect(await cache.getOrLoad('x', load)).toBe(1);
    cache.clear();
    expect(await cache.getOrLoad('x', load)).toBe(2);
  });
});

describe('icons', () => {
  it('takes up to two initials', () => {
    expect(initialsOf('Café Royale')).toBe('CR');
    expect(initialsOf('Ñandú')).toBe('Ñ');
    expect(initialsOf('Hold & Win Extreme')).toBe('HW');
    expect(initialsOf('---')).toBe('?');
  });

  it('draws a small deterministic SVG and escapes the title', () => {
    const input = {
      key: 'PGX/1',
      title: '<script>alert("x")</script> & Co',
      caption: 'PGX',
      large: true,
    };
    const svg = renderIcon(input);
    expect(svg).toBe(renderIcon(input));
    expect(svg).not.toContain('<script');
    expect(Buffer.byteLength(svg)).toBeLessThan(2048);
    expect(renderIcon({ ...input, key: 'PGX/2' })).not.toBe(svg);
  });
});
