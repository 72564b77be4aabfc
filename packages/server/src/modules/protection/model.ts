import {
  DEPOSIT_LIMIT_PERIODS as PERIODS,
  limitWindowStart,
  type DepositLimitPeriod as Period,
} from '@kalaro/contract/payments';
import type { PlayLimitKind } from '@kalaro/contract/protection-rules';
import { minorToAmount } from '@kalaro/contract/money';

/**
 * Pure rules of the player's own play limits (loss, wager, session time). The
 * pending-raise rule is the deposit limits' one (`planLimitChange` of
 * deposit/model.ts: lower at once, higher 24 hours later); the windows are the
 * deposit limits' windows (the last 24 hours, 7 days, the calendar month).
 */

export type PeriodValues<T> = Record<Period, T>;

/** Where each period's window starts for a stake made at `now`. */
export const playWindows = (now: number): PeriodValues<number> => ({
  day: limitWindowStart('day', now),
  week: limitWindowStart('week', now),
  month: limitWindowStart('month', now),
});

/** What the member staked and lost (net) inside each window; minor units. */
export interface PlayUsage {
  wager: PeriodValues<number>;
  loss: PeriodValues<number>;
}

export interface PlayBreach {
  kind: PlayLimitKind;
  period: Period;
  limitMinor: number;
  /** What may still be staked within the limit (0 for a loss limit reached). */
  remainingMinor: number;
}

/**
 * Why a stake of `stakeMinor` (0: a game launch, whose stakes the vendor takes
 * later) is refused, or undefined when the limits allow it. A loss limit
 * refuses play once the net loss reached it (a stake may lose at most what it
 * stakes, so the loss limit is checked against what is lost so far); a wager
 * limit refuses a stake that would take the stakes past it (a launch: once
 * nothing is left). The loss limit is named first: it is the one the player
 * can do nothing about until it frees.
 */
export function playBreach(
  limits: Readonly<Record<PlayLimitKind, PeriodValues<number | null>>>,
  usage: PlayUsage,
  stakeMinor: number,
): PlayBreach | undefined {
  for (const period of PERIODS) {
    const limit = limits.loss[period];
    if (limit !== null && usage.loss[period] >= limit) {
      return { kind: 'loss', period, limitMinor: limit, remainingMinor: 0 };
    }
  }
  let breach: PlayBreach | undefined;
  for (const period of PERIODS) {
    const limit = limits.wager[period];
    if (limit === null) continue;
    const remainingMinor = Math.max(0, limit - usage.wager[period]);
    const over = stakeMinor > 0 ? stakeMinor > remainingMinor : remainingMinor === 0;
    if (over && (!breach || remainingMinor < breach.remainingMinor)) {
      breach = { kind: 'wager', period, limitMinor: limit, remainingMinor };
    }
  }
  return breach;
}

const PERIOD_WORDS: Record<Period, string> = { day: '24-hour', week: '7-day', month: 'monthly' };

/** The refusal's message (the app shows its own text from the code and value). */
export function playBreachMessage(b: PlayBreach): string {
  if (b.kind === 'loss') {
    return `You have reached your ${PERIOD_WORDS[b.period]} loss limit of ${minorToAmount(b.limitMinor)}: no more play until it frees.`;
  }
  return b.remainingMinor === 0
    ? `You have used your ${PERIOD_WORDS[b.period]} wager limit of ${minorToAmount(b.limitMinor)}: no more stakes until it frees.`
    : `This stake is over your ${PERIOD_WORDS[b.period]} wager limit: you can stake at most ${minorToAmount(b.remainingMinor)} more.`;
}

/** A session as played: from its start to the last time it was seen (or now, for the one in use). */
export interface SessionSpan {
  start: number;
  end: number;
}

/**
 * Whole minutes logged in between `since` and `now`: each session's part
 * inside the window, overlaps (two devices at once) counted once.
 */
export function minutesPlayed(spans: readonly SessionSpan[], since: number, now: number): number {
  const clipped = spans
    .map((s) => ({ start: Math.max(s.start, since), end: Math.min(s.end, now) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let reach = -Infinity;
  for (const s of clipped) {
    const from = Math.max(s.start, reach);
    if (s.end > from) total += s.end - from;
    reach = Math.max(reach, s.end);
  }
  return Math.floor(total / 60_000);
}
