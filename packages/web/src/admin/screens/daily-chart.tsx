import type { DailyRow } from '@kalaro/contract/reports';
import { useId } from 'react';
import styles from '../admin.module.css';
import {
  CHART_BOX,
  CHART_SERIES,
  chartGeometry,
  ggrExtremes,
  type ChartSeries,
} from '../chart-model';
import type { AdminText } from '../model';
import { formatCell } from '../reports-model';
import { TableWrap } from '../table-wrap';
import { useText } from '../use-text';

const SERIES_TEXT: Record<ChartSeries, AdminText> = {
  deposits: 'reports_col_deposits',
  withdrawals: 'reports_col_withdrawals',
  ggr: 'reports_col_ggr',
};

/**
 * Deposits, withdrawals and GGR per day as grouped bars, drawn by hand in SVG.
 * Screen readers get the figure's name and a summary (the period, the best and
 * worst day by GGR); every value is in the table under "Show the figures".
 */
export function DailyChart({ days }: { days: readonly DailyRow[] }) {
  const text = useText();
  const id = useId();
  const chart = chartGeometry(days);
  const extremes = ggrExtremes(days);
  if (!extremes) return null;
  const from = days[0]!.day;
  const to = days.at(-1)!.day;
  const caption = text('dashboard_chart_caption', { from, to });
  const money = (value: number) => formatCell(value.toFixed(2), 'money');
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.chartCaption}>
        {caption}
      </figcaption>
      <ul className={styles.legend}>
        {CHART_SERIES.map((series) => (
          <li key={series}>
            <span className={`${styles.swatch} ${styles[series]}`} aria-hidden="true" />
            {text(SERIES_TEXT[series])}
          </li>
        ))}
      </ul>
      <TableWrap labelledBy={`${id}-caption`}>
        <svg
          className={styles.chartSvg}
          viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <title id={`${id}-title`}>{caption}</title>
          <desc id={`${id}-desc`}>
            {text('dashboard_chart_summary', {
              from,
              to,
              best: formatCell(extremes.best.ggr, 'money'),
              bestDay: extremes.best.day,
              worst: formatCell(extremes.worst.ggr, 'money'),
              worstDay: extremes.worst.day,
            })}
          </desc>
          <g className={styles.axis} aria-hidden="true">
            <text x={CHART_BOX.left - 6} y={CHART_BOX.top + 10} textAnchor="end">
              {money(chart.max)}
            </text>
            {chart.min < 0 ? (
              <text x={CHART_BOX.left - 6} y={CHART_BOX.height - CHART_BOX.bottom} textAnchor="end">
                {money(chart.min)}
              </text>
            ) : null}
            <text x={CHART_BOX.left - 6} y={chart.zeroY + 4} textAnchor="end">
              0
            </text>
            <line
              x1={CHART_BOX.left}
              x2={CHART_BOX.width - CHART_BOX.right}
              y1={chart.zeroY}
              y2={chart.zeroY}
              className={styles.zeroLine}
            />
            {chart.dayTicks.map((tick) => (
              <text key={tick.day} x={tick.x} y={CHART_BOX.height - 6} textAnchor="middle">
                {tick.day.slice(5)}
              </text>
            ))}
          </g>
          <g aria-hidden="true">
            {chart.bars.map((bar) => (
              <rect
                key={`${bar.day}-${bar.series}`}
                className={styles[bar.series]}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={Math.max(bar.height, 0.5)}
              >
                <title>{`${bar.day} · ${text(SERIES_TEXT[bar.series])}: ${money(bar.value)}`}</title>
              </rect>
            ))}
          </g>
        </svg>
      </TableWrap>
      <details className={styles.chartTable}>
        <summary>{text('dashboard_chart_table')}</summary>
        <TableWrap labelledBy={`${id}-table`}>
          <table className={styles.table}>
            <caption id={`${id}-table`} className={styles.srOnly}>
              {caption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{text('reports_col_day')}</th>
                {CHART_SERIES.map((series) => (
                  <th key={series} scope="col" className={styles.num}>
                    {text(SERIES_TEXT[series])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className={styles.nowrap}>
                    {day.day}
                  </th>
                  {CHART_SERIES.map((series) => (
                    <td key={series} className={styles.num}>
                      {formatCell(day[series], 'money')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </details>
    </figure>
  );
}
