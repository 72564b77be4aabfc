import { useState } from 'react';
import { Link } from 'react-router';
import { useReport } from '../api';
import styles from '../admin.module.css';
import type { AdminText } from '../model';
import { QueryBlock } from '../query-block';
import { formatCell, lastDays, type ColumnKind } from '../reports-model';
import { useText } from '../use-text';

const FIGURES: readonly { key: string; label: AdminText; kind: ColumnKind }[] = [
  { key: 'deposits', label: 'reports_col_deposits', kind: 'money' },
  { key: 'withdrawals', label: 'reports_col_withdrawals', kind: 'money' },
  { key: 'stakes', label: 'reports_col_stakes', kind: 'money' },
  { key: 'ggr', label: 'reports_col_ggr', kind: 'money' },
  { key: 'newMembers', label: 'reports_col_new_members', kind: 'count' },
];

/** Today's and the last 7 days' key figures, and the review queues waiting (reports.read). */
export function Dashboard({ canReview }: { canReview: boolean }) {
  const text = useText();
  const [range] = useState(() => lastDays(1));
  const dashboard = useReport('dashboard', range);
  return (
    <QueryBlock query={dashboard}>
      {(data) => {
        const periods = [data.today, data.week] as Record<string, unknown>[];
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
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{text('dashboard_title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text('dashboard_figure')}</th>
                    <th scope="col" className={styles.num}>
                      {text('dashboard_today')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {text('dashboard_week')}
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
            </div>
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
