import { describe, expect, it } from 'vitest';
import {
  addDays,
  categoryChange,
  deviceUtcOffset,
  formatDay,
  nextRecordsPage,
  presetRange,
  readCategory,
  readLedgerTypes,
  readPreset,
  readStatus,
  readVendor,
  typesQuery,
  vendorOptions,
  withParam,
  withParams,
} from '@/features/records/model';

const MANILA = 480;
const NEW_YORK = -300;
const at = (iso: string) => Date.parse(iso);

describe('date-range presets', () => {
  it('counts days in the member time zone, not UTC', () => {
    // 20:30 UTC on 1 March is already 2 March in Manila, still 1 March in New York.
    const now = at('2025-03-01T20:30:00Z');
    expect(presetRange('today', now, MANILA)).toEqual({
      startDate: '2025-03-02',
      endDate: '2025-03-02',
      utcOffset: MANILA,
    });
    expect(presetRange('today', now, NEW_YORK).startDate).toBe('2025-03-01');
  });

  it('gives yesterday, and 7 and 30 days ending today (both ends included)', () => {
    const now = at('2025-03-02T01:00:00Z');
    expect(presetRange('yesterday', now, 0)).toMatchObject({
      startDate: '2025-03-01',
      endDate: '2025-03-01',
    });
    // Across the end of a (non-leap) February.
    expect(presetRange('7d', now, 0)).toMatchObject({
      startDate: '2025-02-24',
      endDate: '2025-03-02',
    });
    expect(presetRange('30d', now, 0)).toMatchObject({
      startDate: '2025-02-01',
      endDate: '2025-03-02',
    });
  });

  it('crosses years and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(presetRange('yesterday', at('2025-01-01T00:10:00Z'), 0).startDate).toBe('2024-12-31');
  });

  it('reads the device offset as minutes east of UTC', () => {
    const manila = { getTimezoneOffset: () => -480 } as Date;
    const utc = { getTimezoneOffset: () => 0 } as Date;
    expect(deviceUtcOffset(manila)).toBe(480);
    expect(Object.is(deviceUtcOffset(utc), -0)).toBe(false);
  });

  it('reads the preset from the address, today by default', () => {
    expect(readPreset(new URLSearchParams('range=30d'))).toBe('30d');
    expect(readPreset(new URLSearchParams('range=forever'))).toBe('today');
    expect(readPreset(new URLSearchParams())).toBe('today');
  });
});

describe('filters from the address', () => {
  it('keeps the known ledger types of ?types=, every type for A or unknown', () => {
    expect(readLedgerTypes(new URLSearchParams('types=bet,win'))).toEqual(['bet', 'win']);
    expect(readLedgerTypes(new URLSearchParams('types=win, bogus'))).toEqual(['win']);
    expect(readLedgerTypes(new URLSearchParams('types=A'))).toEqual([]);
    expect(typesQuery([])).toBeUndefined();
    expect(typesQuery(['bet', 'win'])).toBe('bet,win');
  });

  it('reads category and status, ignoring unknown values', () => {
    expect(readCategory(new URLSearchParams('gameType=INHOUSE'))).toBe('INHOUSE');
    expect(readCategory(new URLSearchParams('gameType=HOT'))).toBeUndefined();
    expect(readStatus(new URLSearchParams('status=settled'))).toBe('settled');
    expect(readStatus(new URLSearchParams('status=won'))).toBeUndefined();
  });

  it('changes one filter and keeps the others', () => {
    const search = new URLSearchParams('range=7d&types=bet');
    expect(withParam(search, 'types', 'win').toString()).toBe('range=7d&types=win');
    expect(withParam(search, 'types', null).toString()).toBe('range=7d');
    expect(search.toString()).toBe('range=7d&types=bet');
  });

  it('changes several filters at once', () => {
    const search = new URLSearchParams('range=7d&gameType=RNG&vendor=PG');
    expect(withParams(search, { gameType: 'LIVE', vendor: null }).toString()).toBe(
      'range=7d&gameType=LIVE',
    );
  });
});

describe('vendor filter of the betting record', () => {
  const v = (vendor: string, accountTypeName = vendor) => ({ vendor, accountTypeName });
  const sorting = [
    { gameCategory: 'RNG', vendorNames: [v('PG', 'PG Soft'), v('JILI', 'Jili')] },
    { gameCategory: 'FISH', vendorNames: [v('JILI', 'Jili'), v('CQ9')] },
    { gameCategory: 'INHOUSE', vendorNames: [v('INHOUSE', 'Kalaro Originals')] },
  ];

  it("lists the chosen category's vendors, or every vendor once in menu order", () => {
    expect(vendorOptions(sorting, 'FISH')).toEqual([
      { vendor: 'JILI', name: 'Jili' },
      { vendor: 'CQ9', name: 'CQ9' },
    ]);
    expect(vendorOptions(sorting).map((o) => o.vendor)).toEqual(['PG', 'JILI', 'CQ9', 'INHOUSE']);
    expect(vendorOptions(sorting, 'LIVE')).toEqual([]);
  });

  it('reads a vendor code the contract accepts, nothing else', () => {
    expect(readVendor(new URLSearchParams('vendor=TCG_SEA'))).toBe('TCG_SEA');
    expect(readVendor(new URLSearchParams('vendor=a%20b'))).toBeUndefined();
    expect(readVendor(new URLSearchParams(`vendor=${'x'.repeat(65)}`))).toBeUndefined();
    expect(readVendor(new URLSearchParams(''))).toBeUndefined();
  });

  it('drops the vendor when the new category is not one of its own', () => {
    expect(categoryChange(sorting, 'FISH', 'JILI')).toEqual({ gameType: 'FISH' });
    expect(categoryChange(sorting, 'FISH', 'PG')).toEqual({ gameType: 'FISH', vendor: null });
    expect(categoryChange(sorting, null, 'PG')).toEqual({ gameType: null });
    expect(categoryChange(undefined, 'FISH', 'PG')).toEqual({ gameType: 'FISH' });
    expect(categoryChange(sorting, 'RNG', undefined)).toEqual({ gameType: 'RNG' });
  });
});

describe('paging and days', () => {
  it('asks for the next page until the last', () => {
    expect(nextRecordsPage({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextRecordsPage({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextRecordsPage({ pageNum: 1, totalPages: 0 })).toBeUndefined();
  });

  it('shows a calendar day as that day in any time zone', () => {
    expect(formatDay('2025-03-02', 'en-US')).toBe('Sun, Mar 2');
    expect(formatDay('not a day', 'en-US')).toBe('not a day');
  });
});
