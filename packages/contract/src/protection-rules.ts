/**
 * Player protection: the time-outs and self-exclusions a member may
 * choose, how long each runs, and which may follow which. Pure rules, shared by
 * the server (which enforces them) and the app (which offers them).
 */

export const PROTECTION_KINDS = ['timeOut', 'selfExclusion'] as const;
export type ProtectionKind = (typeof PROTECTION_KINDS)[number];

/** A time-out: a short break from play. */
export const TIME_OUT_PERIODS = ['24h', '7d', '6w'] as const;
/** A self-exclusion: a long break (or for good) from play. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export const PROTECTION_PERIODS = [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS] as const;
export type ProtectionPeriod = (typeof PROTECTION_PERIODS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The kind of measure a period belongs to. */
export const kindOfPeriod = (period: ProtectionPeriod): ProtectionKind =>
  (TIME_OUT_PERIODS as readonly string[]).includes(period) ? 'timeOut' : 'selfExclusion';

/**
 * `start` plus whole calendar months in UTC; a day the target month lacks
 * becomes its last (31 August + 6 months = 28 or 29 February).
 */
export function addUtcMonths(start: number, months: number): number {
  const date = new Date(start);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** When a measure of `period` taken at `start` ends (epoch ms); null: never (permanent). */
export function protectionEnd(period: ProtectionPeriod, start: number): number | null {
  switch (period) {
    case '24h':
      return start + 24 * HOUR;
    case '7d':
      return start + 7 * DAY;
    case '6w':
      return start + 42 * DAY;
    case '6m':
      return addUtcMonths(start, 6);
    case '1y':
      return addUtcMonths(start, 12);
    case '5y':
      return addUtcMonths(start, 60);
    case 'permanent':
      return null;
  }
}

/** A measure as the rules see it: its kind and end (null: permanent). */
export interface MeasureTerm {
  readonly kind: ProtectionKind;
  readonly endsAt: number | null;
}

/** Whether a measure still runs at `now`. */
export const isRunning = (measure: MeasureTerm, now: number): boolean =>
  measure.endsAt === null || measure.endsAt > now;

const KIND_RANK: Record<ProtectionKind, number> = { timeOut: 0, selfExclusion: 1 };

/**
 * Whether `next` may replace the measure that runs now (`current`, null when
 * none does). A measure may only be lengthened, never shortened or lifted: the
 * new one must end later (permanent is the latest) and be of the same kind or
 * stronger (a self-exclusion never becomes a time-out). The member and the
 * operator alike.
 */
export function mayReplace(current: MeasureTerm | null, next: MeasureTerm): boolean {
  if (current === null) return true;
  if (KIND_RANK[next.kind] < KIND_RANK[current.kind]) return false;
  if (current.endsAt === null) return false;
  return next.endsAt === null || next.endsAt > current.endsAt;
}

// --- play limits (loss, wager, session time) ----------------------------------------

/**
 * The player's own play limits, beside the deposit limits and with the same
 * rules and windows (payments-rules: a lower limit or a first one holds at once,
 * a higher one or its removal 24 hours later; the last 24 hours, the last 7
 * days, the calendar month in UTC). Loss limits count the net loss (stakes −
 * wins − refunds), wager limits the stakes (less refunds); the session-time
 * limit is minutes logged in during the last 24 hours.
 */
export const PLAY_LIMIT_KINDS = ['loss', 'wager'] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];
export { DEPOSIT_LIMIT_PERIODS as PLAY_LIMIT_PERIODS } from './payments-rules.ts';
export type { DepositLimitPeriod as PlayLimitPeriod } from './payments-rules.ts';
/** Session time per day, in minutes. */
export const SESSION_LIMIT_MIN_MINUTES = 5;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

// --- reality check --------------------------------------------------------------------

/**
 * The reality check: every N minutes of a session the app stops to
 * show the time played, stakes, wins and net result. The player chooses N
 * (15–120) or none; an operator may require one and set the default.
 */
export const REALITY_CHECK_MIN_MINUTES = 15;
export const REALITY_CHECK_MAX_MINUTES = 120;
/** The interval when the operator requires a check but sets no default. */
export const REALITY_CHECK_FALLBACK_MINUTES = 60;

/**
 * When the session's reality check falls due (ms): `minutes` after the last
 * answer to one, or after the login when none was answered this session; null
 * when the member has none. From then on every stake is refused until the
 * member answers it.
 */
export const realityCheckDueAt = (
  minutes: number | null,
  sessionStart: number,
  answeredAt: number | null,
): number | null => {
  if (minutes === null) return null;
  const from = answeredAt !== null && answeredAt > sessionStart ? answeredAt : sessionStart;
  return from + minutes * 60_000;
};
