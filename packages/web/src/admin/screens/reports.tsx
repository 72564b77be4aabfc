import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useReport } from '../api';
import styles from '../admin.module.css';
import type { AdminText } from '../model';
import { QueryBlock } from '../query-block';
import { TableWrap } from '../table-wrap';
import {
  formatCell,
  lastDays,
  rangeError,
  REPORT_COLUMNS,
  REPORT_HINT,
  REPORT_MAX_RANGE_DAYS,
  reportHref,
  SCREEN_BETS_LIMIT,
  SCREEN_REPORTS,
  screenReportOf,
  STATUS_TEXT,
  type ReportColumn,
  type ScreenReport,
} from '../reports-model';
import { useText } from '../use-text';

const KIND_TEXT: Record<ScreenReport, AdminText> = {
  daily: 'reports_kind_daily',
  games: 'reports_kind_games',
  members: 'reports_kind_members',
  payments: 'reports_kind_payments',
  agents: 'reports_kind_agents',
  bets: 'reports_kind_bets',
};

const isText = (column: ReportColumn) => column.kind === 'text' || column.kind === 'status';

/**
 * The reports: one report of a range of days (the address holds the choice, so
 * a view can be shared), its table with the totals, and the same as a CSV file.
 */
export default function ReportsScreen() {
  const text = useText();
  const formId = useId();
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(() => lastDays(7));
  const { utcOffset } = fallback;
  const report = screenReportOf(params.get('report'));
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  const invalid = rangeError(from, to);
  const range = invalid ? null : { from, to, utcOffset };
  const query = useReport(
    report,
    range && report === 'bets' ? { ...range, limit: SCREEN_BETS_LIMIT } : range,
  );
  const [formError, setFormError] = useState<AdminText | null>(null);

  useEffect(() => {
    document.title = `${text('reports_title')} · ${text('brand')}`;
  }, [text]);

  const onShow = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = {
      report: String(form.get('report') ?? 'daily'),
      from: String(form.get('from') ?? ''),
      to: String(form.get('to') ?? ''),
    };
    const problem = rangeError(next.from, next.to);
    setFormError(problem);
    if (!problem) setParams(next);
  };

  const columns = REPORT_COLUMNS[report];
  const errorId = `${formId}-error`;
  const hint = REPORT_HINT[report];
  const cellText = (column: ReportColumn, value: unknown) =>
    column.kind === 'status' && typeof value === 'string' && STATUS_TEXT[value]
      ? text(STATUS_TEXT[value])
      : formatCell(value, column.kind);
  return (
    <>
      <h1>{text('reports_title')}</h1>
      <form
        key={params.toString()}
        className={`${styles.card} ${styles.row}`}
        onSubmit={onShow}
        noValidate
      >
        <div className={styles.field}>
          <label htmlFor={`${formId}-report`}>{text('reports_kind')}</label>
          <select
            id={`${formId}-report`}
            className={styles.select}
            name="report"
            defaultValue={report}
          >
            {SCREEN_REPORTS.map((kind) => (
              <option key={kind} value={kind}>
                {text(KIND_TEXT[kind])}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-from`}>{text('reports_from')}</label>
          <input
            id={`${formId}-from`}
            className={styles.input}
            name="from"
            type="date"
            defaultValue={from}
            aria-describedby={formError ? errorId : undefined}
            aria-invalid={formError ? true : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-to`}>{text('reports_to')}</label>
          <input
            id={`${formId}-to`}
            className={styles.input}
            name="to"
            type="date"
            defaultValue={to}
            aria-describedby={formError ? errorId : undefined}
            aria-invalid={formError ? true : undefined}
          />
        </div>
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {text('reports_show')}
          </button>
        </div>
        {range ? (
          <div className={styles.field}>
            <a className={styles.link} href={reportHref(report, range, 'csv')} download>
              {text('reports_download')}
            </a>
          </div>
        ) : null}
      </form>
      <p className={styles.hint}>{text('reports_range_hint', { days: REPORT_MAX_RANGE_DAYS })}</p>
      {hint ? <p className={styles.hint}>{text(hint)}</p> : null}
      {formError || invalid ? (
        <p className={styles.error} id={errorId} role="alert">
          {text(formError ?? invalid!)}
        </p>
      ) : null}
      {range ? (
        <QueryBlock query={query} isEmpty={(data) => data.rows.length === 0} empty="reports_empty">
          {(data) => (
            <>
              {data.report === 'bets' && data.more ? (
                <p className={styles.hint}>
                  {text('reports_bets_more', { count: SCREEN_BETS_LIMIT })}
                </p>
              ) : null}
              <TableWrap labelledBy={`${formId}-caption`}>
                <table className={styles.table}>
                  <caption id={`${formId}-caption`}>
                    {text('reports_caption', {
                      report: text(KIND_TEXT[report]),
                      from: data.from,
                      to: data.to,
                    })}
                  </caption>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th
                          key={column.key}
                          scope="col"
                          className={isText(column) ? undefined : styles.num}
                        >
                          {text(column.label)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((row, index) => (
                      <tr key={index}>
                        {columns.map((column, i) => {
                          const cell = cellText(
                            column,
                            (row as Record<string, unknown>)[column.key],
                          );
                          return i === 0 ? (
                            <th key={column.key} scope="row" className={styles.nowrap}>
                              {cell}
                            </th>
                          ) : (
                            <td
                              key={column.key}
                              className={isText(column) ? undefined : styles.num}
                            >
                              {cell}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      {columns.map((column, i) =>
                        i === 0 ? (
                          <th key={column.key} scope="row">
                            {text('reports_total')}
                          </th>
                        ) : (
                          <td key={column.key} className={isText(column) ? undefined : styles.num}>
                            {column.kind === 'text' || column.kind === 'status'
                              ? ''
                              : formatCell(
                                  (data.totals as Record<string, unknown>)[
                                    column.totalKey ?? column.key
                                  ],
                                  column.kind,
                                )}
                          </td>
                        ),
                      )}
                    </tr>
                  </tfoot>
                </table>
              </TableWrap>
            </>
          )}
        </QueryBlock>
      ) : null}
    </>
  );
}
