import {
  dateRangeProblem,
  dayOf,
  dayStartUtc,
  RECORDS_MAX_RANGE_DAYS,
} from '@kalaro/contract/wallet-records';
import type { ErrorCode } from '@kalaro/contract/errors';
import { AppError } from './errors.ts';

const DAY_MS = 86_400_000;

/** [from, to) instants of a query over days (records, reports, reviews). */
export interface Span {
  from: Date;
  to: Date;
}

/** Every instant a row can have: a member's whole history (the back office's member page). */
export const ALL_TIME: Span = {
  from: new Date(0),
  to: new Date(Date.UTC(9999, 11, 31)),
};

export interface ResolvedRange extends Span {
  startDate: string;
  endDate: string;
  utcOffset: number;
}

/** From the start of `startDate` to the end of `endDate`, days of `utcOffset` minutes east of UTC. */
export function daySpan(startDate: string, endDate: string, utcOffset: number): Span {
  const shift = utcOffset * 60_000;
  return {
    from: new Date(dayStartUtc(startDate)! - shift),
    to: new Date(dayStartUtc(endDate)! + DAY_MS - shift),
  };
}

/** How a kind of query checks its days: the problem found, the longest range and the code refusing it. */
export interface RangeRules {
  problem(start: string, end: string): 'invalid' | 'order' | 'too_long' | undefined;
  maxDays: number;
  errorCode: ErrorCode;
  /** The query's names of the first and last day, for the message. */
  names: readonly [string, string];
}

/** The member's records (and every member-side range): at most RECORDS_MAX_RANGE_DAYS. */
export const RECORDS_RANGE: RangeRules = {
  problem: dateRangeProblem,
  maxDays: RECORDS_MAX_RANGE_DAYS,
  errorCode: 'records.date_range_invalid',
  names: ['startDate', 'endDate'],
};

/**
 * The instants of a query over days: from the start of `startDate` to the end of
 * `endDate` in the caller's time zone. Without dates: today; with only a start:
 * up to today. Refused (4xx, `rules.errorCode`) when a day does not exist, the
 * end is before the start or the range is longer than `rules.maxDays`.
 */
export function resolveRange(
  q: { startDate?: string; endDate?: string; utcOffset: number },
  now: number,
  rules: RangeRules = RECORDS_RANGE,
): ResolvedRange {
  const today = dayOf(now, q.utcOffset);
  const endDate = q.endDate ?? (q.startDate && q.startDate > today ? q.startDate : today);
  const startDate = q.startDate ?? endDate;
  const problem = rules.problem(startDate, endDate);
  if (problem) {
    throw new AppError(
      rules.errorCode,
      problem === 'invalid'
        ? 'A day of the range does not exist'
        : problem === 'order'
          ? `${rules.names[1]} is before ${rules.names[0]}`
          : `The range is longer than ${rules.maxDays} days`,
      { problem, maxDays: rules.maxDays },
    );
  }
  return {
    startDate,
    endDate,
    utcOffset: q.utcOffset,
    ...daySpan(startDate, endDate, q.utcOffset),
  };
}

/** The range as an answer states it (the dates and the offset, not the instants). */
export const rangeOf = ({ startDate, endDate, utcOffset }: ResolvedRange) => ({
  startDate,
  endDate,
  utcOffset,
});
