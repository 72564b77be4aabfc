import { formatMoney } from '@kalaro/contract/money-format';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDeposits, useReviewDeposit } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { utcTime } from '../model';
import { Pager } from '../pager';
import { useText } from '../use-text';

type Status = 'pending' | 'approved' | 'rejected';
const STATUSES: readonly Status[] = ['pending', 'approved', 'rejected'];
const PAGE_SIZE = 20;

/** The deposit queue (finance): approve, or reject with a reason the member reads. */
export default function DepositsScreen() {
  const text = useText();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const list = useDeposits(status, page);
  const review = useReviewDeposit();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ids = { status: useId(), reason: useId() };

  useEffect(() => {
    document.title = `${text('deposits_title')} · ${text('brand')}`;
  }, [text]);

  const settle = (
    request: { id: string; amount: string; userName: string },
    decision: 'approved' | 'rejected',
    note?: string,
  ) => {
    setNotice(null);
    review.mutate(
      { id: request.id, status: decision, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setRejecting(null);
          setNotice(
            text(decision === 'approved' ? 'deposit_approved_done' : 'deposit_rejected_done', {
              amount: formatMoney(request.amount),
              member: request.userName,
            }),
          );
        },
      },
    );
  };

  return (
    <>
      <h1>{text('deposits_title')}</h1>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={ids.status}>{text('deposits_filter')}</label>
          <select
            id={ids.status}
            className={styles.select}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status);
              setPage(1);
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {text(`deposit_${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <ErrorLine error={review.error} />
      <section className={styles.card} aria-busy={list.isFetching}>
        {list.isPending ? (
          <p>{text('loading')}</p>
        ) : list.isError ? (
          <>
            <ErrorLine error={list.error} />
            <button className={styles.button} type="button" onClick={() => void list.refetch()}>
              {text('retry')}
            </button>
          </>
        ) : list.data.list.length === 0 ? (
          <p>{text('deposits_empty')}</p>
        ) : (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{text('deposit_created')}</th>
                    <th scope="col">{text('deposit_member')}</th>
                    <th scope="col">{text('deposit_channel')}</th>
                    <th scope="col">{text('deposit_payer')}</th>
                    <th scope="col" className={styles.num}>
                      {text('deposit_amount')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {text('deposit_credit')}
                    </th>
                    <th scope="col">{text(status === 'pending' ? 'actions' : 'status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.list.map((request) => (
                    <tr key={request.id}>
                      <td className={styles.mono}>{utcTime(request.createdAt)}</td>
                      <th scope="row">{request.userName}</th>
                      <td>{request.channelName}</td>
                      <td>{request.payerName}</td>
                      <td className={styles.num}>{formatMoney(request.amount)}</td>
                      <td className={styles.num}>{formatMoney(request.credit)}</td>
                      <td>
                        {request.status !== 'pending' ? (
                          <>
                            {text(`deposit_${request.status}`)}
                            {request.note ? ` · ${request.note}` : ''}
                          </>
                        ) : rejecting === request.id ? (
                          <form
                            onSubmit={(event: FormEvent<HTMLFormElement>) => {
                              event.preventDefault();
                              const note = String(
                                new FormData(event.currentTarget).get('note'),
                              ).trim();
                              settle(request, 'rejected', note);
                            }}
                          >
                            <div className={styles.field}>
                              <label htmlFor={`${ids.reason}-${request.id}`}>
                                {text('reject_reason')}
                              </label>
                              <input
                                id={`${ids.reason}-${request.id}`}
                                name="note"
                                className={styles.input}
                                maxLength={200}
                                required
                              />
                            </div>
                            <div className={styles.row}>
                              <button
                                className={`${styles.button} ${styles.danger}`}
                                type="submit"
                                disabled={review.isPending}
                              >
                                {text('reject_confirm')}
                              </button>
                              <button
                                className={`${styles.button} ${styles.secondary}`}
                                type="button"
                                onClick={() => setRejecting(null)}
                              >
                                {text('cancel')}
                              </button>
                            </div>
                          </form>
                        ) : (
                          <div className={styles.row}>
                            <button
                              className={styles.button}
                              type="button"
                              disabled={review.isPending}
                              aria-label={`${text('approve')} ${request.userName} ${formatMoney(request.amount)}`}
                              onClick={() => settle(request, 'approved')}
                            >
                              {text('approve')}
                            </button>
                            <button
                              className={`${styles.button} ${styles.secondary}`}
                              type="button"
                              aria-label={`${text('reject')} ${request.userName} ${formatMoney(request.amount)}`}
                              onClick={() => setRejecting(request.id)}
                            >
                              {text('reject')}
                            </button>
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          </>
        )}
      </section>
    </>
  );
}
