import { formatMoney } from '@kalaro/contract/money-format';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { usePaymentQueue, useReviewPayment, type PaymentKind, type PaymentStatus } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { utcTime, type AdminText, type PaymentRow } from '../model';
import { Pager } from '../pager';
import { useText } from '../use-text';

const STATUSES: readonly PaymentStatus[] = ['pending', 'approved', 'rejected'];
const PAGE_SIZE = 20;

const TEXTS: Record<
  PaymentKind,
  { title: AdminText; via: AdminText; party: AdminText; approved: AdminText; rejected: AdminText }
> = {
  deposit: {
    title: 'deposits_title',
    via: 'deposit_channel',
    party: 'deposit_payer',
    approved: 'deposit_approved_done',
    rejected: 'deposit_rejected_done',
  },
  withdraw: {
    title: 'withdrawals_title',
    via: 'withdrawal_card',
    party: 'withdrawal_payee',
    approved: 'withdrawal_approved_done',
    rejected: 'withdrawal_rejected_done',
  },
};

/** A review queue (finance): approve, or reject with a reason the member reads. */
export function PaymentQueue({ kind }: { kind: PaymentKind }) {
  const text = useText();
  const texts = TEXTS[kind];
  const [status, setStatus] = useState<PaymentStatus>('pending');
  const [page, setPage] = useState(1);
  const list = usePaymentQueue(kind, status, page);
  const review = useReviewPayment(kind);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ids = { status: useId(), reason: useId() };

  useEffect(() => {
    document.title = `${text(texts.title)} · ${text('brand')}`;
  }, [text, texts.title]);

  const rows = list.data?.rows;

  const settle = (row: PaymentRow, decision: 'approved' | 'rejected', note?: string) => {
    setNotice(null);
    review.mutate(
      { id: row.id, status: decision, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setRejecting(null);
          setNotice(
            text(decision === 'approved' ? texts.approved : texts.rejected, {
              amount: formatMoney(row.amount),
              member: row.userName,
            }),
          );
        },
      },
    );
  };

  return (
    <>
      <h1>{text(texts.title)}</h1>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={ids.status}>{text('deposits_filter')}</label>
          <select
            id={ids.status}
            className={styles.select}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PaymentStatus);
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
        ) : !rows?.length ? (
          <p>{text('payments_empty')}</p>
        ) : (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{text('deposit_created')}</th>
                    <th scope="col">{text('deposit_member')}</th>
                    <th scope="col">{text(texts.via)}</th>
                    <th scope="col">{text(texts.party)}</th>
                    <th scope="col" className={styles.num}>
                      {text('deposit_amount')}
                    </th>
                    {kind === 'deposit' ? (
                      <th scope="col" className={styles.num}>
                        {text('deposit_credit')}
                      </th>
                    ) : null}
                    <th scope="col">{text(status === 'pending' ? 'actions' : 'status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td className={`${styles.mono} ${styles.nowrap}`}>
                        {utcTime(row.createdAt)}
                      </td>
                      <th scope="row">{row.userName}</th>
                      <td>{row.via}</td>
                      <td>{row.party}</td>
                      <td className={styles.num}>{formatMoney(row.amount)}</td>
                      {row.credit !== undefined ? (
                        <td className={styles.num}>{formatMoney(row.credit)}</td>
                      ) : null}
                      <td>
                        {row.status !== 'pending' ? (
                          <>
                            {text(`deposit_${row.status}`)}
                            {row.note ? ` · ${row.note}` : ''}
                          </>
                        ) : rejecting === row.id ? (
                          <form
                            onSubmit={(event: FormEvent<HTMLFormElement>) => {
                              event.preventDefault();
                              const note = String(
                                new FormData(event.currentTarget).get('note'),
                              ).trim();
                              settle(row, 'rejected', note);
                            }}
                          >
                            <div className={styles.field}>
                              <label htmlFor={`${ids.reason}-${row.id}`}>
                                {text('reject_reason')}
                              </label>
                              <input
                                id={`${ids.reason}-${row.id}`}
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
                              aria-label={`${text('approve')} ${row.userName} ${formatMoney(row.amount)}`}
                              onClick={() => settle(row, 'approved')}
                            >
                              {text('approve')}
                            </button>
                            <button
                              className={`${styles.button} ${styles.secondary}`}
                              type="button"
                              aria-label={`${text('reject')} ${row.userName} ${formatMoney(row.amount)}`}
                              onClick={() => setRejecting(row.id)}
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

export const DepositsScreen = () => <PaymentQueue kind="deposit" />;
export const WithdrawalsScreen = () => <PaymentQueue kind="withdraw" />;
