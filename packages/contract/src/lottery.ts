import { z } from 'zod';
import { money } from './account.ts';
import { KNOWN_LANGUAGES } from './constants.ts';

/**
 * The in-house draw lottery (Kalaro Pick 3): every draw shows three digits
 * (0–9, positions 1–3). A scheduler opens a draw, stops betting `closeBeforeSeconds`
 * before its draw time, draws and settles every bet once. Each draw's result is
 * provably fair:
 *
 *   h       = HMAC-SHA256(key = serverSeed, message = `${lotteryCode}:${drawNo}`)
 *   digit_i = floor(u_i × 10 / 2^32), u_i = bytes 4i…4i+3 of h (big-endian), i = 0…2
 *
 * The server seed's SHA-256 is published when the draw opens and the seed itself
 * once it is drawn.
 */

/** Bet selections: big/small and odd/even of the sum, or one digit at one position. */
export const LOTTERY_SELECTION_PATTERN = /^(BIG|SMALL|ODD|EVEN|P[1-3]D[0-9])$/;
export const LOTTERY_DRAW_STATUSES = ['open', 'closed', 'drawn', 'settled'] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];
export const LOTTERY_MARKETS = ['BIG_SMALL', 'ODD_EVEN', 'POSITION'] as const;
export type LotteryMarket = (typeof LOTTERY_MARKETS)[number];

export const lotteryParams = z
  .object({
    code: z
      .string()
      .min(1)
      .max(32)
      .regex(/^[A-Z0-9_]+$/),
  })
  .strict();

export const lotteryLanguageQuery = z
  .object({ language: z.enum(KNOWN_LANGUAGES).default('EN') })
  .strict();

export const lotteryDraw = z.object({
  drawId: z.number().int(),
  /** Increasing per lottery; part of the HMAC message. */
  drawNo: z.number().int(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  /** ISO instants. Bets are taken from opensAt until closesAt; the result is drawn at drawAt. */
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** SHA-256 (hex) of the draw's server seed, published before the draw. */
  serverSeedHash: z.string(),
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

export const lotteryResult = z.object({
  drawId: z.number().int(),
  drawNo: z.number().int(),
  drawAt: z.string(),
  digits: z.array(z.number().int()),
  sum: z.number().int(),
  /** Revealed after the draw: check the digits with the formula above. */
  serverSeed: z.string(),
  serverSeedHash: z.string(),
});
export type LotteryResult = z.infer<typeof lotteryResult>;

export const lotterySummary = z.object({
  code: z.string(),
  displayName: z.string(),
  drawIntervalSeconds: z.number().int(),
  closeBeforeSeconds: z.number().int(),
  /** The draw taking bets now, or the next one. */
  current: lotteryDraw,
  lastResult: lotteryResult.nullable(),
});
export type LotterySummary = z.infer<typeof lotterySummary>;

export const inhouseLotteriesValue = z.object({
  /** The server's clock (ISO), so the app can count down against it. */
  serverTime: z.string(),
  list: z.array(lotterySummary),
});
export type InhouseLotteriesValue = z.infer<typeof inhouseLotteriesValue>;

export const lotteryOdds = z.object({
  market: z.enum(LOTTERY_MARKETS),
  selections: z.array(z.string()),
  /** Decimal odds, stake included (a 10.00 bet at 1.96 returns 19.60). */
  odds: z.string(),
  /** Chance that one selection wins, in percent, 2 decimals. */
  winChance: z.string(),
});

export const lotteryLimits = z.object({
  minBet: money,
  maxBet: money,
  /** Most a member may stake on one draw, all bets together. */
  maxPerDraw: money,
});

export const lotteryState = lotterySummary.extend({
  serverTime: z.string(),
  odds: z.array(lotteryOdds),
  /** Return to player in percent (100 − house edge). */
  rtp: z.string(),
  limits: lotteryLimits,
  /** Newest first. */
  results: z.array(lotteryResult),
  balance: money,
  /** What the member has staked on the current draw. */
  stakedOnCurrent: money,
});
export type LotteryState = z.infer<typeof lotteryState>;

export const lotteryBetBody = z
  .object({
    /** The draw the player saw; refused with `lottery.betting_closed` once it stops taking bets. */
    drawId: z.number().int().positive(),
    selection: z.string().regex(LOTTERY_SELECTION_PATTERN, 'BIG, SMALL, ODD, EVEN or P<1-3>D<0-9>'),
    amount: z.string().regex(/^\d{1,12}\.\d{2}$/, 'an amount with 2 decimals, e.g. 1.00'),
    /** New for every bet (e.g. a UUID): a retry answers the first bet and moves no money again. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 letters, digits, _ or -'),
  })
  .strict();
export type LotteryBetBody = z.input<typeof lotteryBetBody>;

export const lotteryBet = z.object({
  betId: z.number().int(),
  roundId: z.string(),
  drawId: z.number().int(),
  drawNo: z.number().int(),
  /** ISO instant of the bet's draw. */
  drawAt: z.string(),
  selection: z.string(),
  amount: money,
  odds: z.string(),
  status: z.enum(['open', 'settled', 'void']),
  /** 0.00 until settled, and for a loss. */
  win: money,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The draw's digits once drawn. */
  digits: z.array(z.number().int()).nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBet>;

export const lotteryBetValue = z.object({
  bet: lotteryBet,
  balance: money,
  /** True when this answers a retry (nothing moved again). */
  replayed: z.boolean(),
});
export type LotteryBetValue = z.infer<typeof lotteryBetValue>;

export const lotteryMyBetsValue = z.object({
  open: z.array(lotteryBet),
  /** The latest settled bets, newest first (at most 20). */
  settled: z.array(lotteryBet),
});
export type LotteryMyBetsValue = z.infer<typeof lotteryMyBetsValue>;
