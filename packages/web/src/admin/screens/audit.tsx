import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAudit } from '../api';
import styles from '../admin.module.css';
import { auditCsvHref, auditFilters, changeSummary, utcTime, type AdminText } from '../model';
import { Pager } from '../pager';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

const PAGE_SIZE = 50;
const FILTERS: readonly { name: string; label: AdminText; type: 'text' | 'date' }[] = [
  { name: 'operator', label: 'audit_filter_operator', type: 'text' },
  { name: 'action', label: 'audit_filter_action', type: 'text' },
  { name: 'target', label: 'audit_filter_target', type: 'text' },
  { name: 'from', label: 'audit_filter_from', type: 'date' },
  { name: 'to', label: 'audit_filter_to', type: 'date' },
];

/** The audit log, newest first, filtered and paged on the server. */
export default function AuditScreen() {
  const text = useText();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const audit = useAudit({ ...filters, page, pageSize: PAGE_SIZE });
  const formId = useId();

  useEffect(() => {
    document.title = `${text('audit_title')} · ${text('brand')}`;
  }, [text]);

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters(
      auditFilters(
        Object.fromEntries(FILTERS.map((f) => [f.name, String(form.get(f.name) ?? '')])),
      ),
    );
    setPage(1);
  };

  return (
    <>
      <h1>{text('audit_title')}</h1>
      <form
        className={`${styles.card} ${styles.row}`}
        onSubmit={onFilter}
        onReset={() => {
          setFilters({});
          setPage(1);
        }}
      >
        {FILTERS.map((filter) => (
          <div className={styles.field} key={filter.name}>
            <label htmlFor={`${formId}-${filter.name}`}>{text(filter.label)}</label>
            <input
              id={`${formId}-${filter.name}`}
              className={styles.input}
              name={filter.name}
              type={filter.type}
              maxLength={120}
            />
          </div>
        ))}
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {text('audit_apply')}
          </button>
        </div>
        <div className={styles.field}>
          <button className={`${styles.button} ${styles.secondary}`} type="reset">
            {text('audit_clear')}
          </button>
        </div>
        <div className={styles.field}>
          <a className={styles.link} href={auditCsvHref(filters)} download>
            {text('audit_export')}
          </a>
        </div>
      </form>
      <QueryBlock query={audit} isEmpty={(data) => data.entries.length === 0} empty="audit_empty">
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{text('audit_time')}</th>
                    <th scope="col">{text('audit_actor')}</th>
                    <th scope="col">{text('audit_address')}</th>
                    <th scope="col">{text('audit_action')}</th>
                    <th scope="col">{text('audit_target')}</th>
                    <th scope="col">{text('audit_change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className={`${styles.mono} ${styles.nowrap}`}>{utcTime(entry.at)}</td>
                      <td>{entry.actorKind === 'token' ? text('audit_token') : entry.actorName}</td>
                      <td className={`${styles.mono} ${styles.nowrap}`}>{entry.ip}</td>
                      <td className={`${styles.mono} ${styles.nowrap}`}>{entry.action}</td>
                      <td className={styles.mono}>{entry.target ?? '–'}</td>
                      <td className={styles.mono}>{changeSummary(entry.before, entry.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={data.page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryBlock>
    </>
  );
}
