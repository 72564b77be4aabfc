import { describe, expect, it } from 'vitest';
import { planLimitChange, NO_LIMIT } from '../src/modules/deposit/model.ts';
import {
  minutesPlayed,
  playBreach,
  playBreachMessage,
  playWindows,
} from '../src/modules/protection/model.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const none = { day: null, week: null, month: null };
const zero = { day: 0, week: 0, month: 0 };

describe('play-limit windows', () => {
  it('are the last 24 hours, the last 7 days and the calendar month (UTC)', () => {
    const now = Date.UTC(2026, 10, 18, 15, 30);
    expect(playWindows(now)).toEqual({
      day: now - DAY,
      week: now - 7 * DAY,
      month: Date.UTC(2026, 10, 1),
    });
  });
});

describe('pending increase (the deposit limits’ rule)', () => {
  const now = Date.UTC(2026, 10, 18);
  it('holds a first or lower limit at once, and makes a raise or removal wait 24 hours', () => {
    const first = planLimitChange(NO_LIMIT, 5_000, now);
    expect(first).toEqual({ limitMinor: 5_000, pendingLimitMinor: null, pendingAt: null });
    expect(planLimitChange(first, 3_000, now).limitMinor).toBe(3_000);
    expect(planLimitChange(first, 8_000, now)).toEqual({
      limitMinor: 5_000,
      pendingLimitMinor: 8_000,
      pendingAt: now + DAY,
    });
    expect(planLimitChange(first, null, now)).toMatchObject({
      limitMinor: 5_000,
      pendingAt: now + DAY,
    });
  });
});

describe('playBreach', () => {
  it('refuses play once the net loss reached a loss limit, whatever the stake', () => {
    const limits = { loss: { ...none, week: 2_000 }, wager: none };
    const usage = { wager: zero, loss: { day: 0, week: 2_000, month: 2_000 } };
    expect(playBreach(limits, usage, 100)).toEqual({
      kind: 'loss',
      period: 'week',
      limitMinor: 2_000,
      remainingMinor: 0,
    });
    const under = { wager: zero, loss: { day: 0, week: 1_999, month: 1_999 } };
    expect(playBreach(limits, under, 100)).toBeUndefined();
  });

  it('refuses a stake over what a wager limit leaves, naming the tightest one', () => {
    const limits = { loss: none, wager: { day: 1_000, week: 5_000, month: null } };
    const usage = { loss: zero, wager: { day: 800, week: 4_900, month: 4_900 } };
    expect(playBreach(limits, usage, 100)).toBeUndefined();
    expect(playBreach(limits, usage, 150)).toEqual({
      kind: 'wager',
      period: 'week',
      limitMinor: 5_000,
      remainingMinor: 100,
    });
  });

  it('refuses a game launch (no stake yet) only once nothing is left', () => {
    const limits = { loss: none, wager: { ...none, day: 1_000 } };
    expect(playBreach(limits, { loss: zero, wager: { ...zero, day: 999 } }, 0)).toBeUndefined();
    expect(playBreach(limits, { loss: zero, wager: { ...zero, day: 1_000 } }, 0)?.kind).toBe(
      'wager',
    );
  });

  it('says which limit and what is left', () => {
    expect(
      playBreachMessage({ kind: 'wager', period: 'day', limitMinor: 1_000, remainingMinor: 250 }),
    ).toContain('at most 2.50 more');
    expect(
      playBreachMessage({ kind: 'loss', period: 'month', limitMinor: 1_000, remainingMinor: 0 }),
    ).toContain('monthly loss limit of 10.00');
  });
});

describe('minutesPlayed', () => {
  const now = Date.UTC(2026, 10, 18, 12);
  it('counts the sessions inside the window, overlaps once', () => {
    const spans = [
      { start: now - 30 * MIN, end: now }, // this one, running
      { start: now - 40 * MIN, end: now - 20 * MIN }, // another device, overlapping 10 min
      { start: now - 3 * HOUR, end: now - 2 * HOUR },
    ];
    expect(minutesPlayed(spans, now - DAY, now)).toBe(40 + 60);
  });

  it('leaves out what is before the window', () => {
    const spans = [{ start: now - DAY - 30 * MIN, end: now - DAY + 15 * MIN }];
    expect(minutesPlayed(spans, now - DAY, now)).toBe(15);
    expect(minutesPlayed([], now - DAY, now)).toBe(0);
  });
});
