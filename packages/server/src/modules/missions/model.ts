import type { MissionPeriod } from '@kalaro/contract/missions';
import type { MissionPrize } from './tables.ts';

/** Pure rules of the mission leaderboard: periods, masked names, prizes. */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The period `now` falls in, as [start, end) instants: a calendar day, or a
 * week from Monday 00:00, at `utcOffset` minutes east of UTC.
 */
export function currentPeriod(
  now: number,
  period: MissionPeriod,
  utcOffset: number,
): { start: number; end: number } {
  const shift = utcOffset * MINUTE_MS;
  const local = now + shift;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  if (period === 'daily') return { start: dayStart - shift, end: dayStart + DAY_MS - shift };
  // getUTCDay: 0 Sunday … 6 Saturday; days since Monday.
  const sinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
  const start = dayStart - sinceMonday * DAY_MS;
  return { start: start - shift, end: start + 7 * DAY_MS - shift };
}

/**
 * Another member's account as the board shows it: the first and last two
 * characters around "***" ("ab***yz"); one each for names of 3 or 4; the first
 * alone for shorter ones. Never more than half the name shows.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length >= 5) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars[0] ?? ''}***`;
}

/** The prize of a rank, in minor units, or undefined. */
export const prizeForRank = (
  prizes: readonly MissionPrize[],
  rank: number | null,
): number | undefined =>
  rank === null
    ? undefined
    : prizes.find((p) => rank >= p.fromRank && rank <= p.toRank)?.amountMinor;
