import { describe, expect, it } from 'vitest';
import type { ProtectionMeasure } from '@kalaro/contract/protection';
import {
  CHOICES,
  endIfTakenNow,
  mayChoose,
  playLimitProblem,
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
