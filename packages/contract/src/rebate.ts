import { z } from 'zod';
import { money } from './account.ts';
import { RECORDS_PAGE_SIZE, RECORDS_PAGE_SIZE_MAX, UTC_OFFSET_MAX } from './records-rules.ts';
import { isoDate } from './wallet-records.ts';

/**
 * Manual rebate (/m/member/manualRebate) and rebate report (/m/member/rebateReport)
 * in the member centre. A member's rebatable turnover is the stake of
 * the settled bets since the last rebate, per game category; each category has
 * its own rate. The server computes every figure (integer minor units, rounded
 * down per category); the app shows them as answered.
 */

/** A rate as a percentage with 2 decimals: "0.80" means 0.80 % of the turnover. */
export const ratePercent = z.string().regex(/^\d+\.\d{2}$/);

export const rebateCategory = z.object({
  /** The game category (SPORTS, LIVE, RNG, …). */
  gameType: z.string(),
  /** Stakes of the settled bets of the category in the period. */
  turnover: money,
  rate: ratePercent,
  /** turnover × rate, rounded down to the centavo. */
  amount: money,
});
export type RebateCategory = z.infer<typeof rebateCategory>;

export const manualRebateValue = z.object({
  /** ISO instant of the last rebate (the period's start), or null before the first one. */
  since: z.string().nullable(),
  /** ISO instant the figures were computed at (the period's end). */
  until: z.string(),
  /** Every category with a rate, in the menu's order. */
  categories: z.array(rebateCategory),
  totals: z.object({ turnover: money, amount: money }),
  /** True when the total is above zero: a claim would credit it. */
  claimable: z.boolean(),
});
export type ManualRebateValue = z.infer<typeof manualRebateValue>;

/** A rebate paid to the member: what it covered and what it credited. */
export const rebateRecord = z.object({
  id: z.number().int(),
  /** ISO instant of the claim. */
  createdAt: z.string(),
  /** ISO instant of the previous rebate (the covered period's start), or null. */
  since: z.string().nullable(),
  turnover: money,
  amount: money,
  /** The categories with turnover, largest first. */
  categories: z.array(rebateCategory),
});
export type RebateRecord = z.infer<typeof rebateRecord>;

export const claimRebateValue = z.object({
  rebate: rebateRecord,
  /** The wallet balance after the credit. */
  sumBalance: money,
});
export type ClaimRebateValue = z.infer<typeof claimRebateValue>;

/** Rebate report: calendar days (YYYY-MM-DD) in the caller's time zone, pages from 1. */
export const rebateRecordsQuery = z
  .object({
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    utcOffset: z.coerce.number().int().min(-UTC_OFFSET_MAX).max(UTC_OFFSET_MAX).default(0),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(RECORDS_PAGE_SIZE_MAX).default(RECORDS_PAGE_SIZE),
  })
  .strict();
export type RebateRecordsQuery = z.input<typeof rebateRecordsQuery>;

export const rebateRecordsValue = z.object({
  /** Newest first. */
  list: z.array(rebateRecord),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  utcOffset: z.number().int(),
  /** Over every page of the range. */
  totals: z.object({ turnover: money, amount: money }),
});
export type RebateRecordsValue = z.infer<typeof rebateRecordsValue>;
