import { z } from 'zod';
import { money } from './account.ts';
import { KNOWN_LANGUAGES } from './constants.ts';
import { gameType } from './games.ts';
import {
  BET_STATUSES,
  ISO_DATE,
  LEDGER_TYPES,
  RECORDS_PAGE_SIZE,
  RECORDS_PAGE_SIZE_MAX,
  UTC_OFFSET_MAX,
  dayStartUtc,
} from './records-rules.ts';

/**
 * The member's records (member centre): account record
 * (/m/transaction/record, the wallet ledger), betting record (/m/gameRecord) and
 * profit and loss (/m/profitandloss). Money is a 2-decimal string (`money`).
 *
 * Dates are calendar days (YYYY-MM-DD, both ends included) in the caller's time
 * zone, given as `utcOffset` minutes east of UTC (Manila: 480; JavaScript's
 * `-new Date().getTimezoneOffset()`). Without dates the range is today.
 */

export {
  BET_STATUSES,
  LEDGER_TYPES,
  RECORDS_MAX_RANGE_DAYS,
  RECORDS_PAGE_SIZE,
  RECORDS_PAGE_SIZE_MAX,
  UTC_OFFSET_MAX,
  dateRangeProblem,
  dayOf,
  dayStartUtc,
  daysInRange,
} from './records-rules.ts';
export type { BetStatus, LedgerType } from './records-rules.ts';

export const isoDate = z
  .string()
  .regex(ISO_DATE, 'YYYY-MM-DD')
  .refine((v) => dayStartUtc(v) !== undefined, 'not a calendar day');

export const dateRange = {
  /** First day, included. Default: `endDate` (or today). */
  startDate: isoDate.optional(),
  /** Last day, included. Default: today. */
  endDate: isoDate.optional(),
  /** Minutes east of UTC of the caller's time zone. Default 0 (UTC). */
  utcOffset: z.coerce.number().int().min(-UTC_OFFSET_MAX).max(UTC_OFFSET_MAX).default(0),
};

export const paging = {
  /** First page is 1. */
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECORDS_PAGE_SIZE_MAX).default(RECORDS_PAGE_SIZE),
};

/** `types=bet,win` (comma separated), each a ledger type. */
const ledgerTypes = z
  .string()
  .max(200)
  .transform((v) => v.split(',').map((s) => s.trim()))
  .pipe(z.array(z.enum(LEDGER_TYPES)).min(1));

/** The range answered, after defaults. */
export const rangeValue = {
  startDate: z.string(),
  endDate: z.string(),
  utcOffset: z.number().int(),
};
export const pageValue = {
  /** The page answered (the request's pageNo). */
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** Rows matching the filters, over every page. */
  total: z.number().int(),
};

// --- account record (/m/transaction/record) -------------------------------------

export const transactionRecordsQuery = z
  .object({ types: ledgerTypes.optional(), ...dateRange, ...paging })
  .strict();
export type TransactionRecordsQuery = z.input<typeof transactionRecordsQuery>;

export const transactionRecord = z.object({
  id: z.number().int(),
  type: z.enum(LEDGER_TYPES),
  /** Signed: credits positive, debits negative. */
  amount: money,
  balanceAfter: money,
  /** What the movement belongs to (a bet's round id, a promotion…), or null. */
  reference: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

export const transactionRecordsValue = z.object({
  /** Newest first. */
  list: z.array(transactionRecord),
  ...pageValue,
  ...rangeValue,
  /** Over every page of the filters. */
  totals: z.object({
    /** Sum of the credits (≥ 0). */
    credits: money,
    /** Sum of the debits, as a positive amount. */
    debits: money,
    /** credits − debits. */
    net: money,
  }),
});
export type TransactionRecordsValue = z.infer<typeof transactionRecordsValue>;

// --- betting record (/m/gameRecord) ---------------------------------------------

const vendorCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);

export const betRecordsQuery = z
  .object({
    /** The game's menu category (INHOUSE, RNG, …). */
    gameType: gameType.optional(),
    /** One game. */
    nodeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    vendor: vendorCode.optional(),
    status: z.enum(BET_STATUSES).optional(),
    ...dateRange,
    ...paging,
    /** Language of the game names. */
    language: z.enum(KNOWN_LANGUAGES).default('EN'),
  })
  .strict();
export type BetRecordsQuery = z.input<typeof betRecordsQuery>;

/** What a slot spin showed, and how to verify it (see the slot contract). */
export const slotBetDetail = z.object({
  kind: z.literal('slot'),
  /** reels[reel][row]: symbol ids, top row first. */
  reels: z.array(z.array(z.string())),
  /** Winning lines: payline index, symbol, count of reels, win. */
  lines: z.array(
    z.object({
      line: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      win: money,
    }),
  ),
  serverSeedHash: z.string(),
  /** Revealed once the seed was rotated; null while it is still in play. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

export const betRecord = z.object({
  id: z.number().int(),
  /** The game round, as the ledger rows reference it. */
  roundId: z.string(),
  nodeId: z.number().int(),
  gameId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  stake: money,
  /** 0.00 until settled. */
  win: money,
  /** win − stake (0.00 for a void bet). */
  net: money,
  status: z.enum(BET_STATUSES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  detail: slotBetDetail.nullable(),
});
export type BetRecord = z.infer<typeof betRecord>;

export const betTotals = z.object({
  betCount: z.number().int(),
  /** Stakes of the bets that are not void. */
  stake: money,
  win: money,
  /** win − stake: the member's result. */
  net: money,
});

export const betRecordsValue = z.object({
  /** Newest first. */
  list: z.array(betRecord),
  ...pageValue,
  ...rangeValue,
  totals: betTotals,
});
export type BetRecordsValue = z.infer<typeof betRecordsValue>;

// --- profit and loss (/m/profitandloss) ------------------------------------------

export const profitAndLossQuery = z.object({ ...dateRange }).strict();
export type ProfitAndLossQuery = z.input<typeof profitAndLossQuery>;

export const profitAndLossValue = z.object({
  ...rangeValue,
  /** Every bet of the range that is not void. */
  totals: betTotals,
  /** Days with bets, newest first. */
  days: z.array(betTotals.extend({ date: z.string() })),
  /** Game categories with bets, largest stake first. */
  categories: z.array(betTotals.extend({ gameType: z.string() })),
});
export type ProfitAndLossValue = z.infer<typeof profitAndLossValue>;
