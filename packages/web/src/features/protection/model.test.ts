import { describe, expect, it } from 'vitest';
import type { ProtectionMeasure } from '@kalaro/contract/protection';
import { realityCheckDueAt as nextRealityCheckAt } from '@kalaro/contract/protection-rules';
import {
  CHOICES,
  endIfTakenNow,
  mayChoose,
  minutesSince,
  onLocalClock,
  playedParts,
  playLimitProblem,
  realityCheckOptions,
  shouldOpenRealityCheck,
  playLimitText,
  sessionMinutesProblem,
} from '@/features/protection/model';

const now = Date.UTC(2025, 4, 1, 12);
const measure = (over: Partial<ProtectionMeasure>): ProtectionMeasure => ({
  id: 'm1',
  kind: 'timeOut',
  period: '7d',
  startsAt: new Date(now).toISOString(),
  endsAt: new Date(now + 7 * 86_400_000).toISOString(),
  createdBy: 'member',
  reason: null,
  ...over,
});

describe('protection choices', () => {
  it('offers every period when nothing is in force', () => {
    const all = CHOICES.flatMap((c) => c.periods);
    expect(all).toEqual(['24h', '7d', '6w', '6m', '1y', '5y', 'permanent']);
    expect(all.every((p) => mayChoose(p, null, now))).toBe(true);
  });

  it('offers only what lengthens the measure in force', () => {
    const current = measure({});
    const offered = CHOICES.flatMap((c) => c.periods).filter((p) => mayChoose(p, current, now));
    expect(offered).toEqual(['6w', '6m', '1y', '5y', 'permanent']);
    const forever = measure({ kind: 'selfExclusion', period: 'permanent', endsAt: null });
    expect(CHOICES.flatMap((c) => c.periods).some((p) => mayChoose(p, forever, now))).toBe(false);
  });

  it('tells when a period taken now ends', () => {
    expect(endIfTakenNow('24h', now)?.toISOString()).toBe('2025-05-02T12:00:00.000Z');
    expect(endIfTakenNow('permanent', now)).toBeNull();
  });
});

describe('play-limit fields', () => {
  it('shows a limit without needless decimals, empty for none', () => {
    expect(playLimitText('50.00')).toBe('50');
    expect(playLimitText('12.50')).toBe('12.50');
    expect(playLimitText(null)).toBe('');
  });

  it('accepts an amount above 0 with at most 2 decimals, or nothing', () => {
    expect(playLimitProblem('')).toBeNull();
    expect(playLimitProblem('25.5')).toBeNull();
    expect(playLimitProblem('0')).toBe('format');
    expect(playLimitProblem('1.234')).toBe('format');
    expect(playLimitProblem('abc')).toBe('format');
  });

  it('accepts whole minutes from 5 to 1440, or nothing', () => {
    expect(sessionMinutesProblem('')).toBeNull();
    expect(sessionMinutesProblem('5')).toBeNull();
    expect(sessionMinutesProblem('1440')).toBeNull();
    expect(sessionMinutesProblem('4')).toBe('range');
    expect(sessionMinutesProblem('1441')).toBe('range');
    expect(sessionMinutesProblem('30.5')).toBe('range');
  });
});

describe('reality check timing', () => {
  const start = Date.UTC(2025, 4, 1, 12);
  const MIN = 60_000;

  it('is due the interval after the login, then the interval after each answer', () => {
    expect(nextRealityCheckAt(30, start, null)).toBe(start + 30 * MIN);
    expect(nextRealityCheckAt(30, start, start + 31 * MIN)).toBe(start + 61 * MIN);
    expect(nextRealityCheckAt(15, start, start + 20 * MIN)).toBe(start + 35 * MIN);
  });

  it('never comes without an interval', () => {
    expect(nextRealityCheckAt(null, start, null)).toBeNull();
    expect(shouldOpenRealityCheck(null, start + 999 * MIN, false)).toBe(false);
  });

  it('ignores an answer from before this login (a session before it)', () => {
    expect(nextRealityCheckAt(60, start, start - 10 * MIN)).toBe(start + 60 * MIN);
  });

  it('opens once due, and only between game rounds', () => {
    const due = start + 30 * MIN;
    expect(shouldOpenRealityCheck(due, due - 1, false)).toBe(false);
    expect(shouldOpenRealityCheck(due, due, false)).toBe(true);
    expect(shouldOpenRealityCheck(due, due + 5 * MIN, true)).toBe(false);
  });

  it("reads the server's times on this device's clock", () => {
    // The device runs 2 minutes ahead of the server.
    const serverNow = new Date(start + 10 * MIN).toISOString();
    const received = start + 12 * MIN;
    expect(onLocalClock(new Date(start).toISOString(), serverNow, received)).toBe(start + 2 * MIN);
  });

  it('offers the usual intervals and the one in force', () => {
    expect(realityCheckOptions(null)).toEqual([15, 30, 45, 60, 90, 120]);
    expect(realityCheckOptions(20)).toEqual([15, 20, 30, 45, 60, 90, 120]);
    expect(realityCheckOptions(60)).toEqual([15, 30, 45, 60, 90, 120]);
  });

  it('counts whole minutes since the login', () => {
    expect(minutesSince(start, start + 16 * MIN + 59_000)).toBe(16);
    expect(minutesSince(start, start - MIN)).toBe(0);
  });

  it('shows minutes played as hours and minutes', () => {
    expect(playedParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(playedParts(125)).toEqual({ hours: 2, minutes: 5 });
  });
});
