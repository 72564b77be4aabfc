import type { AgentPayoutKind } from '@kalaro/contract/agent';
import { shareOf } from '@kalaro/contract/payments-rules';

/**
 * Pure rules of agent payouts: the periods each kind is paid for,
 * what each period earns and the key that makes its credit happen once.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A payout's period: [start, end) in ms, and its label in the operator's time zone. */
export interface PayoutPeriod {
  start: number;
  end: number;
  label: string;
}

/** How a kind's periods are cut. */
export const PERIOD_OF: Record<AgentPayoutKind, 'hour' | 'day' | 'month'> = {
  hourlySalary: 'hour',
  dailySalary: 'day',
  teamRebate: 'day',
  dividend: 'month',
};

/** Ended periods looked back on by a pass (a server that was down pays what it owes). */
export const CATCH_UP_PERIODS: Record<AgentPayoutKind, number> = {
  hourlySalary: 48,
  dailySalary: 7,
  teamRebate: 7,
  dividend: 2,
};

/** A period is paid this long after it ends, so bets placed at its end are in. */
export const PAYOUT_GRACE_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

function labelOf(unit: 'hour' | 'day' | 'month', localStart: number): string {
  const text = iso(localStart);
  if (unit === 'month') return text.slice(0, 7);
  if (unit === 'day') return text.slice(0, 10);
  return `${text.slice(0, 10)} ${text.slice(11, 13)}:00`;
}

/** The period of `unit` that holds instant `at`, at `utcOffset` minutes east of UTC. */
export function periodAt(
  unit: 'hour' | 'day' | 'month',
  at: number,
  utcOffset: number,
): PayoutPeriod {
  const shift = utcOffset * 60_000;
  const local = at + shift;
  let localStart: number;
  let localEnd: number;
  if (unit === 'month') {
    const d = new Date(local);
    localStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    localEnd = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  } else {
    const size = unit === 'hour' ? HOUR_MS : DAY_MS;
    localStart = Math.floor(local / size) * size;
    localEnd = localStart + size;
  }
  return { start: localStart - shift, end: localEnd - shift, label: labelOf(unit, localStart) };
}

/**
 * The `count` latest periods of `kind` that ended at least PAYOUT_GRACE_MS before
 * `now`, newest first.
 */
export function endedPeriods(
  kind: AgentPayoutKind,
  now: number,
  utcOffset: number,
  count = CATCH_UP_PERIODS[kind],
): PayoutPeriod[] {
  const unit = PERIOD_OF[kind];
  const out: PayoutPeriod[] = [];
  // The period holding (now − grace) has not ended long enough: start with the one before.
  let period = periodAt(
    unit,
    periodAt(unit, now - PAYOUT_GRACE_MS, utcOffset).start - 1,
    utcOffset,
  );
  while (out.length < count) {
    out.push(period);
    period = periodAt(unit, period.start - 1, utcOffset);
  }
  return out;
}

/** The label of the period of `kind` that starts at `start`. */
export const periodLabel = (kind: AgentPayoutKind, start: number, utcOffset: number) =>
  periodAt(PERIOD_OF[kind], start, utcOffset).label;

/**
 * A contract's earning of a period: salaries are floor(team turnover × rate); the
 * dividend is floor(net loss × rate) when the team lost, else nothing.
 */
export function contractEarning(baseMinor: number, rateBp: number): number {
  return baseMinor > 0 && rateBp > 0 ? shareOf(baseMinor, rateBp) : 0;
}

/**
 * Team rebate income of a period: on each direct downline's team turnover, the
 * agent's rate less the downline's (never below 0), each rounded down.
 */
export function rebateIncome(
  ownBp: number,
  downlines: readonly { bp: number; turnoverMinor: number }[],
): { baseMinor: number; amountMinor: number } {
  let baseMinor = 0;
  let amountMinor = 0;
  for (const d of downlines) {
    baseMinor += d.turnoverMinor;
    amountMinor += shareOf(d.turnoverMinor, Math.max(0, ownBp - d.bp));
  }
  return { baseMinor, amountMinor };
}

/** Whether a payout waits for the operator's review: above its threshold (null: never). */
export const needsReview = (amountMinor: number, reviewAboveMinor: number | null) =>
  reviewAboveMinor !== null && amountMinor > reviewAboveMinor;

/** The ledger idempotency key of a payout: one credit per agent, kind and period. */
export const agentPayoutKey = (memberId: string, kind: AgentPayoutKind, periodStart: number) =>
  `agent-payout:${kind}:${memberId}:${iso(periodStart)}`;
