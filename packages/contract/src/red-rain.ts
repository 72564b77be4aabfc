import { z } from 'zod';
import { money } from './account.ts';
import { instant, operatorAmount as amount } from './campaigns.ts';

/**
 * Red-envelope rain (/m/redRain): the operator schedules a rain with a
 * budget; while it falls, members tap envelopes, each claim is credited once through
 * the ledger, and the claims together never pay more than the budget.
 */

/** At most this many envelopes per member in one rain. */
export const RED_RAIN_CLAIMS_MAX = 50;

export const createRedRainBody = z
  .object({
    startsAt: instant,
    endsAt: instant,
    /** What the whole rain may pay out. */
    budget: amount,
    /** Each envelope holds a random amount between these (the last one what is left). */
    minAmount: amount,
    maxAmount: amount,
    claimsPerMember: z.number().int().min(1).max(RED_RAIN_CLAIMS_MAX),
    /** What one member's envelopes may hold in all; absent: no such bound. */
    memberBudget: amount.optional(),
    /** The caller's key (a UUID): a retried creation answers the rain the first one scheduled. */
    requestKey: z.uuid().optional(),
  })
  .strict();
export type CreateRedRainBody = z.infer<typeof createRedRainBody>;

export const redRainSchedule = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  budget: money,
  minAmount: money,
  maxAmount: money,
  claimsPerMember: z.number().int(),
  memberBudget: money.nullable(),
});
export const createRedRainValue = redRainSchedule;

/** The rain falling now, or else the next one (null when none is scheduled). */
export const redRainValue = z.object({
  /** The server's clock, so the phone counts down from the server's time. */
  serverTime: z.string(),
  rain: z
    .object({
      id: z.number().int(),
      startsAt: z.string(),
      endsAt: z.string(),
      /** Falling now (startsAt ≤ now < endsAt). */
      live: z.boolean(),
      /** The budget is spent: no envelope is left to claim. */
      exhausted: z.boolean(),
      claimsPerMember: z.number().int(),
      /** This member's envelopes in this rain and what they held. */
      myClaims: z.number().int().nonnegative(),
      myTotal: money,
    })
    .nullable(),
});
export type RedRainValue = z.infer<typeof redRainValue>;

export const redRainParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const claimRedEnvelopeBody = z
  .object({
    /** A retry with the same key answers the first claim. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .strict();
export type ClaimRedEnvelopeBody = z.infer<typeof claimRedEnvelopeBody>;

export const claimRedEnvelopeValue = z.object({
  amount: money,
  /** The member's balance after the credit. */
  balance: money,
  claimsLeft: z.number().int().nonnegative(),
  /** True when the key had been used: this is the first claim's answer. */
  replayed: z.boolean(),
});
export type ClaimRedEnvelopeValue = z.infer<typeof claimRedEnvelopeValue>;
