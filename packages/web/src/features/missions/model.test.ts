import { describe, expect, it } from 'vitest';
import { clockSkew, countdown, rankRange } from '@/features/missions/model';

describe('leaderboard rules', () => {
  const ends = '2026-11-29T16:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts down days, hours, minutes and seconds to the period end', () => {
    expect(countdown(ends, at('2026-11-27T13:58:30.000Z'))).toEqual({
      days: 2,
      hours: 2,
      minutes: 1,
      seconds: 30,
      ended: false,
    });
    expect(countdown(ends, at('2026-11-29T15:59:59.400Z'))).toMatchObject({
      seconds: 0,
      ended: true,
    });
  });

  it('never goes below zero and survives a bad date', () => {
    expect(countdown(ends, at('2026-12-01T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: true,
    });
    expect(countdown('nope', 0).ended).toBe(true);
  });

  it("corrects the device clock by the server's", () => {
    const skew = clockSkew('2026-11-29T15:00:00.000Z', at('2026-11-29T14:00:00.000Z'));
    expect(skew).toBe(3_600_000);
    // The device says 14:30, the server 15:30: 30 minutes left, not 90.
    expect(countdown(ends, at('2026-11-29T14:30:00Z'), skew)).toMatchObject({
      hours: 0,
      minutes: 30,
    });
    expect(clockSkew('bad', 5)).toBe(0);
  });

  it('names the ranks of a prize', () => {
    expect(rankRange({ fromRank: 1, toRank: 1 })).toBe('1');
    expect(rankRange({ fromRank: 4, toRank: 10 })).toBe('4–10');
  });
});
