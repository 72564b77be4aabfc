import { z } from 'zod';
import { PROTECTION_KINDS, PROTECTION_PERIODS } from './protection-rules.ts';

/**
 * Player protection (issue 34): a member's time-out or self-exclusion, chosen
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

export const adminProtectionValue = z.object({
  memberId: z.string(),
  username: z.string(),
  current: protectionMeasure.nullable(),
  /** Every measure, newest first. */
  history: z.array(protectionMeasure.extend({ operator: z.string().nullable() })),
});
export type AdminProtectionValue = z.infer<typeof adminProtectionValue>;

export const applyProtectionBody = z
  .object({
    period: protectionPeriod,
    /** Why the operator applies it (the member's request by phone, a concern…). */
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export type ApplyProtectionBody = z.infer<typeof applyProtectionBody>;
