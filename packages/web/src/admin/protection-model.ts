import type { AdminProtectionValue, ProtectionMeasure } from '@kalaro/contract/protection';
import {
  kindOfPeriod,
  mayReplace,
  protectionEnd,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type ProtectionKind,
  type ProtectionPeriod,
} from '@kalaro/contract/protection-rules';
import type { AdminText } from './model';
import { utcTime } from './model';

/**
 * The back office's player-protection panel: pure rules, shared by
 * the member page and its tests. The server enforces every one of them; the
 * panel only offers what it would accept.
 */

export const kindText = (kind: ProtectionKind): AdminText =>
  kind === 'timeOut' ? 'protection_kind_timeOut' : 'protection_kind_selfExclusion';

export const periodText = (period: ProtectionPeriod): AdminText =>
  `protection_period_${period}` as AdminText;

/** A measure's span as shown: from its start to its end (UTC), or null until: permanent. */
export function measureSpan(measure: Pick<ProtectionMeasure, 'startsAt' | 'endsAt'>): {
  from: string;
  until: string | null;
} {
  return {
    from: utcTime(measure.startsAt),
    until: measure.endsAt === null ? null : utcTime(measure.endsAt),
  };
}

/** Whether a measure of the history still runs at `now`. */
export const isInForce = (measure: Pick<ProtectionMeasure, 'endsAt'>, now: number): boolean =>
  measure.endsAt === null || Date.parse(measure.endsAt) > now;

export interface PeriodOption {
  period: ProtectionPeriod;
  /** False: it would shorten or weaken the measure in force (the server refuses it). */
  allowed: boolean;
}

/**
 * The time-outs and self-exclusions an operator may apply, in two groups. One
 * in force may only be lengthened: a period that would end sooner, or a
 * time-out over a self-exclusion, is not allowed. Nothing lifts a measure.
 */
export function periodOptions(
  current: Pick<ProtectionMeasure, 'kind' | 'endsAt'> | null,
  now: number,
): { kind: ProtectionKind; options: PeriodOption[] }[] {
  const term = current && {
    kind: current.kind,
    endsAt: current.endsAt === null ? null : Date.parse(current.endsAt),
  };
  const option = (period: ProtectionPeriod): PeriodOption => ({
    period,
    allowed: mayReplace(term, { kind: kindOfPeriod(period), endsAt: protectionEnd(period, now) }),
  });
  return [
    { kind: 'timeOut', options: TIME_OUT_PERIODS.map(option) },
    { kind: 'selfExclusion', options: SELF_EXCLUSION_PERIODS.map(option) },
  ];
}

/** When a measure of `period` applied now would end (UTC text), or null: permanent. */
export function endIfAppliedNow(period: ProtectionPeriod, now: number): string | null {
  const end = protectionEnd(period, now);
  return end === null ? null : utcTime(new Date(end).toISOString());
}

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export interface LimitCell {
  /** The limit in force; null: none. */
  limit: string | null;
  /** A change asked for (null limit: removed) and when it holds; null: none. */
  pending: { limit: string | null; effectiveAt: string } | null;
  used: string;
}

export interface LimitRow {
  label: AdminText;
  cells: Record<LimitPeriod, LimitCell>;
}

/** The money limits as a table: loss, wager and deposit, per 24 hours, 7 days and month. */
export function limitRows(
  value: Pick<AdminProtectionValue, 'limits' | 'depositLimits'>,
): LimitRow[] {
  const row = (label: AdminText, set: Record<LimitPeriod, LimitCell>): LimitRow => ({
    label,
    cells: {
      day: pick(set.day),
      week: pick(set.week),
      month: pick(set.month),
    },
  });
  return [
    row('protection_limit_loss', value.limits.loss),
    row('protection_limit_wager', value.limits.wager),
    row('protection_limit_deposit', value.depositLimits),
  ];
}

const pick = (cell: LimitCell): LimitCell => ({
  limit: cell.limit,
  pending: cell.pending && {
    limit: cell.pending.limit,
    effectiveAt: utcTime(cell.pending.effectiveAt),
  },
  used: cell.used,
});
