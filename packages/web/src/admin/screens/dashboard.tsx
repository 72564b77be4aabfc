import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useReport } from '../api';
import styles from '../admin.module.css';
import type { AdminText } from '../model';
import { CHART_PERIODS, lastChartDays, type ChartPeriod } from '../chart-model';
import { QueryBlock } from '../query-block';
import { TableWrap } from '../table-wrap';
import { formatCell, lastDays, type ColumnKind } from '../reports-model';
import { useText } from '../use-text';
import { DailyChart } from './daily-chart';

const FIGURES: readonly { key: string; label: AdminText; kind: ColumnKind }[] = [
  { key: 'deposits', label: 'reports_col_deposits', kind: 'money' },
  { key: 'withdrawals', label: 'reports_col_withdrawals', kind: 'money' },
  { key: 'stakes', label: 'reports_col_stakes', kind: 'money' },
  { key: 'wins', label: 'reports_col_wins', kind: 'money' },
  { key: 'ggr', label: 'reports_col_ggr', kind: 'money' },
  { key: 'newMembers', label: 'reports_col_new_members', kind: 'count' },
  { key: 'firstDeposits', label: 'reports_col_first_deposits', kind: 'count' },
  { key: 'activeMembers', label: 'reports_col_active_members', kind: 'count' },
];

const PERIOD_TEXT: Record<ChartPeriod, AdminText> = {
  7: 'dashboard_chart_7',
  30: 'dashboard_chart_30',
};

/**
 * Today's, the last 7 and 30 days' key figures, a chart of the last 7 or 30
 * days, and the review queues waiting (reports.read).
 */
export function Dashboard({ canReview }: { canReview: boolean }) {
  const text = useText();
  const id = useId();
  const [range] = useState(() => lastDays(1));
  const [period, setPeriod] = useState<ChartPeriod>(7);
  const dashboard = useReport('dashboard', range);
  return (
    <QueryBlock query={dashboard}>
      {(data) => {
        const periods = [data.today, data.week, data.month] as Record<string, unknown>[];
        const pending = [
          {
            text: 'dashboard_pending_deposits',
            count: data.pendingDeposits,
            to: '/admin/deposits',
          },
          {
            text: 'dashboard_pending_withdrawals',
            count: data.pendingWithdrawals,
            to: '/admin/withdrawals',
          },
        ] as const;
        return (
          <>
            <TableWrap labelledBy={`${id}-figures`}>
              <table className={styles.table}>
                <caption id={`${id}-figures`}>{text('dashboard_title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text('dashboard_figure')}</th>
                    <th scope="col" className={styles.num}>
                      {text('dashboard_today')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {text('dashboard_week')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {text('dashboard_month')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {FIGURES.map((figure) => (
                    <tr key={figure.key}>
                      <th scope="row">{text(figure.label)}</th>
                      {periods.map((period, i) => (
                        <td key={i} className={styles.num}>
                          {formatCell(period[figure.key], figure.kind)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <div className={styles.chartHead}>
              <h2 id={`${id}-chart`}>{text('dashboard_chart_title')}</h2>
              <fieldset className={styles.periods}>
                <legend>{text('dashboard_chart_period')}</legend>
                {CHART_PERIODS.map((days) => (
                  <label key={days}>
                    <input
                      type="radio"
                      name={`${id}-period`}
                      value={days}
                      checked={period === days}
                      onChange={() => setPeriod(days)}
                    />
                    {text(PERIOD_TEXT[days])}
                  </label>
                ))}
              </fieldset>
            </div>
            <DailyChart days={lastChartDays(data.days, period)} />
            <ul>
              {pending.map((item) => (
                <li key={item.to}>
                  {canReview ? (
                    <Link to={item.to}>{text(item.text, { count: item.count })}</Link>
                  ) : (
                    text(item.text, { count: item.count })
                  )}
                </li>
              ))}
              <li>
                <Link to="/admin/reports">{text('dashboard_more')}</Link>
              </li>
            </ul>
          </>
        );
      }}
    </QueryBlock>
  );
}
