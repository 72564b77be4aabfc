import type { DailyRow } from '@kalaro/contract/reports';

/**
 * The dashboard's daily chart, as plain geometry: grouped bars (deposits,
 * withdrawals, GGR) per day over a zero line, in an SVG box of `width` ×
 * `height` units. GGR may be negative: its bar then hangs below the line.
 */
export const CHART_SERIES = ['deposits', 'withdrawals', 'ggr'] as const;
export type ChartSeries = (typeof CHART_SERIES)[number];

export interface ChartBox {
  width: number;
  height: number;
  /** Room left of the plot for the value labels, right of it for the last day's, and below it for the days. */
  left: number;
  right: number;
  bottom: number;
  top: number;
}

export const CHART_BOX: ChartBox = {
  width: 720,
  height: 240,
  left: 64,
  right: 20,
  bottom: 24,
  top: 8,
};

export interface ChartBar {
  day: string;
  series: ChartSeries;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  bars: ChartBar[];
  /** The y of the zero line. */
  zeroY: number;
  /** The highest and lowest values the scale shows (0 included). */
  max: number;
  min: number;
  /** The days labelled under the plot (first, middle, last) and their x. */
  dayTicks: { day: string; x: number }[];
}

const amount = (value: string): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** Each day's bars, scaled to the box. No days: no bars. */
export function chartGeometry(days: readonly DailyRow[], box: ChartBox = CHART_BOX): ChartGeometry {
  const values = days.flatMap((day) => CHART_SERIES.map((s) => amount(day[s])));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const plotHeight = box.height - box.top - box.bottom;
  const plotWidth = box.width - box.left - box.right;
  // An idle period (every value 0): the zero line at the bottom.
  const scaleMax = max === min ? min + 1 : max;
  const yOf = (value: number) => box.top + ((scaleMax - value) / (scaleMax - min)) * plotHeight;
  const zeroY = yOf(0);
  const group = days.length ? plotWidth / days.length : plotWidth;
  const barWidth = (group * 0.8) / CHART_SERIES.length;
  const bars = days.flatMap((day, i) =>
    CHART_SERIES.map((series, j) => {
      const value = amount(day[series]);
      const y = yOf(value);
      return {
        day: day.day,
        series,
        value,
        x: box.left + i * group + group * 0.1 + j * barWidth,
        y: Math.min(y, zeroY),
        width: barWidth,
        height: Math.abs(zeroY - y),
      };
    }),
  );
  const tickIndexes = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])].filter(
    (i) => i >= 0 && i < days.length,
  );
  return {
    bars,
    zeroY,
    max,
    min,
    dayTicks: tickIndexes.map((i) => ({ day: days[i]!.day, x: box.left + (i + 0.5) * group })),
  };
}

/** The best and worst day by GGR (the chart's summary for screen readers); undefined when no days. */
export function ggrExtremes(
  days: readonly DailyRow[],
): { best: DailyRow; worst: DailyRow } | undefined {
  if (days.length === 0) return undefined;
  let best = days[0]!;
  let worst = days[0]!;
  for (const day of days) {
    if (amount(day.ggr) > amount(best.ggr)) best = day;
    if (amount(day.ggr) < amount(worst.ggr)) worst = day;
  }
  return { best, worst };
}

/** The dashboard's chart periods, in days ending today. */
export const CHART_PERIODS = [7, 30] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** The last `period` days of the dashboard's days (oldest first). */
export const lastChartDays = (days: readonly DailyRow[], period: ChartPeriod): DailyRow[] =>
  days.slice(-period);
