/**
 * Pure rules of the member's records (account record, betting record, profit
 * and loss), free of schemas so the web app can use them at run time: ledger
 * types, bet statuses, page sizes and the date-range arithmetic. Dates are
 * calendar days (YYYY-MM-DD) in the caller's time zone, given as `utcOffset`
 * minutes east of UTC (JavaScript's `-new Date().getTimezoneOffset()`).
 */

/** Kinds of ledger rows (wallet movements). */
export const LEDGER_TYPES = [
  'deposit',
  'withdraw',
  'bet',
  'win',
  'refund',
  'bonus',
  'transfer',
  'adjustment',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const BET_STATUSES = ['open', 'settled', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** Records pages: first page 1, 20 rows by default, at most 100. */
export const RECORDS_PAGE_SIZE = 20;
export const RECORDS_PAGE_SIZE_MAX = 100;
/** Longest date range a records call answers, in days (both ends included). */
export const RECORDS_MAX_RANGE_DAYS = 90;
/** Offsets of real time zones: UTC-14:00 … UTC+14:00, in minutes. */
export const UTC_OFFSET_MAX = 14 * 60;

const DAY_MS = 86_400_000;
/** A calendar day: YYYY-MM-DD. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of UTC midnight of a YYYY-MM-DD day, or undefined for a day that does not exist. */
export function dayStartUtc(date: string): number | undefined {
  const m = ISO_DATE.exec(date);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d
    ? ms
    : undefined;
}

/** The day (YYYY-MM-DD) an instant falls on at `utcOffset` minutes east of UTC. */
export const dayOf = (ms: number, utcOffset: number): string =>
  new Date(ms + utcOffset * 60_000).toISOString().slice(0, 10);

/** Days from `start` to `end`, both included (0 or less when `end` is before `start`). */
export const daysInRange = (start: string, end: string): number =>
  Math.round(((dayStartUtc(end) ?? 0) - (dayStartUtc(start) ?? 0)) / DAY_MS) + 1;

/**
 * Why a range cannot be answered: its end before its start, or longer than
 * RECORDS_MAX_RANGE_DAYS. Shared by the server (which refuses it with
 * `records.date_range_invalid`) and the web app (which checks before asking).
 */
export function dateRangeProblem(start: string, end: string): 'order' | 'too_long' | undefined {
  const days = daysInRange(start, end);
  if (days < 1) return 'order';
  if (days > RECORDS_MAX_RANGE_DAYS) return 'too_long';
  return undefined;
}
