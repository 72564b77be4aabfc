import { PLAY_TYPE, PRIZE_MODE } from '@kalaro/contract/constants';
import type { LotteryDraw } from '@kalaro/contract/lottery';
import { amountToMinor, minorToAmount } from '@kalaro/contract/money';

/**
 * Pure rules of the in-house lottery screens: the countdown to a draw against
 * the server's clock, the draw's phase, the bet amount's validation and the
 * screen's address.
 */

/** Server clock minus this device's clock, from an answer's `serverTime` and when it arrived. */
export const clockSkewMs = (serverTime: string, receivedAt: number): number =>
  Date.parse(serverTime) - receivedAt;

/** Whole seconds left until `iso` (never negative), counted on the server's clock. */
export const secondsUntil = (iso: string, deviceNow: number, skewMs: number): number =>
  Math.max(0, Math.ceil((Date.parse(iso) - (deviceNow + skewMs)) / 1000));

/** 75 → "01:15"; 3725 → "1:02:05". */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

export type DrawPhase =
  /** Taking bets: count down to the close. */
  | { kind: 'open'; secondsToClose: number; secondsToDraw: number }
  /** Betting stopped; the draw is about to be made. */
  | { kind: 'closed'; secondsToDraw: number }
  /** Draw time passed: the result is on its way (the next draw opens). */
  | { kind: 'drawing' };

export function drawPhase(
  draw: Pick<LotteryDraw, 'status' | 'closesAt' | 'drawAt'>,
  deviceNow: number,
  skewMs: number,
): DrawPhase {
  const secondsToDraw = secondsUntil(draw.drawAt, deviceNow, skewMs);
  if (secondsToDraw === 0) return { kind: 'drawing' };
  const secondsToClose = secondsUntil(draw.closesAt, deviceNow, skewMs);
  if (draw.status !== 'open' || secondsToClose === 0) return { kind: 'closed', secondsToDraw };
  return { kind: 'open', secondsToClose, secondsToDraw };
}

/** A bet as the player types it: digits with at most 2 decimals, no sign, no grouping. */
const BET_INPUT = /^\d{1,12}(?:\.\d{1,2})?$/;

/** "12.5" → 1250 minor units; undefined when it is not an amount with at most 2 decimals. */
export function parseAmount(text: string): number | undefined {
  const amount = text.trim();
  return BET_INPUT.test(amount) ? amountToMinor(amount) : undefined;
}

/** An amount of the server's in minor units, its sign kept (0 when it is not an amount). */
const moneyMinor = (money: string) => amountToMinor(money) ?? 0;

export type AmountCheck =
  | { ok: true; amount: string }
  | {
      ok: false;
      reason: 'empty' | 'invalid' | 'below_min' | 'above_max' | 'draw_limit' | 'balance';
    };

/** Whether an amount may be bet: its shape, the lottery's limits, the per-draw cap and the balance. */
export function checkAmount(
  text: string,
  limits: { minBet: string; maxBet: string; maxPerDraw: string },
  balance: string,
  stakedOnCurrent: string,
): AmountCheck {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  const amount = parseAmount(text);
  if (amount === undefined) return { ok: false, reason: 'invalid' };
  if (amount < moneyMinor(limits.minBet)) return { ok: false, reason: 'below_min' };
  if (amount > moneyMinor(limits.maxBet)) return { ok: false, reason: 'above_max' };
  if (amount + moneyMinor(stakedOnCurrent) > moneyMinor(limits.maxPerDraw)) {
    return { ok: false, reason: 'draw_limit' };
  }
  if (amount > moneyMinor(balance)) return { ok: false, reason: 'balance' };
  return { ok: true, amount: minorToAmount(amount) };
}

/** What a bet returns if it wins: floor(stake × odds), as the server pays it. */
export function potentialWin(amount: string, odds: string): string {
  const stake = parseAmount(amount) ?? 0;
  const oddsCents = parseAmount(odds) ?? 0;
  return minorToAmount(Math.floor((stake * oddsCents) / 100));
}

/** A selection's parts: a market word, or a position and digit (P2D7 → position 2, digit 7). */
export function describeSelection(
  selection: string,
):
  | { kind: 'word'; word: 'BIG' | 'SMALL' | 'ODD' | 'EVEN' }
  | { kind: 'digit'; position: number; digit: number } {
  const m = /^P([1-3])D([0-9])$/.exec(selection);
  if (m) return { kind: 'digit', position: Number(m[1]), digit: Number(m[2]) };
  return { kind: 'word', word: selection as 'BIG' | 'SMALL' | 'ODD' | 'EVEN' };
}

/** /m/launchGame for an in-house lottery (playType, prize_mode, code, pageBack). */
export const lotteryScreenHref = (code: string, pageBack = 'lottery'): string =>
  `/m/launchGame?${new URLSearchParams({
    playType: PLAY_TYPE.TRADITION,
    prize_mode: PRIZE_MODE.LOTT,
    code,
    pageBack,
  }).toString()}`;

/** In-house lottery codes (QUICK3_1…); anything else on /m/launchGame is a vendor's lobby. */
export const isInhouseLotteryCode = (code: string | null): code is string =>
  code !== null && /^QUICK3_[1-3]$/.test(code);

/** A fresh idempotency key for one bet. */
export { newIdempotencyKey as newBetKey } from '@/shared/http/idempotency-key';

/** A draw's time of day in the app's language, e.g. "14:05:30" (draws are named by their time). */
export const formatDrawTime = (iso: string, locale: string): string =>
  new Date(iso).toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });

/** Polling while the screen is shown: read again when betting closes, then every 2 s until the next draw shows. */
export const stateRefreshMs = (
  value: { serverTime: string; receivedAt: number; current: { closesAt: string } } | undefined,
  now = Date.now(),
): number | false => {
  if (!value) return false;
  const serverNow = now + Date.parse(value.serverTime) - value.receivedAt;
  const toClose = Date.parse(value.current.closesAt) - serverNow;
  return toClose <= 0 ? 2000 : Math.min(15_000, toClose + 250);
};

/** One line of the lottery hall's latest results: a lottery and its last drawn result. */
export interface LatestResult {
  code: string;
  displayName: string;
  drawNo: number;
  drawAt: string;
  digits: number[];
  sum: number;
}

/**
 * The lottery hall's latest results (/m/moreLottery, /m/startLottery): each lottery's
 * last drawn result, newest draw first; lotteries not drawn yet are left out.
 */
export function latestResults(
  list: readonly {
    code: string;
    displayName: string;
    lastResult: { drawNo: number; drawAt: string; digits: number[]; sum: number } | null;
  }[],
): LatestResult[] {
  const lines: LatestResult[] = [];
  for (const { code, displayName, lastResult } of list) {
    if (!lastResult) continue;
    const { drawNo, drawAt, digits, sum } = lastResult;
    lines.push({ code, displayName, drawNo, drawAt, digits, sum });
  }
  return lines.sort(
    (a, b) => Date.parse(b.drawAt) - Date.parse(a.drawAt) || a.code.localeCompare(b.code),
  );
}
