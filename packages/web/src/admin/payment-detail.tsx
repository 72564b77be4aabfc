import { formatMoney } from '@kalaro/contract/money-format';
import { useId } from 'react';
import { Link } from 'react-router';
import styles from './admin.module.css';
import { usePaymentDetail, type PaymentKind } from './api';
import type { AdminText } from './model';
import {
  cardLine,
  historyLines,
  memberPath,
  turnoverLine,
  type HistoryLine,
  type PaymentDetail,
} from './payment-detail-model';
import { QueryBlock } from './query-block';
import { useText } from './use-text';

/**
 * A review request's detail, read when it is opened: the member (with a link
 * to their page), their balance (total, held, available), the turnover still
 * owed before a withdrawal, the withdrawal's bank card or the deposit's
 * reference, fee and bonus, and their latest deposits and withdrawals.
 */
export function PaymentDetailPanel({ kind, id }: { kind: PaymentKind; id: string }) {
  const text = useText();
  const detail = usePaymentDetail(kind, id);
  return (
    <QueryBlock query={detail} title={text('payment_detail_title')}>
      {(d) => <DetailBody detail={d} />}
    </QueryBlock>
  );
}

function DetailBody({ detail }: { detail: PaymentDetail }) {
  const text = useText();
  const { request } = detail;
  const turnover = turnoverLine(detail.turnover);
  return (
    <>
      <dl className={styles.facts}>
        <dt>{text('deposit_member')}</dt>
        <dd>
          {request.userName} ·{' '}
          <Link className={styles.link} to={memberPath(request.memberId)}>
            {text('payment_detail_member_page')}
          </Link>
        </dd>
        <dt>{text('payment_detail_total')}</dt>
        <dd className={styles.mono}>{formatMoney(detail.balance.total)}</dd>
        <dt>{text('payment_detail_held')}</dt>
        <dd className={styles.mono}>{formatMoney(detail.balance.held)}</dd>
        <dt>{text('payment_detail_available')}</dt>
        <dd className={styles.mono}>{formatMoney(detail.balance.available)}</dd>
        <dt>{text('payment_detail_turnover')}</dt>
        <dd>{text(turnover.key, turnover.values)}</dd>
        {'card' in request ? (
          <>
            <dt>{text('withdrawal_card')}</dt>
            <dd>{cardLine(request.card)}</dd>
          </>
        ) : (
          <>
            <dt>{text('payment_detail_reference')}</dt>
            <dd>{request.reference ?? '—'}</dd>
            <dt>{text('payment_detail_fee')}</dt>
            <dd className={styles.mono}>{formatMoney(request.fee)}</dd>
            <dt>{text('payment_detail_bonus')}</dt>
            <dd className={styles.mono}>{formatMoney(request.bonus)}</dd>
          </>
        )}
      </dl>
      <History
        title="payment_detail_recent_deposits"
        lines={historyLines(detail.recentDeposits, request.id)}
        withVia
      />
      <History
        title="payment_detail_recent_withdrawals"
        lines={historyLines(detail.recentWithdrawals, request.id)}
      />
    </>
  );
}

function History(props: { title: AdminText; lines: HistoryLine[]; withVia?: boolean }) {
  const text = useText();
  const titleId = useId();
  return (
    <>
      <h3 id={titleId}>{text(props.title)}</h3>
      {props.lines.length === 0 ? (
        <p>{text('payment_detail_history_empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{text('deposit_created')}</th>
                {props.withVia ? <th scope="col">{text('deposit_channel')}</th> : null}
                <th scope="col" className={styles.num}>
                  {text('deposit_amount')}
                </th>
                <th scope="col">{text('status')}</th>
              </tr>
            </thead>
            <tbody>
              {props.lines.map((line) => (
                <tr key={line.id}>
                  <td className={`${styles.mono} ${styles.nowrap}`}>{line.time}</td>
                  {props.withVia ? <td>{line.via}</td> : null}
                  <td className={styles.num}>{line.amount}</td>
                  <td>
                    {text(line.status)}
                    {line.current ? ` (${text('payment_detail_this_request')})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
