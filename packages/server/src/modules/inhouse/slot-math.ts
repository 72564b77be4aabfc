import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Kalaro Reels — the in-house slot's maths, pure: no database, no clock.
 *
 * 5 reels × 3 rows, 10 fixed paylines, line pays left to right (3, 4 or 5 of a
 * kind from the leftmost reel), WILD substitutes every symbol and pays on its own.
 * A spin stakes `LINE_COUNT` line bets; pays are multiples of the line bet, so
 * every win is a whole number of minor units at any bet level.
 *
 * Provably fair outcome (also in docs/product-rules.md, "In-house slot"):
 *
 *   h      = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`)
 *            (serverSeed and the message as UTF-8 text; h is 32 bytes)
 *   u_i    = bytes 4i … 4i+3 of h as a big-endian unsigned 32-bit integer, i = 0…4
 *   stop_i = floor(u_i × 32 / 2^32)   (every strip has 32 symbols: the top 5 bits of u_i)
 *   row r of reel i (r = 0 top, 1 middle, 2 bottom) shows REEL_STRIPS[i][(stop_i + r) mod 32]
 *
 * The server seed's SHA-256 (hex of its UTF-8 text) is published before it is used;
 * the seed itself is revealed when the player rotates it. With 32 = 2^5 stops the
 * mapping from u_i is exactly uniform.
 *
 * RTP: a stop is uniform on its strip, so every row of a reel shows each symbol
 * with the strip's frequency, independently of the other reels; each payline then
 * has the same expected pay, and the RTP (expected win ÷ stake) equals the expected
 * pay of one line in line bets. `theoreticalRtp` computes it exactly from the
 * strips and the paytable (96.02% for the tables below).
 */

export const SLOT_SYMBOLS = [
  'WILD',
  'SEVEN',
  'BAR',
  'BELL',
  'MELON',
  'PLUM',
  'LEMON',
  'CHERRY',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const WILD: SlotSymbol = 'WILD';
export const REEL_COUNT = 5;
export const ROW_COUNT = 3;
export const STRIP_LENGTH = 32;
/** The RTP the strips are tuned to; the published figure is `theoreticalRtp()`. */
export const RTP_TARGET = 0.96;

/** Pays for 3, 4 and 5 of a kind, in line bets. */
export const PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  WILD: [50, 250, 1000],
  SEVEN: [30, 120, 500],
  BAR: [20, 80, 250],
  BELL: [15, 50, 150],
  MELON: [10, 30, 100],
  PLUM: [8, 20, 80],
  LEMON: [5, 15, 50],
  CHERRY: [4, 10, 40],
};

/** The row (0 top, 1 middle, 2 bottom) each payline crosses on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const LINE_COUNT = PAYLINES.length;

/**
 * Each strip holds WILD 2, SEVEN 3, BAR 3, BELL 3, MELON 3, PLUM 4, LEMON 6,
 * CHERRY 8 (32 symbols), spread so that no symbol sits next to itself.
 */
// prettier-ignore
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  ['WILD', 'BELL', 'LEMON', 'CHERRY', 'SEVEN', 'MELON', 'CHERRY', 'LEMON', 'PLUM', 'BAR', 'CHERRY', 'BELL', 'LEMON', 'CHERRY', 'SEVEN', 'PLUM',
   'MELON', 'WILD', 'LEMON', 'CHERRY', 'BAR', 'CHERRY', 'BELL', 'LEMON', 'PLUM', 'SEVEN', 'CHERRY', 'MELON', 'LEMON', 'BAR', 'CHERRY', 'PLUM'],
  ['LEMON', 'BELL', 'CHERRY', 'BAR', 'PLUM', 'LEMON', 'CHERRY', 'MELON', 'SEVEN', 'CHERRY', 'LEMON', 'BELL', 'WILD', 'PLUM', 'CHERRY', 'BAR',
   'LEMON', 'MELON', 'CHERRY', 'SEVEN', 'PLUM', 'LEMON', 'BELL', 'CHERRY', 'BAR', 'CHERRY', 'LEMON', 'WILD', 'MELON', 'PLUM', 'SEVEN', 'CHERRY'],
  ['CHERRY', 'MELON', 'LEMON', 'BAR', 'CHERRY', 'PLUM', 'WILD', 'BELL', 'LEMON', 'CHERRY', 'SEVEN', 'MELON', 'CHERRY', 'LEMON', 'PLUM', 'BAR',
   'CHERRY', 'BELL', 'LEMON', 'CHERRY', 'SEVEN', 'PLUM', 'MELON', 'WILD', 'LEMON', 'CHERRY', 'BAR', 'CHERRY', 'BELL', 'LEMON', 'PLUM', 'SEVEN'],
  ['CHERRY', 'MELON', 'SEVEN', 'CHERRY', 'LEMON', 'BELL', 'WILD', 'PLUM', 'CHERRY', 'BAR', 'LEMON', 'MELON', 'CHERRY', 'SEVEN', 'PLUM', 'LEMON',
   'BELL', 'CHERRY', 'BAR', 'CHERRY', 'LEMON', 'WILD', 'MELON', 'PLUM', 'SEVEN', 'CHERRY', 'LEMON', 'BELL', 'CHERRY', 'BAR', 'PLUM', 'LEMON'],
  ['BAR', 'CHERRY', 'BELL', 'LEMON', 'PLUM', 'SEVEN', 'CHERRY', 'MELON', 'LEMON', 'BAR', 'CHERRY', 'PLUM', 'WILD', 'BELL', 'LEMON', 'CHERRY',
   'SEVEN', 'MELON', 'CHERRY', 'LEMON', 'PLUM', 'BAR', 'CHERRY', 'BELL', 'LEMON', 'CHERRY', 'SEVEN', 'PLUM', 'MELON', 'WILD', 'LEMON', 'CHERRY'],
];

/** Line bets per spin: the stake is `LINE_COUNT` × the line bet. */
export const LINE_BET_STEPS = [1, 2, 5, 10, 20, 50, 100] as const;

export interface BetLevel {
  /** Minor units. */
  stakeMinor: number;
  lineBetMinor: number;
}

/** The bet levels of a game: line bets from its minimum bet upward, all 10 lines played. */
export function betLevels(minBetMinor: number): BetLevel[] {
  const base = Math.max(1, Math.trunc(minBetMinor));
  return LINE_BET_STEPS.map((step) => ({
    lineBetMinor: base * step,
    stakeMinor: base * step * LINE_COUNT,
  }));
}

// --- fairness --------------------------------------------------------------------

/** A fresh server seed: 32 random bytes, hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');
/** A default client seed until the player picks one. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');
/** SHA-256 (hex) of the seed's UTF-8 text: published before the seed is used. */
export const hashServerSeed = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** The reel stops of spin `nonce` (see the formula at the top of this file). */
export function reelStops(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const h = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`, 'utf8').digest();
  return Array.from({ length: REEL_COUNT }, (_, i) =>
    Math.floor((h.readUInt32BE(4 * i) * STRIP_LENGTH) / 2 ** 32),
  );
}

/** reels[reel][row] shown by the stops, top row first. */
export function windowOf(
  stops: readonly number[],
  strips: readonly (readonly SlotSymbol[])[] = REEL_STRIPS,
): SlotSymbol[][] {
  return stops.map((stop, reel) => {
    const strip = strips[reel]!;
    return Array.from({ length: ROW_COUNT }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

// --- pays ------------------------------------------------------------------------

export interface LinePay {
  symbol: SlotSymbol;
  /** Reels from the left that make the win (3 to 5). */
  count: number;
  /** In line bets. */
  multiplier: number;
}

const payOf = (symbol: SlotSymbol, count: number): number =>
  count >= 3 ? PAYTABLE[symbol][count - 3]! : 0;

/**
 * The pay of one line's symbols, left to right. Leading wilds pay as wilds or
 * stand for the first other symbol, whichever pays more.
 */
export function evaluateLine(symbols: readonly SlotSymbol[]): LinePay | undefined {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const wildPay = payOf(WILD, wilds);
  const symbol = symbols[wilds];
  let count = wilds;
  if (symbol !== undefined) {
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) {
      count++;
    }
  }
  const symbolPay = symbol === undefined ? 0 : payOf(symbol, count);
  if (wildPay === 0 && symbolPay === 0) return undefined;
  return symbolPay > wildPay
    ? { symbol: symbol!, count, multiplier: symbolPay }
    : { symbol: WILD, count: wilds, multiplier: wildPay };
}

export interface LineWin extends LinePay {
  /** Index in PAYLINES. */
  line: number;
  /** The payline's rows on the winning reels. */
  rows: number[];
}

export interface SpinOutcome {
  stops: number[];
  reels: SlotSymbol[][];
  lines: LineWin[];
  /** Sum of the winning lines, in line bets. */
  multiplier: number;
}

/** What a window pays. */
export function evaluateWindow(reels: readonly (readonly SlotSymbol[])[]): {
  lines: LineWin[];
  multiplier: number;
} {
  const lines: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const pay = evaluateLine(rows.map((row, reel) => reels[reel]![row]!));
    if (pay) lines.push({ ...pay, line, rows: rows.slice(0, pay.count) });
  });
  return { lines, multiplier: lines.reduce((sum, l) => sum + l.multiplier, 0) };
}

/** The whole spin from its seeds and nonce. */
export function spinOutcome(serverSeed: string, clientSeed: string, nonce: number): SpinOutcome {
  const stops = reelStops(serverSeed, clientSeed, nonce);
  const reels = windowOf(stops);
  return { stops, reels, ...evaluateWindow(reels) };
}

// --- RTP -------------------------------------------------------------------------

/**
 * The exact theoretical RTP of the strips and paytable: the expected pay of one
 * line (in line bets), summed over every combination of symbols on the 5 reels,
 * each weighted by its frequency on its strip.
 */
export function theoreticalRtp(strips: readonly (readonly SlotSymbol[])[] = REEL_STRIPS): {
  rtp: number;
  lineHitRate: number;
} {
  const freq = strips.map((strip) =>
    SLOT_SYMBOLS.map((s) => strip.filter((x) => x === s).length / strip.length),
  );
  const n = SLOT_SYMBOLS.length;
  let rtp = 0;
  let lineHitRate = 0;
  const line: SlotSymbol[] = new Array<SlotSymbol>(REEL_COUNT).fill(WILD);
  const walk = (reel: number, p: number) => {
    if (p === 0) return;
    if (reel === REEL_COUNT) {
      const pay = evaluateLine(line);
      if (pay) {
        rtp += p * pay.multiplier;
        lineHitRate += p;
      }
      return;
    }
    for (let s = 0; s < n; s++) {
      line[reel] = SLOT_SYMBOLS[s]!;
      walk(reel + 1, p * freq[reel]![s]!);
    }
  };
  walk(0, 1);
  return { rtp, lineHitRate };
}
