import { isAppPageBack } from '@kalaro/contract/games-rules';
import type { SlotState, SpinValue } from '@kalaro/contract/slot';
import { toMinor } from '@/shared/format/money';

/**
 * Pure rules of the in-house slot screen (Kalaro Reels): the spin cooldown
 * (player protection: at least minSpinIntervalMs between spins, no autoplay or
 * turbo), the celebration rule, the winning cells, the session's figures and
 * the way back to the app.
 */

/** Where the back button leads when the launch gave no usable pageBack. */
export const DEFAULT_PAGE_BACK = '/m/gameList';

/**
 * The launch URL's pageBack when it is a path of this app (the contract's
 * rule), else the game list: a crafted link must not lead to another site.
 */
export const safePageBack = (raw: string | null | undefined): string =>
  raw && isAppPageBack(raw) ? raw : DEFAULT_PAGE_BACK;

/** Milliseconds until the next spin is accepted (0 when it is now). */
export const cooldownLeft = (nextSpinAt: number | null, now: number): number =>
  nextSpinAt === null ? 0 : Math.max(0, nextSpinAt - now);

/**
 * When the next spin may start: the server's `nextSpinAt`, or the local rule
 * (the last spin's start + the interval) when that is later, so a slow answer
 * never shortens the pause.
 */
export const nextSpinTime = (
  serverNextSpinAt: string | null,
  lastSpinStartedAt: number | null,
  minSpinIntervalMs: number,
): number | null => {
  const server = serverNextSpinAt === null ? Number.NaN : Date.parse(serverNextSpinAt);
  const local = lastSpinStartedAt === null ? Number.NaN : lastSpinStartedAt + minSpinIntervalMs;
  const times = [server, local].filter((t) => Number.isFinite(t));
  return times.length ? Math.max(...times) : null;
};

export type SpinBlock = 'spinning' | 'cooldown' | 'no_bet' | 'insufficient' | null;

/** Why the Spin button is disabled, or null when a spin may start. */
export const spinBlock = (state: {
  inFlight: boolean;
  cooldownMs: number;
  bet: string | undefined;
  balance: string;
}): SpinBlock => {
  if (state.inFlight) return 'spinning';
  if (state.cooldownMs > 0) return 'cooldown';
  if (state.bet === undefined) return 'no_bet';
  if (toMinor(state.balance) < toMinor(state.bet)) return 'insufficient';
  return null;
};

/** A win is celebrated only above the stake: a win at or below it is a loss in disguise. */
export const shouldCelebrate = (win: string, bet: string): boolean => toMinor(win) > toMinor(bet);

/** The key of a reel cell. */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/**
 * The cells of the winning lines: each line's rows on its winning reels,
 * from the leftmost reel.
 */
export const winningCells = (lines: SpinValue['lines']): Set<string> => {
  const cells = new Set<string>();
  for (const line of lines) {
    line.rows.slice(0, line.count).forEach((row, reel) => cells.add(cellKey(reel, row)));
  }
  return cells;
};

/** reels[reel][row] of the stops on the published strips (the screen before the first spin). */
export const reelsAt = (
  strips: SlotState['reelStrips'],
  stops: readonly number[],
  rows: number,
): string[][] =>
  strips.map((strip, reel) =>
    Array.from({ length: rows }, (_, row) => strip[((stops[reel] ?? 0) + row) % strip.length]!),
  );

/** Time played as m:ss, or h:mm:ss from an hour. */
export const formatPlayTime = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const secs = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
};

/** Seconds played at `now`: from the session's first spin (0 before any spin). */
export const playedSeconds = (startedAt: string | null, now: number): number => {
  const start = startedAt === null ? Number.NaN : Date.parse(startedAt);
  return Number.isFinite(start) ? Math.max(0, Math.floor((now - start) / 1000)) : 0;
};

/** The bet level kept when the levels change: the same stake if still offered, else the smallest. */
export const pickBet = (
  levels: SlotState['betLevels'],
  chosen: string | undefined,
): string | undefined => levels.find((level) => level.bet === chosen)?.bet ?? levels[0]?.bet;

/** A fresh idempotency key for one spin. */
export { newIdempotencyKey as newSpinKey } from '@/shared/http/idempotency-key';

/** A client seed the player may type: 1–64 letters, digits, _ or -. */
export const isClientSeed = (value: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(value);
