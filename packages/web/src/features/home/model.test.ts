import { describe, expect, it } from 'vitest';
import { categoryHref, HOME_CATEGORIES } from './model';

describe('home category shortcuts', () => {
  it('follow the popular-games menu of the specification, HOT first, no ELOTT', () => {
    expect(HOME_CATEGORIES).toEqual([
      'HOT',
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'FISH',
      'RNG',
      'CARD',
      'INHOUSE',
      'LOTT',
      'COCKFIGHT',
    ]);
  });

  it('send LOTT to the lottery lobby and the others to their game list', () => {
    expect(categoryHref('LOTT')).toBe('/m/lottery');
    expect(categoryHref('RNG')).toBe('/m/gameList?gameType=RNG');
    expect(categoryHref('COCKFIGHT')).toBe('/m/gameList?gameType=COCKFIGHT');
  });
});
