import { describe, expect, it } from 'vitest';
import { gameListQuery } from '../src/games.ts';
import {
  lotteryFirst,
  lotteryMenu,
  prizeModeFor,
  splitSportsVendors,
  vendorMapping,
  visibleVendors,
  withHotFirst,
  type VendorCategory,
} from '../src/games-rules.ts';

const v = (vendor: string) => ({ vendor, accountTypeName: vendor });
const cat = (gameCategory: string, ...vendors: string[]): VendorCategory => ({
  gameCategory,
  vendorNames: vendors.map(v),
});
const names = (sorting: readonly VendorCategory[]) => sorting.map((c) => c.gameCategory);

describe('splitSportsVendors', () => {
  const raw = [
    cat('SPORTS', 'SBX', 'TF', 'DS88'),
    cat('LIVE', 'LVA'),
    cat('RNG', 'PGX'),
    cat('FISH', 'FSH'),
    cat('LOTT', 'TCG_SEA'),
  ];

  it('moves TF to ESPORTS after SPORTS and DS88 to COCKFIGHT before FISH', () => {
    const split = splitSportsVendors(raw);
    expect(names(split)).toEqual(['SPORTS', 'ESPORTS', 'LIVE', 'RNG', 'COCKFIGHT', 'FISH', 'LOTT']);
    expect(vendorMapping(split)).toMatchObject({
      SPORTS: ['SBX'],
      ESPORTS: ['TF'],
      COCKFIGHT: ['DS88'],
    });
  });

  it('does not modify its input and keeps extra vendor fields', () => {
    const before = structuredClone(raw);
    splitSportsVendors(raw);
    expect(raw).toEqual(before);
    const withIcons = [
      { gameCategory: 'SPORTS', vendorNames: [{ vendor: 'TF', accountTypeName: 'x', icon: 'i' }] },
    ];
    expect(splitSportsVendors(withIcons)[0]?.vendorNames[0]?.icon).toBe('i');
  });

  it('drops an emptied SPORTS and puts COCKFIGHT last without FISH', () => {
    const split = splitSportsVendors([cat('SPORTS', 'TF', 'DS88'), cat('RNG', 'PGX')]);
    expect(names(split)).toEqual(['ESPORTS', 'RNG', 'COCKFIGHT']);
  });

  it('merges into existing ESPORTS / COCKFIGHT categories without duplicates', () => {
    const split = splitSportsVendors([
      cat('SPORTS', 'SBX', 'TF'),
      cat('ESPORTS', 'TF', 'EGX'),
      cat('FISH', 'FSH'),
    ]);
    expect(vendorMapping(split)).toEqual({
      SPORTS: ['SBX'],
      ESPORTS: ['TF', 'EGX'],
      FISH: ['FSH'],
    });
  });

  it('leaves a setting without SPORTS as it is', () => {
    expect(names(splitSportsVendors([cat('RNG', 'A'), cat('FISH', 'B')]))).toEqual(['RNG', 'FISH']);
  });
});

describe('menus', () => {
  it('puts LOTT first in the lottery menu', () => {
    expect(names(lotteryMenu([cat('RNG', 'A'), cat('ELOTT', 'B'), cat('LOTT', 'C')]))).toEqual([
      'LOTT',
      'ELOTT',
    ]);
    expect(lotteryFirst(['ELOTT', 'RNG', 'LOTT'])).toEqual(['LOTT', 'ELOTT', 'RNG']);
  });

  it('always starts the popular menu with HOT, once', () => {
    expect(withHotFirst(['RNG', 'FISH'])).toEqual(['HOT', 'RNG', 'FISH']);
    expect(withHotFirst(['RNG', 'HOT'])).toEqual(['HOT', 'RNG']);
  });

  it('hides DS88 from the vendor carousel', () => {
    expect(visibleVendors([v('DS88'), v('TF'), v('PGX')]).map((x) => x.vendor)).toEqual([
      'TF',
      'PGX',
    ]);
  });
});

describe('prizeModeFor', () => {
  it('is Elott when ELOTT lists TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeFor([cat('ELOTT', 'TCG_LOTTO_VN')])).toBe('Elott');
    expect(prizeModeFor([cat('ELOTT', 'LOTT')])).toBe('Elott');
  });

  it('is Lott otherwise', () => {
    expect(prizeModeFor([cat('LOTT', 'TCG_LOTTO_VN'), cat('ELOTT', 'TCG_SEA')])).toBe('Lott');
    expect(prizeModeFor([])).toBe('Lott');
  });
});

describe('gameListQuery', () => {
  it('defaults to page 1 of 26 in EN', () => {
    expect(gameListQuery.parse({})).toEqual({ pageNo: 1, pageSize: 26, language: 'EN' });
  });

  it('coerces query strings', () => {
    expect(
      gameListQuery.parse({ pageNo: '3', pageSize: '10', isNew: 'true', minBet: '0.05' }),
    ).toMatchObject({ pageNo: 3, pageSize: 10, isNew: true, minBet: 0.05 });
  });

  it.each([
    { pageNo: '0' },
    { pageSize: '101' },
    { pageSize: '0' },
    { gameType: 'HOT' },
    { language: 'XX' },
    { unknown: '1' },
    { platform: 'pc' },
    { isNew: 'yes' },
    { vassalage: 'a b' },
  ])('refuses %o', (query) => {
    expect(gameListQuery.safeParse(query).success).toBe(false);
  });
});
