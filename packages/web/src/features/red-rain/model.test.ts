import { describe, expect, it } from 'vitest';
import { clockSkew, envelopesLeft, formatCountdown, rainPhase } from '@/features/red-rain/model';

const rain = {
  id: 1,
  startsAt: '2026-11-25T10:00:00.000Z',
  endsAt: '2026-11-25T10:05:00.000Z',
  live: false,
  exhausted: false,
  claimsPerMember: 3,
  myClaims: 1,
  myTotal: '1.50',
};

describe('red-envelope rain rules', () => {
  it('places the rain: none, upcoming until it starts, live until it ends, then ended', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(rainPhase(null, at('2026-11-25T10:00:00Z'))).toBe('none');
    expect(rainPhase(rain, at('2026-11-25T09:59:59.999Z'))).toBe('upcoming');
    expect(rainPhase(rain, at('2026-11-25T10:00:00Z'))).toBe('live');
    expect(rainPhase(rain, at('2026-11-25T10:04:59.999Z'))).toBe('live');
    expect(rainPhase(rain, at('2026-11-25T10:05:00Z'))).toBe('ended');
  });

  it('counts down in hours, minutes and seconds, never below zero', () => {
    expect(formatCountdown(7_000)).toBe('0:07');
    expect(formatCountdown(299_001)).toBe('5:00');
    expect(formatCountdown(3_909_000)).toBe('1:05:09');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });

  it('corrects the phone’s clock by the server’s', () => {
    expect(clockSkew('2026-11-25T10:00:05.000Z', Date.parse('2026-11-25T10:00:00Z'))).toBe(5_000);
  });

  it('leaves the member its share of envelopes, none once the budget is spent', () => {
    expect(envelopesLeft(rain)).toBe(2);
    expect(envelopesLeft({ ...rain, myClaims: 3 })).toBe(0);
    expect(envelopesLeft({ ...rain, exhausted: true })).toBe(0);
  });
});
