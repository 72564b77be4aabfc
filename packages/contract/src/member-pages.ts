import { z } from 'zod';
import { money } from './account.ts';
import { KNOWN_LANGUAGES } from './constants.ts';

/**
 * Member-centre pages: the user agreement, invite friends (referral)
 * and the member club (VIP) benefits.
 */

const language = z.enum(KNOWN_LANGUAGES).default('EN');

/** /m/useragreement: the operator's HTML in a language (EN fallback) and the age limit. */
export const userAgreementQuery = z.object({ language }).strict();
export const userAgreementValue = z.object({
  /** HTML as the operator wrote it; sanitised by the client. */
  html: z.string(),
  /** The language the text is in (EN when the asked one has none). */
  language: z.string(),
  /** 18 or 21 (operator configuration). */
  ageLimit: z.number().int(),
  operatorName: z.string(),
});
export type UserAgreementValue = z.infer<typeof userAgreementValue>;

/** /m/inviteFriends: the member's own referral code, where it registers, and who used it. */
export const referralValue = z.object({
  /** Generated on first use, then always the same. */
  code: z.string(),
  /** The app path of registration with the code, e.g. "/m/register?code=K7PX2M9Q". */
  registerPath: z.string(),
  /** Members who registered with this code. */
  invitedCount: z.number().int().nonnegative(),
});
export type ReferralValue = z.infer<typeof referralValue>;

/** What a VIP level gives; money as 2-decimal strings. */
export const vipBenefits = z.object({
  /** Rebate on turnover, percent with up to 2 decimals, e.g. "0.50". */
  rebatePercent: z.string(),
  /** Withdrawals a day. */
  dailyWithdrawals: z.number().int(),
  /** Most a single withdrawal may be. */
  withdrawalLimit: money,
  /** Paid once on reaching the level. */
  upgradeBonus: money,
  /** Paid once a calendar year, on or after the member's birthday, at the member's level. */
  birthdayBonus: money,
});
export type VipBenefits = z.infer<typeof vipBenefits>;

export const vipLevel = z.object({
  level: z.number().int().nonnegative(),
  label: z.string(),
  /** Requirements: total turnover (settled stakes) and total deposits. */
  minTurnover: money,
  minDeposit: money,
  benefits: vipBenefits,
});
export type VipLevel = z.infer<typeof vipLevel>;

/** GET member club benefits: the levels, lowest first, and where the member stands. */
export const memberBenefitsValue = z.object({
  levels: z.array(vipLevel),
  member: z.object({
    level: z.number().int().nonnegative(),
    label: z.string(),
    turnover: money,
    depositTotal: money,
    /** The bonuses credited to the member's wallet (ledger rows `bonus`). */
    received: z.object({
      /** Levels whose upgrade bonus was paid, lowest first. */
      upgradeLevels: z.array(z.number().int().nonnegative()),
      /** This calendar year's birthday bonus was paid. */
      birthdayThisYear: z.boolean(),
    }),
  }),
});
export type MemberBenefitsValue = z.infer<typeof memberBenefitsValue>;
