import { formatMoney } from '@kalaro/contract/money-format';
import { Fragment, useEffect, useState } from 'react';
import {
  usePaymentQueue,
  usePayoutStatus,
  useReviewPayment,
  type PaymentKind,
  type PaymentStatus,
} from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { payoutCheckText, utcTime, type AdminText, type PaymentRow } from '../model';
import { Pager } from '../pager';
import { PaymentDetailPanel } from '../payment-detail';
import { QueryBlock } from '../query-block';
import { QueueFilterForm } from '../queue-filter';
import { localUtcOffset, type QueueFilter } from '../queue-filter-model';
import { ReviewActions, StatusFilter } from '../review-actions';
import { useText } from '../use-text';

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

const WITHDRAW_STATUSES: readonly PaymentStatus[] = [
  'pending',
  'paying',
  'approved',
  'rejected',
  'failed',
];

/**
 * A review queue (finance): approve, or reject with a reason the member reads;
 * a withdrawal may be paid out through a gateway that pays out, then shows
 * paying until the gateway confirms, with when the gateway was last asked
 * about it (the server's scheduled check, or Check now here), and paid or failed.
 */
export function PaymentQueue({ kind }: { kind: PaymentKind }) {
  const text = useText();
  const texts = TEXTS[kind];
  const [status, setStatus] = useState<PaymentStatus>('pending');
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<QueueFilter>({});
  const [utcOffset] = useState(localUtcOffset);
  const list = usePaymentQueue(kind, status, page, { ...filter, utcOffset });
  const review = useReviewPayment(kind);
  const payoutStatus = usePayoutStatus();
  const [notice, setNotice] = useState<string | null>(null);
  // The rows whose detail is open (read when opened).
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpened((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = kind === 'deposit' ? 8 : 7;

  useEffect(() => {
    document.title = `${text(texts.title)} · ${text('brand')}`;
  }, [text, texts.title]);

  const settle = (
    row: PaymentRow,
    decision: 'approved' | 'rejected',
    { note, payoutProvider, done }: { note?: string; payoutProvider?: string; done?: () => void },
  ) => {
    setNotice(null);
    review.mutate(
      {
        id: row.id,
        status: decision,
        ...(note ? { note } : {}),
        ...(payoutProvider ? { payoutProvider } : {}),
      },
      {
        onSuccess: (settled) => {
          done?.();
          const done_ =
            settled === 'paying'
              ? 'withdrawal_paying_done'
              : settled === 'failed'
                ? 'withdrawal_failed_done'
                : decision === 'approved'
                  ? texts.approved
                  : texts.rejected;
          setNotice(
            text(done_, {
              amount: formatMoney(row.amount),
              member: row.userName,
              gateway: payoutProvider ?? '',
            }),
          );
        },
      },
    );
  };

  return (
    <>
      <h1>{text(texts.title)}</h1>
      <StatusFilter
        {...(kind === 'withdraw' ? { statuses: WITHDRAW_STATUSES } : {})}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <QueueFilterForm
        channelLabel={kind === 'deposit' ? 'queue_filter_channel' : 'queue_filter_bank'}
        utcOffset={utcOffset}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <ErrorLine error={review.error} />
      {/* A check the gateway did not answer leaves the withdrawal paying, not pending. */}
      <ErrorLine
        error={payoutStatus.error}
        texts={{ 'service.unavailable': 'payout_check_unanswered' }}
      />
      <QueryBlock
        query={list}
        isEmpty={(data) => !data.rows.length}
        empty={Object.keys(filter).length > 0 ? 'queue_filter_empty' : 'payments_empty'}
      >
        {(data) => (
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
                    <th scope="col">
                      <span className={styles.srOnly}>{text('payment_details')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <Fragment key={row.id}>
                      <tr>
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
                          <ReviewActions
                            status={row.status}
                            note={row.note}
                            label={`${row.userName} ${formatMoney(row.amount)}`}
                            busy={review.isPending || payoutStatus.isPending}
                            reasonMax={200}
                            payoutGateways={data.payoutGateways}
                            payout={row.payout ?? null}
                            onApprove={(payoutProvider) => {
                              payoutStatus.reset();
                              settle(row, 'approved', payoutProvider ? { payoutProvider } : {});
                            }}
                            onReject={(note, done) => settle(row, 'rejected', { note, done })}
                            onCheckPayout={() => {
                              review.reset();
                              setNotice(null);
                              payoutStatus.mutate(row.id, {
                                onSuccess: (status) =>
                                  setNotice(
                                    text(payoutCheckText(status), {
                                      amount: formatMoney(row.amount),
                                      member: row.userName,
                                    }),
                                  ),
                              });
                            }}
                          />
                        </td>
                        <td>
                          <button
                            className={`${styles.button} ${styles.secondary}`}
                            type="button"
                            aria-expanded={opened.has(row.id)}
                            aria-controls={opened.has(row.id) ? `detail-${row.id}` : undefined}
                            aria-label={text('payment_details_label', {
                              label: `${row.userName} ${formatMoney(row.amount)}`,
                            })}
                            onClick={() => toggle(row.id)}
                          >
                            {text('payment_details')}
                          </button>
                        </td>
                      </tr>
                      {opened.has(row.id) ? (
                        <tr id={`detail-${row.id}`}>
                          <td colSpan={columns}>
                            <PaymentDetailPanel kind={kind} id={row.id} />
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryBlock>
    </>
  );
}

export const DepositsScreen = () => <PaymentQueue kind="deposit" />;
export const WithdrawalsScreen = () => <PaymentQueue kind="withdraw" />;
