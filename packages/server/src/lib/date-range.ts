import {
  dateRangeProblem,
  dayOf,
  dayStartUtc,
  RECORDS_MAX_RANGE_DAYS,
} from '@kalaro/contract/wallet-records';
import { AppError } from './errors.ts';

const DAY_MS = 86_400_000;

/** [from, to) instants of a query over days (records, reports, reviews). */
export interface Span {
  from: Date;
  to: Date;
}

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

/**
 * The instants of a records query: from the start of `startDate` to the end of
 * `endDate` in the caller's time zone. Without dates: today; with only a start:
 * up to today. Refused (4xx) when the end is before the start or the range is
 * longer than RECORDS_MAX_RANGE_DAYS.
 */
export function resolveRange(
  q: { startDate?: string; endDate?: string; utcOffset: number },
  now: number,
): ResolvedRange {
  const today = dayOf(now, q.utcOffset);
  const endDate = q.endDate ?? (q.startDate && q.startDate > today ? q.startDate : today);
  const startDate = q.startDate ?? endDate;
  const problem = dateRangeProblem(startDate, endDate);
  if (problem) {
    throw new AppError(
      'records.date_range_invalid',
      problem === 'order'
        ? 'endDate is before startDate'
        : `The range is longer than ${RECORDS_MAX_RANGE_DAYS} days`,
      { problem, maxDays: RECORDS_MAX_RANGE_DAYS },
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
