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

/**
 * The `count` periods before the one `now` falls in, most recent first (the
 * periods whose prizes may be owed).
 */
export function endedPeriods(
  now: number,
  period: MissionPeriod,
  utcOffset: number,
  count: number,
): { start: number; end: number }[] {
  const periods: { start: number; end: number }[] = [];
  let at = currentPeriod(now, period, utcOffset).start;
  for (let i = 0; i < count; i++) {
    const previous = currentPeriod(at - 1, period, utcOffset);
    periods.push(previous);
    at = previous.start;
  }
  return periods;
}

/** The last rank a prize table pays (0 for none). */
export const lastPaidRank = (prizes: readonly MissionPrize[]): number =>
  prizes.reduce((last, p) => Math.max(last, p.toRank), 0);

/** The ledger key of one member's prize of one period: a second payout of it is refused. */
export const payoutKey = (missionId: number, periodStart: number, memberId: string): string =>
  `mission:${missionId}:${periodStart}:${memberId}`;

/** HTML-escapes operator text placed into a generated message. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The inbox message that tells a member of a prize, in EN and TY (the mission's
 * own title in each; EN when the operator wrote no TY title).
 */
export function prizeMessage(
  titles: Readonly<Record<string, { title: string }>>,
  rank: number,
  amount: string,
): Record<'EN' | 'TY', { title: string; content: string }> {
  const en = escapeHtml(titles.EN?.title ?? '');
  const ty = escapeHtml(titles.TY?.title ?? titles.EN?.title ?? '');
  return {
    EN: {
      title: `You won a prize: rank ${rank}`,
      content: `<p>Congratulations! You finished <strong>rank ${rank}</strong> in the ${en}.</p><p><strong>${amount}</strong> has been added to your balance.</p>`,
    },
    TY: {
      title: `Nanalo ka ng premyo: ranggo ${rank}`,
      content: `<p>Binabati ka namin! Ika-<strong>${rank}</strong> ka sa ${ty}.</p><p>Naidagdag na ang <strong>${amount}</strong> sa iyong balanse.</p>`,
    },
  };
}
