import type { DailyRow } from '@kalaro/contract/reports';
import { describe, expect, it } from 'vitest';
import { chartGeometry, ggrExtremes, lastChartDays, type ChartBox } from './chart-model';

const day = (d: string, deposits: string, withdrawals: string, ggr: string): DailyRow => ({
  day: d,
  deposits,
  withdrawals,
  stakes: '0.00',
  wins: '0.00',
  ggr,
  newMembers: 0,
  firstDeposits: 0,
  activeMembers: 0,
});

const box: ChartBox = { width: 140, height: 110, left: 10, right: 10, bottom: 10, top: 0 };

describe('the dashboard chart', () => {
  it('scales grouped bars from the lowest to the highest value, over a zero line', () => {
    const days = [
      day('2026-11-01', '100.00', '50.00', '-25.00'),
      day('2026-11-02', '0.00', '0.00', '75.00'),
    ];
    const chart = chartGeometry(days, box);
    expect(chart.max).toBe(100);
    expect(chart.min).toBe(-25);
    // 100 units of plot height for 125 of value: zero at 80.
    expect(chart.zeroY).toBe(80);
    expect(chart.bars).toHaveLength(6);
    const [deposits, withdrawals, ggr] = chart.bars;
    expect(deposits).toMatchObject({ series: 'deposits', y: 0, height: 80, x: 16 });
    expect(withdrawals).toMatchObject({ series: 'withdrawals', y: 40, height: 40 });
    expect(withdrawals!.x).toBeCloseTo(16 + 16);
    // A loss hangs below the zero line.
    expect(ggr).toMatchObject({ series: 'ggr', y: 80, height: 20 });
    // 60 units per day: the second day starts 60 to the right.
    expect(chart.bars[3]!.x).toBe(76);
    expect(chart.bars[3]!.height).toBe(0);
    expect(chart.dayTicks).toEqual([
      { day: '2026-11-01', x: 40 },
      { day: '2026-11-02', x: 100 },
    ]);
  });

  it('draws nothing for no days and a flat line for an idle period', () => {
    expect(chartGeometry([], box)).toMatchObject({ bars: [], dayTicks: [], max: 0, min: 0 });
    const idle = chartGeometry([day('2026-11-01', '0.00', '0.00', '0.00')], box);
    expect(idle.zeroY).toBe(100);
    expect(idle.bars.every((b) => b.height === 0)).toBe(true);
  });

  it('names the best and worst day by GGR, and takes the last days of a period', () => {
    const days = [
      day('2026-11-01', '0.00', '0.00', '5.00'),
      day('2026-11-02', '0.00', '0.00', '-7.50'),
      day('2026-11-03', '0.00', '0.00', '12.00'),
    ];
    expect(ggrExtremes(days)).toEqual({ best: days[2], worst: days[1] });
    expect(ggrExtremes([])).toBeUndefined();
    expect(lastChartDays(days, 7)).toEqual(days);
    const month = Array.from({ length: 30 }, (_, i) => day(`d${i}`, '0.00', '0.00', '0.00'));
    expect(lastChartDays(month, 7).map((d) => d.day)).toEqual([
      'd23',
      'd24',
      'd25',
      'd26',
      'd27',
      'd28',
      'd29',
    ]);
  });
});
