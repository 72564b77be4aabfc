import { createHmac } from 'node:crypto';
import type { LotteryMarket } from '@kalaro/contract/lottery';
import { minorToAmount } from '@kalaro/contract/money';

/**
 * Kalaro Pick 3 — the in-house lottery's rules, pure: no database, no clock.
 *
 * A draw shows three digits (positions 1–3, each 0–9). Markets:
 * - BIG / SMALL: the sum of the digits is 14–27 / 0–13 (each exactly 1/2: the sum
 *   is symmetric around 13.5),
 * - ODD / EVEN: the sum is odd / even (each exactly 1/2),
 * - P<p>D<d>: digit d at position p (1/10).
 * Odds are decimal, stake included, set for a 98% return to player (2% house
 * edge). A win pays floor(stake × odds) in minor units.
 *
 * Result of draw `drawNo` of lottery `code` (also in docs/product-rules.md):
 *   h       = HMAC-SHA256(key = serverSeed, message = `${code}:${drawNo}`)   (UTF-8)
 *   digit_i = floor(u_i × 10 / 2^32), u_i = bytes 4i…4i+3 of h, big-endian, i = 0…2
 * (uniform to within 1 part in 4 × 10^8). The server seed's SHA-256 is published
 * when the draw opens; the seed is revealed once drawn.
 */

export const DIGIT_COUNT = 3;
export const RTP_PERCENT = 98;

interface MarketSheet {
  market: LotteryMarket;
  selections: string[];
  /** Chance of one selection, exactly. */
  winChance: number;
  /** Decimal odds × 100. */
  oddsCents: number;
}

const oddsFor = (chance: number) => Math.round(RTP_PERCENT / chance);

export const ODDS_TABLE: readonly MarketSheet[] = [
  { market: 'BIG_SMALL', selections: ['BIG', 'SMALL'], winChance: 0.5, oddsCents: oddsFor(0.5) },
  { market: 'ODD_EVEN', selections: ['ODD', 'EVEN'], winChance: 0.5, oddsCents: oddsFor(0.5) },
  {
    market: 'POSITION',
    selections: [1, 2, 3].flatMap((p) => Array.from({ length: 10 }, (_, d) => `P${p}D${d}`)),
    winChance: 0.1,
    oddsCents: oddsFor(0.1),
  },
];

/** The odds (× 100) of a selection, or undefined when it is not on the table. */
export function oddsOf(selection: string): number | undefined {
  return ODDS_TABLE.find((m) => m.selections.includes(selection))?.oddsCents;
}

export const sumOf = (digits: readonly number[]) => digits.reduce((a, b) => a + b, 0);

/** Whether a selection wins on these digits. */
export function wins(selection: string, digits: readonly number[]): boolean {
  const sum = sumOf(digits);
  switch (selection) {
    case 'BIG':
      return sum >= 14;
    case 'SMALL':
      return sum <= 13;
    case 'ODD':
      return sum % 2 === 1;
    case 'EVEN':
      return sum % 2 === 0;
  }
  const m = /^P([1-3])D([0-9])$/.exec(selection);
  return m !== null && digits[Number(m[1]) - 1] === Number(m[2]);
}

/** What a bet pays (0 for a loss), in minor units. */
export function payout(
  selection: string,
  stakeMinor: number,
  oddsCents: number,
  digits: readonly number[],
): number {
  return wins(selection, digits) ? Math.floor((stakeMinor * oddsCents) / 100) : 0;
}

/** The digits of draw `drawNo` (see the formula at the top). */
export function drawDigits(serverSeed: string, code: string, drawNo: number): number[] {
  const h = createHmac('sha256', serverSeed).update(`${code}:${drawNo}`, 'utf8').digest();
  return Array.from({ length: DIGIT_COUNT }, (_, i) =>
    Math.floor((h.readUInt32BE(4 * i) * 10) / 2 ** 32),
  );
}

export interface DrawSlot {
  drawNo: number;
  opensAt: number;
  closesAt: number;
  drawAt: number;
}

/** The draw whose betting window holds `now`: draws follow each other every interval. */
export function drawSlotAt(now: number, intervalSeconds: number, closeBeforeSeconds: number) {
  const interval = intervalSeconds * 1000;
  const drawNo = Math.floor(now / interval);
  const opensAt = drawNo * interval;
  const drawAt = opensAt + interval;
  return { drawNo, opensAt, closesAt: drawAt - closeBeforeSeconds * 1000, drawAt } as DrawSlot;
}

/** "1.96" from 196 (hundredths, written like an amount's minor units). */
export const formatOdds = (oddsCents: number) => minorToAmount(oddsCents);
