import { formatMoney } from '@kalaro/contract/money-format';
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMemberSearch, type MemberSearch } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import type { AdminText } from '../model';
import { useText } from '../use-text';

const BY: readonly { value: MemberSearch['by']; label: AdminText }[] = [
  { value: 'username', label: 'members_by_username' },
  { value: 'mobile', label: 'members_by_mobile' },
  { value: 'email', label: 'members_by_email' },
  { value: 'id', label: 'members_by_id' },
  { value: 'agent', label: 'members_by_agent' },
];

/** The search: its state lives in the address, so a result page can be shared and reloaded. */
function searchOf(params: URLSearchParams): MemberSearch | null {
  const q = params.get('q')?.trim();
  if (!q) return null;
  const by = BY.find((b) => b.value === params.get('by'))?.value ?? 'username';
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { q, by, page };
}

export default function MembersScreen() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const result = useMemberSearch(search);
  const ids = { q: useId(), by: useId() };

  useEffect(() => {
    document.title = `${text('members_title')} · ${text('brand')}`;
  }, [text]);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams({ q: String(form.get('q')).trim(), by: String(form.get('by')), page: '1' });
  };
  const toPage = (page: number) => setParams({ ...Object.fromEntries(params), page: String(page) });

  return (
    <>
      <h1>{text('members_title')}</h1>
      <form className={`${styles.card} ${styles.row}`} onSubmit={onSearch} role="search">
        <div className={styles.field}>
          <label htmlFor={ids.by}>{text('members_search_by')}</label>
          <select
            id={ids.by}
            name="by"
            className={styles.select}
            defaultValue={search?.by ?? 'username'}
          >
            {BY.map((b) => (
              <option key={b.value} value={b.value}>
                {text(b.label)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.q}>{text('members_query')}</label>
          <input
            id={ids.q}
            name="q"
            className={styles.input}
            required
            maxLength={64}
            defaultValue={search?.q ?? ''}
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {text('members_search')}
          </button>
        </div>
      </form>
      <section className={styles.card} aria-busy={result.isFetching}>
        {!search ? (
          <p>{text('members_prompt')}</p>
        ) : result.isPending ? (
          <p>{text('loading')}</p>
        ) : result.isError ? (
          <>
            <ErrorLine error={result.error} />
            <button className={styles.button} type="button" onClick={() => void result.refetch()}>
              {text('retry')}
            </button>
          </>
        ) : result.data.members.length === 0 ? (
          <p>{text('members_empty')}</p>
        ) : (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{text('username')}</th>
                    <th scope="col">{text('status')}</th>
                    <th scope="col">{text('member_mobile')}</th>
                    <th scope="col">{text('member_upline')}</th>
                    <th scope="col">{text('member_vip')}</th>
                    <th scope="col">{text('member_registered')}</th>
                    <th scope="col" className={styles.num}>
                      {text('member_balance')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.members.map((m) => (
                    <tr key={m.id}>
                      <th scope="row">
                        <Link to={`/admin/members/${m.id}`}>{m.username}</Link>
                      </th>
                      <td>
                        {text(
                          m.status === 'active'
                            ? 'status_active'
                            : m.closedAt
                              ? 'status_closed'
                              : 'status_disabled',
                        )}
                      </td>
                      <td>{m.mobile ?? '–'}</td>
                      <td>{m.upline ?? '–'}</td>
                      <td>{m.vipLabel}</td>
                      <td className={styles.nowrap}>{m.registeredAt.slice(0, 10)}</td>
                      <td className={styles.num}>{formatMoney(m.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav className={styles.pager} aria-label={text('members_title')}>
              <button
                type="button"
                className={`${styles.button} ${styles.secondary}`}
                disabled={search.page <= 1}
                onClick={() => toPage(search.page - 1)}
              >
                {text('previous')}
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.secondary}`}
                disabled={!result.data.more}
                onClick={() => toPage(search.page + 1)}
              >
                {text('next')}
              </button>
            </nav>
          </>
        )}
      </section>
    </>
  );
}
