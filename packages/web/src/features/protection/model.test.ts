import { describe, expect, it } from 'vitest';
import type { ProtectionMeasure } from '@kalaro/contract/protection';
import { CHOICES, endIfTakenNow, mayChoose } from '@/features/protection/model';

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
