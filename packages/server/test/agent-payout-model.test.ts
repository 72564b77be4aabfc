import { describe, expect, it } from 'vitest';
import {
  agentPayoutKey,
  contractEarning,
  endedPeriods,
  needsReview,
  PAYOUT_GRACE_MS,
  periodAt,
  periodLabel,
  rebateIncome,
} from '../src/modules/agent/model.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('agent payout periods', () => {
  it('cuts hours, days and months at the operator’s offset', () => {
    const now = at('2026-01-31T20:15:00Z'); // 1 Feb 04:15 at UTC+8
    expect(periodAt('hour', now, 0)).toEqual({
      start: at('2026-01-31T20:00:00Z'),
      end: at('2026-01-31T21:00:00Z'),
      label: '2026-01-31 20:00',
    });
    expect(periodAt('hour', now, 330).label).toBe('2026-02-01 01:00'); // UTC+5:30
    expect(iso(periodAt('hour', now, 330).start)).toBe('2026-01-31T19:30:00.000Z');
    expect(periodAt('day', now, 480)).toEqual({
      start: at('2026-01-31T16:00:00Z'),
      end: at('2026-02-01T16:00:00Z'),
      label: '2026-02-01',
    });
    expect(periodAt('day', now, 0).label).toBe('2026-01-31');
    expect(periodAt('month', now, 480)).toEqual({
      start: at('2026-01-31T16:00:00Z'),
      end: at('2026-02-28T16:00:00Z'),
      label: '2026-02',
    });
    expect(periodAt('month', now, -300).label).toBe('2026-01');
    expect(periodAt('month', at('2024-02-10T00:00:00Z'), 0).end).toBe(at('2024-03-01T00:00:00Z'));
  });

  it('lists the ended periods newest first, each paid only after the grace', () => {
    const now = at('2026-11-25T10:00:30Z');
    // 10:00 ended 30 s ago: within the grace, so the last hour paid is 08:00–09:00.
    const hours = endedPeriods('hourlySalary', now, 0, 3);
    expect(hours.map((p) => p.label)).toEqual([
      '2026-11-25 08:00',
      '2026-11-25 07:00',
      '2026-11-25 06:00',
    ]);
    expect(endedPeriods('hourlySalary', now + PAYOUT_GRACE_MS, 0, 1)[0]!.label).toBe(
      '2026-11-25 09:00',
    );
    const days = endedPeriods('dailySalary', now, 480);
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({ label: '2026-11-24', end: at('2026-11-24T16:00:00Z') });
    expect(days.every((p, i) => i === 0 || p.end === days[i - 1]!.start)).toBe(true);
    expect(endedPeriods('teamRebate', now, 0, 1)[0]!.label).toBe('2026-11-24');
    expect(endedPeriods('dividend', now, 0).map((p) => p.label)).toEqual(['2026-10', '2026-09']);
    // Just after midnight, within the grace, yesterday is not paid yet.
    expect(endedPeriods('dailySalary', at('2026-11-25T00:00:30Z'), 0, 1)[0]!.label).toBe(
      '2026-11-23',
    );
    expect(periodLabel('dividend', at('2026-09-30T16:00:00Z'), 480)).toBe('2026-10');
  });
});

describe('agent payout amounts', () => {
  it('salaries and the dividend: floor(base × rate), nothing on a team that won', () => {
    expect(contractEarning(100_000, 100)).toBe(1_000);
    expect(contractEarning(12_345, 80)).toBe(98); // 98.76 rounded down
    expect(contractEarning(-50_000, 2_500)).toBe(0);
    expect(contractEarning(50_000, 0)).toBe(0);
    expect(contractEarning(0, 2_500)).toBe(0);
  });

  it('team rebate: the margin over each downline’s rate, never below 0, each rounded down', () => {
    expect(
      rebateIncome(200, [
        { bp: 150, turnoverMinor: 10_001 }, // 0.5 % → 50
        { bp: 250, turnoverMinor: 99_999 }, // above the agent: 0
        { bp: 0, turnoverMinor: 149 }, // 2 % → 2
      ]),
    ).toEqual({ baseMinor: 110_149, amountMinor: 52 });
    expect(rebateIncome(0, [{ bp: 0, turnoverMinor: 1_000 }]).amountMinor).toBe(0);
    expect(rebateIncome(100, [])).toEqual({ baseMinor: 0, amountMinor: 0 });
  });

  it('holds for review only above the threshold; null holds nothing', () => {
    expect(needsReview(5_000, 5_000)).toBe(false);
    expect(needsReview(5_001, 5_000)).toBe(true);
    expect(needsReview(10 ** 12, null)).toBe(false);
  });

  it('keys one ledger credit per agent, kind and period', () => {
    const id = '0a4c1d2e-0000-4000-8000-000000000001';
    const start = at('2026-11-24T00:00:00Z');
    expect(agentPayoutKey(id, 'dailySalary', start)).toBe(
      `agent-payout:dailySalary:${id}:2026-11-24T00:00:00.000Z`,
    );
    expect(agentPayoutKey(id, 'teamRebate', start)).not.toBe(
      agentPayoutKey(id, 'dailySalary', start),
    );
  });
});
