import { z } from 'zod';
import { money } from './account.ts';
import { KNOWN_LANGUAGES } from './constants.ts';

/**
 * The in-house slot (Kalaro Reels): every INHOUSE game of the catalogue runs it,
 * with its own minimum bet. Outcomes are provably fair:
 *
 *   h      = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`)
 *   stop_i = floor(u_i × 32 / 2^32), u_i = bytes 4i…4i+3 of h (big-endian), reel i = 0…4
 *   row r of reel i shows reelStrips[i][(stop_i + r) mod 32]
 *
 * The server seed's SHA-256 is shown before any spin uses it; rotating the seed
 * (or choosing a client seed) reveals it, so every spin made with it can be
 * checked. Player protection: no autoplay or turbo; spins at least
 * `minSpinIntervalMs` apart; the state shows the session's time and net result.
 */

/** Path parameter: the game's vendor id (the launch URL /m/slot/<gameId>). */
export const slotParams = z
  .object({
    gameId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/),
  })
  .strict();

export const slotStateQuery = z
  .object({ language: z.enum(KNOWN_LANGUAGES).default('EN') })
  .strict();

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
/** Letters, digits, _ and -: the seed goes into the HMAC message as typed. */
export const clientSeed = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and -');

/** What the player commits to before a spin. */
export const fairnessState = z.object({
  /** SHA-256 (hex) of the server seed in play. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next spin (0 for a fresh seed). */
  nonce: z.number().int(),
});

/** The current play session: it starts with a spin after 30 minutes without one. */
export const slotSession = z.object({
  /** ISO instant of the session's first spin; null before the first spin. */
  startedAt: z.string().nullable(),
  /** Seconds since the session's first spin. */
  playedSeconds: z.number().int(),
  spins: z.number().int(),
  staked: money,
  won: money,
  /** won − staked. */
  net: money,
});

export const betLevel = z.object({
  /** Stake of a spin: lineBet × the number of paylines. */
  bet: money,
  lineBet: money,
});

export const slotState = z.object({
  game: z.object({
    nodeId: z.number().int(),
    gameId: z.string(),
    gameName: z.string(),
    /** Smallest line bet. */
    minBet: money,
    /** Trial accounts may play it. */
    supportPlay: z.boolean(),
  }),
  reelCount: z.number().int(),
  rowCount: z.number().int(),
  symbols: z.array(z.string()),
  /** Symbol substituting every other one. */
  wild: z.string(),
  /** Rows (0 top) each payline crosses, reel by reel. */
  paylines: z.array(z.array(z.number().int())),
  /** Pays in line bets for 3, 4 and 5 of a kind, left to right. */
  paytable: z.array(
    z.object({
      symbol: z.string(),
      pays: z.array(z.object({ count: z.number().int(), multiplier: z.number().int() })),
    }),
  ),
  /** The published reel strips (reelStrips[reel][stop]). */
  reelStrips: z.array(z.array(z.string())),
  /** Theoretical return to player in percent, 2 decimals (e.g. "96.02"). */
  rtp: z.string(),
  /** From the game's minimum bet upward. */
  betLevels: z.array(betLevel),
  fairness: fairnessState,
  balance: money,
  session: slotSession,
  minSpinIntervalMs: z.number().int(),
  /** ISO instant from which the next spin is accepted; null when it is now. */
  nextSpinAt: z.string().nullable(),
});
export type SlotState = z.infer<typeof slotState>;

export const spinBody = z
  .object({
    /** One of the state's betLevels[].bet (a positive 2-decimal amount). */
    bet: z.string().regex(/^\d{1,12}\.\d{2}$/, 'an amount with 2 decimals, e.g. 1.00'),
    /**
     * Chosen by the client, new for every spin (e.g. a UUID). A retry with the
     * same key answers the first result and moves no money again.
     */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 letters, digits, _ or -'),
    /** The seed hash the player saw; refused with `slot.seed_changed` when it is no longer in play. */
    serverSeedHash: sha256Hex.optional(),
  })
  .strict();
export type SpinBody = z.input<typeof spinBody>;

export const lineWin = z.object({
  /** Index in `paylines`. */
  line: z.number().int(),
  symbol: z.string(),
  /** Reels from the left that make the win. */
  count: z.number().int(),
  multiplier: z.number().int(),
  win: money,
  /** The payline's rows on the winning reels. */
  rows: z.array(z.number().int()),
});

export const spinValue = z.object({
  betId: z.number().int(),
  /** Referenced by the spin's ledger rows. */
  roundId: z.string(),
  bet: money,
  lineBet: money,
  win: money,
  /** Balance after the spin. */
  balance: money,
  /** win > bet: only then is the win celebrated (a win at or below the stake is not). */
  winAboveStake: z.boolean(),
  stops: z.array(z.number().int()),
  /** reels[reel][row], top row first. */
  reels: z.array(z.array(z.string())),
  lines: z.array(lineWin),
  /** The seed and nonce this spin used. */
  fairness: fairnessState,
  /** True when this answers a retry of an earlier request (nothing moved again). */
  replayed: z.boolean(),
  session: slotSession,
  nextSpinAt: z.string(),
});
export type SpinValue = z.infer<typeof spinValue>;

export const clientSeedBody = z.object({ clientSeed }).strict();

/** Rotation (or a new client seed) ends the seed in play and reveals it. */
export const seedRotation = z.object({
  previous: z
    .object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      /** Spins made with it: nonces 0 … spins − 1. */
      spins: z.number().int(),
    })
    .nullable(),
  current: fairnessState,
});
export type SeedRotation = z.infer<typeof seedRotation>;
