import { dayOf, dayStartUtc } from '@kalaro/contract/records-rules';

/**
 * Date ranges as the records and team screens choose them: presets of calendar
 * days in the member's time zone (given to the server as `utcOffset`).
 */

export const RANGE_PRESETS = ['today', 'yesterday', '7d', '30d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 'today';

export interface DateRange {
  startDate: string;
  endDate: string;
  /** Minutes east of UTC, as the contract's `utcOffset`. */
  utcOffset: number;
}

const DAY_MS = 86_400_000;

/** Minutes east of UTC of the device's time zone at `at` (Manila: 480). */
export const deviceUtcOffset = (at: Date = new Date()): number => 0 - at.getTimezoneOffset();

/** The calendar day `days` after `date` (YYYY-MM-DD; negative goes back). */
export const addDays = (date: string, days: number): string =>
  new Date((dayStartUtc(date) ?? 0) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The days a preset covers, both ends included, in the member's time zone:
 * today; yesterday; the last 7 days and the last 30 days, each ending today.
 */
export const presetRange = (preset: RangePreset, now: number, utcOffset: number): DateRange => {
  const today = dayOf(now, utcOffset);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today, utcOffset };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday, utcOffset };
    }
    case '7d':
      return { startDate: addDays(today, -6), endDate: today, utcOffset };
    case '30d':
      return { startDate: addDays(today, -29), endDate: today, utcOffset };
  }
};

export const isPreset = (value: string | null): value is RangePreset =>
  value !== null && (RANGE_PRESETS as readonly string[]).includes(value);

/** A calendar day (YYYY-MM-DD) as shown, without moving it across time zones. */
export const formatDay = (day: string, locale: string): string => {
  const start = dayStartUtc(day);
  if (start === undefined) return day;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(start));
};

/** The preset of the address (`?range=7d`), today when missing or unknown. */
export const readPreset = (search: URLSearchParams): RangePreset => {
  const value = search.get('range');
  return isPreset(value) ? value : DEFAULT_PRESET;
};

/**
 * The address with one filter changed (or removed with null/empty), the others
 * kept, so a filtered page can be shared or reloaded.
 */
export const withParam = (search: URLSearchParams, key: string, value: string | null) =>
  withParams(search, { [key]: value });

/** The address with several filters changed at once (null or empty removes one). */
export const withParams = (
  search: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
) => {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
};

/** The next page of a records list, or undefined after the last. */
export const nextRecordsPage = (last: {
  pageNum: number;
  totalPages: number;
}): number | undefined => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);

/** A record's time as shown: date and time in the reader's language and time zone. */
export const formatRecordTime = (iso: string, locale: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
};
