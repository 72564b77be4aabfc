import { describe, expect, it } from 'vitest';
import {
  latestResults,
  checkAmount,
  clockSkewMs,
  describeSelection,
  drawPhase,
  formatCountdown,
  formatDrawTime,
  isInhouseLotteryCode,
  lotteryScreenHref,
  newBetKey,
  parseAmount,
  potentialWin,
  secondsUntil,
  stateRefreshMs,
} from '@/features/lottery/model';

const T0 = Date.parse('2026-01-01T10:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

describe('countdown', () => {
  it('formats minutes and seconds, and hours when there are any', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-4)).toBe('00:00');
  });

  it('counts whole seconds up, on the server clock, never below zero', () => {
    expect(secondsUntil(at(10), T0, 0)).toBe(10);
    expect(secondsUntil(at(10), T0 + 100, 0)).toBe(10);
    expect(secondsUntil(at(10), T0 + 1000, 0)).toBe(9);
    // The device is 3 s behind the server: 3 s less to go.
    expect(secondsUntil(at(10), T0, 3000)).toBe(7);
    expect(secondsUntil(at(10), T0 + 60_000, 0)).toBe(0);
    expect(clockSkewMs(at(3), T0)).toBe(3000);
  });

  it('tells open, closed and drawing apart', () => {
    const draw = { status: 'open' as const, closesAt: at(55), drawAt: at(60) };
    expect(drawPhase(draw, T0, 0)).toEqual({ kind: 'open', secondsToClose: 55, secondsToDraw: 60 });
    expect(drawPhase(draw, T0 + 55_000, 0)).toEqual({ kind: 'closed', secondsToDraw: 5 });
    expect(drawPhase({ ...draw, status: 'closed' }, T0, 0)).toEqual({
      kind: 'closed',
      secondsToDraw: 60,
    });
    expect(drawPhase(draw, T0 + 60_000, 0)).toEqual({ kind: 'drawing' });
    expect(drawPhase(draw, T0 + 50_000, 6000)).toEqual({ kind: 'closed', secondsToDraw: 4 });
  });
});

describe('refresh', () => {
  it('reads the screen again when betting closes, then every 2 s until the next draw', () => {
    const value = { serverTime: at(0), receivedAt: T0, current: { closesAt: at(8) } };
    expect(stateRefreshMs(value, T0)).toBe(8250);
    expect(stateRefreshMs({ ...value, current: { closesAt: at(100) } }, T0)).toBe(15_000);
    expect(stateRefreshMs(value, T0 + 8000)).toBe(2000);
    expect(stateRefreshMs(undefined, T0)).toBe(false);
  });
});

describe('bet amount', () => {
  const limits = { minBet: '1.00', maxBet: '5000.00', maxPerDraw: '20000.00' };

  it('parses amounts with up to 2 decimals into minor units', () => {
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount(' 12.5 ')).toBe(1250);
    expect(parseAmount('0.05')).toBe(5);
    for (const bad of ['', '1.234', '-1', '1e3', 'abc', '1,000', '.5']) {
      expect(parseAmount(bad), bad).toBeUndefined();
    }
  });

  it('checks shape, limits, the per-draw cap and the balance, in that order', () => {
    const check = (text: string, balance = '100.00', staked = '0.00') =>
      checkAmount(text, limits, balance, staked);
    expect(check('10')).toEqual({ ok: true, amount: '10.00' });
    expect(check('')).toEqual({ ok: false, reason: 'empty' });
    expect(check('1.234')).toEqual({ ok: false, reason: 'invalid' });
    expect(check('0.99')).toEqual({ ok: false, reason: 'below_min' });
    expect(check('5000.01', '99999.00')).toEqual({ ok: false, reason: 'above_max' });
    expect(check('5000', '99999.00', '15000.01')).toEqual({ ok: false, reason: 'draw_limit' });
    expect(check('5000', '99999.00', '15000.00')).toEqual({ ok: true, amount: '5000.00' });
    expect(check('100.01')).toEqual({ ok: false, reason: 'balance' });
    expect(check('100')).toEqual({ ok: true, amount: '100.00' });
  });

  it('keeps the sign of a negative amount: a balance below zero takes no bet', () => {
    // The screen's own conversion read "-5.00" as 5.00 (and wrote -150 as "-2.-50").
    const check = (text: string, balance: string) => checkAmount(text, limits, balance, '0.00');
    expect(check('1.00', '-5.00')).toEqual({ ok: false, reason: 'balance' });
    expect(check('1.00', '-0.01')).toEqual({ ok: false, reason: 'balance' });
    expect(check('1.00', '1.00')).toEqual({ ok: true, amount: '1.00' });
  });

  it('shows what a win pays, rounded down like the server', () => {
    expect(potentialWin('10.00', '1.96')).toBe('19.60');
    expect(potentialWin('1.01', '1.96')).toBe('1.97');
    expect(potentialWin('3.00', '9.80')).toBe('29.40');
  });
});

describe('selections and addresses', () => {
  it('reads a selection', () => {
    expect(describeSelection('BIG')).toEqual({ kind: 'word', word: 'BIG' });
    expect(describeSelection('P2D7')).toEqual({ kind: 'digit', position: 2, digit: 7 });
  });

  it('opens a lottery on /m/launchGame with the specification query', () => {
    expect(lotteryScreenHref('QUICK3_1')).toBe(
      '/m/launchGame?playType=trad&prize_mode=Lott&code=QUICK3_1&pageBack=lottery',
    );
    expect(isInhouseLotteryCode('QUICK3_2')).toBe(true);
    expect(isInhouseLotteryCode('lobby')).toBe(false);
    expect(isInhouseLotteryCode(null)).toBe(false);
  });

  it('names a draw by its time of day, 24-hour', () => {
    const local = new Date(2026, 0, 1, 14, 5, 30).toISOString();
    expect(formatDrawTime(local, 'en')).toBe('14:05:30');
  });

  it('makes idempotency keys the server accepts, new each time', () => {
    const a = newBetKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newBetKey()).not.toBe(a);
  });
});

describe('latestResults', () => {
  const result = (drawNo: number, drawAt: string) => ({
    drawNo,
    drawAt,
    digits: [1, 2, 3],
    sum: 6,
  });

  it('lists each drawn lottery once, newest draw first, and leaves out the undrawn', () => {
    const lines = latestResults([
      { code: 'QUICK3_3', displayName: 'C', lastResult: result(9, '2026-01-01T10:00:00Z') },
      { code: 'QUICK3_2', displayName: 'B', lastResult: null },
      { code: 'QUICK3_1', displayName: 'A', lastResult: result(70, '2026-01-01T10:02:00Z') },
    ]);
    expect(lines.map((line) => [line.code, line.drawNo])).toEqual([
      ['QUICK3_1', 70],
      ['QUICK3_3', 9],
    ]);
    expect(lines[0]).toMatchObject({ displayName: 'A', digits: [1, 2, 3], sum: 6 });
  });

  it('orders draws of the same instant by code', () => {
    const at = '2026-01-01T10:00:00Z';
    const lines = latestResults([
      { code: 'QUICK3_2', displayName: 'B', lastResult: result(1, at) },
      { code: 'QUICK3_1', displayName: 'A', lastResult: result(2, at) },
    ]);
    expect(lines.map((line) => line.code)).toEqual(['QUICK3_1', 'QUICK3_2']);
  });
});
