import { describe, expect, it } from 'vitest';
import {
  addUtcMonths,
  isRunning,
  kindOfPeriod,
  mayReplace,
  PROTECTION_PERIODS,
  protectionEnd,
  realityCheckDueAt,
} from '../src/protection-rules.ts';

const start = Date.UTC(2025, 0, 15, 10, 30);
const DAY = 86_400_000;

describe('protection periods', () => {
  it('sorts each period into its kind', () => {
    expect(['24h', '7d', '6w'].map((p) => kindOfPeriod(p as never))).toEqual([
      'timeOut',
      'timeOut',
      'timeOut',
    ]);
    expect(['6m', '1y', '5y', 'permanent'].map((p) => kindOfPeriod(p as never))).toEqual([
      'selfExclusion',
      'selfExclusion',
      'selfExclusion',
      'selfExclusion',
    ]);
  });

  it('ends each period when it says', () => {
    expect(protectionEnd('24h', start)).toBe(start + DAY);
    expect(protectionEnd('7d', start)).toBe(start + 7 * DAY);
    expect(protectionEnd('6w', start)).toBe(start + 42 * DAY);
    expect(protectionEnd('6m', start)).toBe(Date.UTC(2025, 6, 15, 10, 30));
    expect(protectionEnd('1y', start)).toBe(Date.UTC(2026, 0, 15, 10, 30));
    expect(protectionEnd('5y', start)).toBe(Date.UTC(2030, 0, 15, 10, 30));
    expect(protectionEnd('permanent', start)).toBeNull();
  });

  it('ends each period later than the one before it', () => {
    const ends = PROTECTION_PERIODS.map((p) => protectionEnd(p, start) ?? Infinity);
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
  });

  it('keeps a month-end start in the target month', () => {
    expect(addUtcMonths(Date.UTC(2025, 7, 31), 6)).toBe(Date.UTC(2026, 1, 28));
    expect(addUtcMonths(Date.UTC(2023, 7, 31), 6)).toBe(Date.UTC(2024, 1, 29));
    expect(addUtcMonths(Date.UTC(2024, 1, 29), 12)).toBe(Date.UTC(2025, 1, 28));
  });
});

describe('lengthening only', () => {
  const timeOut = (days: number) => ({ kind: 'timeOut' as const, endsAt: start + days * DAY });
  const exclusion = (days: number | null) => ({
    kind: 'selfExclusion' as const,
    endsAt: days === null ? null : start + days * DAY,
  });

  it('takes any measure when none runs', () => {
    expect(mayReplace(null, timeOut(1))).toBe(true);
    expect(mayReplace(null, exclusion(null))).toBe(true);
  });

  it('lengthens a measure, never shortens it', () => {
    expect(mayReplace(timeOut(1), timeOut(7))).toBe(true);
    expect(mayReplace(timeOut(7), timeOut(1))).toBe(false);
    expect(mayReplace(timeOut(7), timeOut(7))).toBe(false);
    expect(mayReplace(timeOut(7), exclusion(180))).toBe(true);
    expect(mayReplace(exclusion(180), exclusion(365))).toBe(true);
    expect(mayReplace(exclusion(365), exclusion(180))).toBe(false);
    expect(mayReplace(exclusion(180), exclusion(null))).toBe(true);
  });

  it('never turns a self-exclusion into a time-out, nor replaces a permanent one', () => {
    expect(mayReplace(exclusion(1), timeOut(42))).toBe(false);
    expect(mayReplace(exclusion(null), exclusion(null))).toBe(false);
    expect(mayReplace(exclusion(null), timeOut(1))).toBe(false);
  });

  it('runs until its end; a permanent one always', () => {
    expect(isRunning(timeOut(1), start)).toBe(true);
    expect(isRunning(timeOut(1), start + DAY)).toBe(false);
    expect(isRunning(exclusion(null), start + 1e12)).toBe(true);
  });
});

describe('reality check due time', () => {
  const login = Date.UTC(2025, 0, 15, 10, 0);
  const MIN = 60_000;
  it('is none without an interval', () => {
    expect(realityCheckDueAt(null, login, null)).toBeNull();
    expect(realityCheckDueAt(null, login, login + 5 * MIN)).toBeNull();
  });
  it('runs from the login until the first answer, then from the last answer', () => {
    expect(realityCheckDueAt(30, login, null)).toBe(login + 30 * MIN);
    expect(realityCheckDueAt(30, login, login + 31 * MIN)).toBe(login + 61 * MIN);
  });
  it('never runs from before the login (an answer of an earlier session)', () => {
    expect(realityCheckDueAt(15, login, login - 5 * MIN)).toBe(login + 15 * MIN);
  });
});
