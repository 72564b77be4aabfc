import { dayStartUtc, daysInRange } from './records-rules.ts';

/**
 * Pure rules of the back office's reports, free of schemas so the
 * web app can use them at run time: the reports there are, the longest range
 * and the range check the server and the screen share.
 */

/**
 * - daily: per day, deposits, withdrawals, stakes, wins, GGR, new and active members
 * - games: per vendor and game type, rounds, stakes, wins, GGR
 * - members: the members with the most stakes in the range
 * - payments: deposit and withdrawal requests made in the range, per channel and status
 * - agents: each top-level agent's team (its downlines at every depth): stakes, wins, GGR,
 *   deposits, withdrawals and bonuses
 * - bets: one row per settled bet (JSON: the first `limit`; CSV: every one, streamed)
 * - dashboard: today's, the last 7 and 30 days' key figures, the 30 days day by day and
 *   the review queues
 */
export const REPORT_KINDS = [
  'daily',
  'games',
  'members',
  'payments',
  'agents',
  'bets',
  'dashboard',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Longest range a report answers, in days (both ends included). */
export const REPORT_MAX_RANGE_DAYS = 93;
/** How many members the members report lists at most. */
export const REPORT_MEMBERS_MAX = 500;
export const REPORT_MEMBERS_DEFAULT = 50;
/** The dashboard's week, in days, ending today. */
export const DASHBOARD_DAYS = 7;
/** The dashboard's month and its chart, in days, ending today. */
export const DASHBOARD_MONTH_DAYS = 30;

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
