import { describe, expect, it } from 'vitest';
import {
  endIfAppliedNow,
  isInForce,
  limitRows,
  measureSpan,
  periodOptions,
  periodText,
} from './protection-model';

const NOW = Date.UTC(2026, 10, 28, 13, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

const allowed = (groups: ReturnType<typeof periodOptions>) =>
  groups.flatMap((g) => g.options.filter((o) => o.allowed).map((o) => o.period));

describe('back office: player protection rules', () => {
  it('offers three time-outs and four self-exclusions, all allowed when none runs', () => {
    const groups = periodOptions(null, NOW);
    expect(groups.map((g) => [g.kind, g.options.map((o) => o.period)])).toEqual([
      ['timeOut', ['24h', '7d', '6w']],
      ['selfExclusion', ['6m', '1y', '5y', 'permanent']],
    ]);
    expect(allowed(groups)).toEqual(['24h', '7d', '6w', '6m', '1y', '5y', 'permanent']);
  });

  it('only lengthens the measure in force: never shorter, never a time-out over a self-exclusion', () => {
    const week = { kind: 'timeOut' as const, endsAt: iso(NOW + 7 * 24 * HOUR) };
    expect(allowed(periodOptions(week, NOW))).toEqual(['6w', '6m', '1y', '5y', 'permanent']);
    const sixMonths = { kind: 'selfExclusion' as const, endsAt: iso(Date.UTC(2027, 4, 28, 13)) };
    expect(allowed(periodOptions(sixMonths, NOW))).toEqual(['1y', '5y', 'permanent']);
    // Nothing at all over a permanent self-exclusion: no lift, no change.
    expect(allowed(periodOptions({ kind: 'selfExclusion', endsAt: null }, NOW))).toEqual([]);
  });

  it('shows a period from start to end, or permanent', () => {
    expect(measureSpan({ startsAt: iso(NOW), endsAt: iso(NOW + 24 * HOUR) })).toEqual({
      from: '2026-11-28 13:00:00',
      until: '2026-11-29 13:00:00',
    });
    expect(measureSpan({ startsAt: iso(NOW), endsAt: null })).toEqual({
      from: '2026-11-28 13:00:00',
      until: null,
    });
    expect(endIfAppliedNow('24h', NOW)).toBe('2026-11-29 13:00:00');
    expect(endIfAppliedNow('6w', NOW)).toBe('2027-01-09 13:00:00');
    expect(endIfAppliedNow('6m', NOW)).toBe('2027-05-28 13:00:00');
    expect(endIfAppliedNow('permanent', NOW)).toBeNull();
    expect(periodText('7d')).toBe('protection_period_7d');
  });

  it('tells a measure in force from one that ended', () => {
    expect(isInForce({ endsAt: null }, NOW)).toBe(true);
    expect(isInForce({ endsAt: iso(NOW + 1) }, NOW)).toBe(true);
    expect(isInForce({ endsAt: iso(NOW) }, NOW)).toBe(false);
  });

  it('lists loss, wager and deposit limits with their pending changes', () => {
    const none = { limit: null, pending: null, used: '0.00', remaining: null };
    const set = { day: none, week: none, month: none };
    const rows = limitRows({
      limits: {
        loss: {
          ...set,
          day: {
            limit: '50.00',
            pending: { limit: '80.00', effectiveAt: iso(NOW + 24 * HOUR) },
            used: '10.00',
            remaining: '40.00',
          },
        },
        wager: set,
        session: { limitMinutes: null, pending: null, usedMinutes: 0 },
      },
      depositLimits: {
        ...set,
        month: { ...none, pending: { limit: null, effectiveAt: iso(NOW) } },
      },
    });
    expect(rows.map((r) => r.label)).toEqual([
      'protection_limit_loss',
      'protection_limit_wager',
      'protection_limit_deposit',
    ]);
    expect(rows[0]!.cells.day).toEqual({
      limit: '50.00',
      pending: { limit: '80.00', effectiveAt: '2026-11-29 13:00:00' },
      used: '10.00',
    });
    expect(rows[2]!.cells.month.pending).toEqual({
      limit: null,
      effectiveAt: '2026-11-28 13:00:00',
    });
  });
});
