import { z } from 'zod';
import { money } from './account.ts';
import { amountInput, depositLimitsValue } from './payments.ts';
import {
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  PROTECTION_KINDS,
  PROTECTION_PERIODS,
  REALITY_CHECK_MAX_MINUTES,
  REALITY_CHECK_MIN_MINUTES,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
} from './protection-rules.ts';

/**
 * Player protection: a member's time-out or self-exclusion, chosen
 * by the member or applied by an operator. Times are ISO strings.
 */

export const protectionKind = z.enum(PROTECTION_KINDS);
export const protectionPeriod = z.enum(PROTECTION_PERIODS);

export const protectionMeasure = z.object({
  id: z.string(),
  kind: protectionKind,
  period: protectionPeriod,
  startsAt: z.string(),
  /** Null: permanent. */
  endsAt: z.string().nullable(),
  /** Who took it: the member, or an operator (with a reason). */
  createdBy: z.enum(['member', 'operator']),
  reason: z.string().nullable(),
});
export type ProtectionMeasure = z.infer<typeof protectionMeasure>;

/** The member's own view: the measure that runs now, if any. */
export const protectionStatusValue = z.object({ current: protectionMeasure.nullable() });
export type ProtectionStatusValue = z.infer<typeof protectionStatusValue>;

/** The member chooses a time-out or a self-exclusion: effective at once, every session ends. */
export const takeProtectionBody = z.object({ period: protectionPeriod }).strict();
export type TakeProtectionBody = z.infer<typeof takeProtectionBody>;

/**
 * The answer of `protection.excluded` (login and every money call refused while
 * a measure runs): which measure and until when (null: permanent).
 */
export const protectionExcludedValue = z.object({
  kind: protectionKind,
  endsAt: z.string().nullable(),
});
export type ProtectionExcludedValue = z.infer<typeof protectionExcludedValue>;

/** Back office. */
export const memberProtectionParams = z.object({ id: z.uuid() }).strict();

export const applyProtectionBody = z
  .object({
    period: protectionPeriod,
    /** Why the operator applies it (the member's request by phone, a concern…). */
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export type ApplyProtectionBody = z.infer<typeof applyProtectionBody>;

// --- play limits: loss, wager (money per period) and session time (minutes per day) ---

const playLimitPeriod = z.object({
  /** The limit in force; null: none. */
  limit: money.nullable(),
  /** A raise (or removal) asked for, in force from `effectiveAt`. */
  pending: z.object({ limit: money.nullable(), effectiveAt: z.string() }).nullable(),
  /** Net loss (loss limits) or stakes (wager limits) inside the period's window. */
  used: money,
  /** limit − used (never below 0); null without a limit. */
  remaining: money.nullable(),
});
export type PlayLimitPeriodValue = z.infer<typeof playLimitPeriod>;

const playLimitSet = z.object({
  day: playLimitPeriod,
  week: playLimitPeriod,
  month: playLimitPeriod,
});

export const playLimitsValue = z.object({
  loss: playLimitSet,
  wager: playLimitSet,
  session: z.object({
    /** Minutes of play a day (the last 24 hours); null: none. */
    limitMinutes: z.number().int().nullable(),
    pending: z
      .object({ limitMinutes: z.number().int().nullable(), effectiveAt: z.string() })
      .nullable(),
    /** Minutes logged in during the last 24 hours. */
    usedMinutes: z.number().int(),
  }),
});
export type PlayLimitsValue = z.infer<typeof playLimitsValue>;

const playLimitInput = z
  .object({
    day: amountInput.nullable(),
    week: amountInput.nullable(),
    month: amountInput.nullable(),
  })
  .strict();

/**
 * The limits as they should be (null: none); a group left out stays as it is.
 * A lower limit holds at once, a higher one (or none) after 24 hours.
 */
export const playLimitsBody = z
  .object({
    loss: playLimitInput.optional(),
    wager: playLimitInput.optional(),
    sessionMinutes: z
      .number()
      .int()
      .min(SESSION_LIMIT_MIN_MINUTES)
      .max(SESSION_LIMIT_MAX_MINUTES)
      .nullable()
      .optional(),
  })
  .strict();
export type PlayLimitsBody = z.infer<typeof playLimitsBody>;

/** The answer of `protection.loss_limit` / `protection.wager_limit`. */
export const playLimitReachedValue = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  limit: money,
  /** What may still be staked (wager limits; 0 for a loss limit reached). */
  remaining: money,
});
export type PlayLimitReachedValue = z.infer<typeof playLimitReachedValue>;

// --- reality check ----------------------------------------------------------------------

const realityCheckMinutes = z
  .number()
  .int()
  .min(REALITY_CHECK_MIN_MINUTES)
  .max(REALITY_CHECK_MAX_MINUTES);

/** The member's reality check: the interval in force and the operator's rule. */
export const realityCheckValue = z.object({
  /** Minutes between checks: the member's choice, else the operator's default; null: none. */
  minutes: realityCheckMinutes.nullable(),
  /** Whether the member chose it (false: the operator's default applies). */
  chosen: z.boolean(),
  /** The operator requires a check: it cannot be switched off. */
  required: z.boolean(),
  /** The operator's default interval (null: none). */
  defaultMinutes: realityCheckMinutes.nullable(),
});
export type RealityCheckValue = z.infer<typeof realityCheckValue>;

/** The interval the member wants, 15–120 minutes; null: none (refused when the operator requires one). */
export const realityCheckBody = z.object({ minutes: realityCheckMinutes.nullable() }).strict();
export type RealityCheckBody = z.infer<typeof realityCheckBody>;

/** This login session so far, as the reality check shows it. */
export const sessionSummaryValue = z.object({
  /** When this session began (the login). */
  startedAt: z.string(),
  /** The server's clock when it answered. */
  now: z.string(),
  /** Whole minutes since the login. */
  playedMinutes: z.number().int(),
  /** Stakes since the login (bets less refunds). */
  stakes: money,
  wins: money,
  /** Wins less stakes: negative when the member lost. */
  net: money,
  /** When the member last answered the reality check this session (the login when never). */
  checkedAt: z.string(),
  /**
   * When the next reality check is due (the server's clock; may be past: then
   * every stake is refused until it is answered); null: the member has none.
   */
  nextCheckAt: z.string().nullable(),
});
export type SessionSummaryValue = z.infer<typeof sessionSummaryValue>;

/** "Continue" at the reality check says nothing more than that: an empty object. */
export const continueRealityCheckBody = z.object({}).strict();
export type ContinueRealityCheckBody = z.infer<typeof continueRealityCheckBody>;

/** The check answered: the clock starts again from `checkedAt`. */
export const continueRealityCheckValue = z.object({
  /** When the server took the answer. */
  checkedAt: z.string(),
  /** The server's clock when it answered (the same instant). */
  now: z.string(),
  /** When the next check is due; null: the member has none. */
  nextCheckAt: z.string().nullable(),
});
export type ContinueRealityCheckValue = z.infer<typeof continueRealityCheckValue>;

// --- account closure ------------------------------------------------------------------

/** The member closes the account for good; `confirm` says they mean it. */
export const closeAccountBody = z.object({ confirm: z.literal(true) }).strict();
export type CloseAccountBody = z.infer<typeof closeAccountBody>;

export const closeAccountValue = z.object({ closedAt: z.string() });
export type CloseAccountValue = z.infer<typeof closeAccountValue>;

// --- back office -----------------------------------------------------------------------

/** Back office: a member's measures and their history, limits and reality check. */
export const adminProtectionValue = z.object({
  memberId: z.string(),
  username: z.string(),
  current: protectionMeasure.nullable(),
  /** Every measure, newest first. */
  history: z.array(protectionMeasure.extend({ operator: z.string().nullable() })),
  /** The member's loss, wager and session-time limits (in force, pending changes, used). */
  limits: playLimitsValue,
  /** The member's deposit limits (in force, pending changes, used). */
  depositLimits: depositLimitsValue,
  /** The member's reality-check interval and the operator's rule. */
  realityCheck: realityCheckValue,
});
export type AdminProtectionValue = z.infer<typeof adminProtectionValue>;
