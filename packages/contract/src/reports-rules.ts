import { dayStartUtc, daysInRange } from './records-rules.ts';

/**
 * Pure rules of the back office's reports (issue 33), free of schemas so the
 * web app can use them at run time: the reports there are, the longest range
 * and the range check the server and the screen share.
 */

/**
 * - daily: per day, deposits, withdrawals, stakes, wins, GGR, new and active members
 * - games: per vendor and game type, rounds, stakes, wins, GGR
 * - members: the members with the most stakes in the range
 * - dashboard: today's and the last 7 days' key figures and the review queues
 */
export const REPORT_KINDS = ['daily', 'games', 'members', 'dashboard'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Longest range a report answers, in days (both ends included). */
export const REPORT_MAX_RANGE_DAYS = 93;
/** How many members the members report lists at most. */
export const REPORT_MEMBERS_MAX = 500;
export const REPORT_MEMBERS_DEFAULT = 50;
/** The dashboard's longer period, in days, ending today. */
export const DASHBOARD_DAYS = 7;

/** Why a report's range cannot be answered: not a day, its end before its start, or too long. */
export function reportRangeProblem(
  from: string,
  to: string,
): 'invalid' | 'order' | 'too_long' | undefined {
  if (dayStartUtc(from) === undefined || dayStartUtc(to) === undefined) return 'invalid';
  const days = daysInRange(from, to);
  if (days < 1) return 'order';
  if (days > REPORT_MAX_RANGE_DAYS) return 'too_long';
  return undefined;
}

/** Offsets of real time zones, in minutes (UTC-14:00 … UTC+14:00). */
export const UTC_OFFSET_MAX_MINUTES = 14 * 60;
