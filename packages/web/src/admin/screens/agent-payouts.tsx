import type { AdminAgentPayout } from '@kalaro/contract/agent';
import { AGENT_PAYOUT_KINDS, AGENT_PAYOUT_STATUSES } from '@kalaro/contract/agent-rules';
import { formatMoney } from '@kalaro/contract/money-format';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AGENT_PAYOUTS_PAGE_SIZE, useAgentPayouts, usePayoutReview } from '../agents-api';
import {
  payoutFilterOf,
  payoutFilterParams,
  payoutKindText,
  payoutStatusText,
} from '../agents-model';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { utcTime } from '../model';
import { Pager } from '../pager';
import { QueryBlock } from '../query-block';
import { ReviewActions } from '../review-actions';
import { TableWrap } from '../table-wrap';
import { useText } from '../use-text';

/**
 * Agent payouts (payouts.review): salaries, dividends and team rebate, by status,
 * kind, agent and period; a payout waiting for review is approved (the wallet is
 * credited once), rejected with a reason, or worked out again. Of two operators
 * settling the same payout, the second is refused by the server and reads why.
 */
export default function AgentPayoutsScreen() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const filter = payoutFilterOf(params);
  const list = useAgentPayouts(filter);
  const review = usePayoutReview();
  const [notice, setNotice] = useState<string | null>(null);
  const ids = {
    status: useId(),
    kind: useId(),
    agent: useId(),
    from: useId(),
    to: useId(),
    hint: useId(),
    table: useId(),
  };

  useEffect(() => {
    document.title = `${text('payouts_title')} · ${text('brand')}`;
  }, [text]);

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    setParams(
      payoutFilterParams(
        payoutFilterOf(
          new URLSearchParams({
            status: value('status'),
            kind: value('kind'),
            agent: value('agent'),
            from: value('from'),
            to: value('to'),
          }),
        ),
      ),
    );
  };

  const settle = (
    payout: AdminAgentPayout,
    decision: 'approve' | 'reject' | 'recalculate',
    reason?: string,
    done?: () => void,
  ) => {
    setNotice(null);
    review.mutate(
      { id: payout.id, decision, ...(reason ? { reason } : {}) },
      {
        onSuccess: (after) => {
          done?.();
          const values = {
            username: after.userName,
            kind: text(payoutKindText(after.kind)),
            period: after.period,
            amount: formatMoney(after.amount),
          };
          setNotice(
            decision === 'recalculate'
              ? text(
                  after.status === 'rejected'
                    ? 'payouts_recalculated_none'
                    : 'payouts_recalculated',
                  values,
                )
              : text(decision === 'approve' ? 'payouts_approved' : 'payouts_rejected', values),
          );
        },
      },
    );
  };

  return (
    <>
      <h1>{text('payouts_title')}</h1>
      <form
        className={`${styles.card} ${styles.row}`}
        onSubmit={onFilter}
        aria-describedby={ids.hint}
        key={params.toString()}
      >
        <div className={styles.field}>
          <label htmlFor={ids.status}>{text('status')}</label>
          <select
            id={ids.status}
            name="status"
            className={styles.select}
            defaultValue={filter.status || 'all'}
          >
            {AGENT_PAYOUT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {text(payoutStatusText(status))}
              </option>
            ))}
            <option value="all">{text('filter_all')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.kind}>{text('payouts_kind')}</label>
          <select id={ids.kind} name="kind" className={styles.select} defaultValue={filter.kind}>
            <option value="">{text('filter_all')}</option>
            {AGENT_PAYOUT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {text(payoutKindText(kind))}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.agent}>{text('payouts_agent_filter')}</label>
          <input
            id={ids.agent}
            name="agent"
            className={styles.input}
            maxLength={64}
            autoComplete="off"
            defaultValue={filter.userName}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.from}>{text('payouts_from')}</label>
          <input
            id={ids.from}
            name="from"
            type="date"
            className={styles.input}
            defaultValue={filter.from}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.to}>{text('payouts_to')}</label>
          <input
            id={ids.to}
            name="to"
            type="date"
            className={styles.input}
            defaultValue={filter.to}
          />
        </div>
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {text('audit_apply')}
          </button>
        </div>
        <p className={styles.hint} id={ids.hint}>
          {text('payouts_hint')}
        </p>
      </form>
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <ErrorLine error={review.error} />
      <QueryBlock query={list} isEmpty={(data) => data.list.length === 0} empty="payouts_empty">
        {(data) => (
          <>
            <h2 className={styles.srOnly} id={ids.table}>
              {text('payouts_title')}
            </h2>
            <TableWrap labelledBy={ids.table}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{text('payouts_agent')}</th>
                    <th scope="col">{text('payouts_kind')}</th>
                    <th scope="col">{text('payouts_period')}</th>
                    <th scope="col" className={styles.num}>
                      {text('payouts_base')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {text('payouts_rate')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {text('deposit_amount')}
                    </th>
                    <th scope="col">{text('actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((payout) => {
                    const label = `${payout.userName} ${text(payoutKindText(payout.kind))} ${payout.period}`;
                    return (
                      <tr key={payout.id}>
                        <th scope="row">
                          <Link to={`/admin/agents/${payout.memberId}`}>{payout.userName}</Link>
                        </th>
                        <td>{text(payoutKindText(payout.kind))}</td>
                        <td className={styles.nowrap}>{payout.period}</td>
                        <td className={styles.num}>{formatMoney(payout.base)}</td>
                        <td className={styles.num}>{payout.rate}%</td>
                        <td className={styles.num}>{formatMoney(payout.amount)}</td>
                        <td>
                          {payout.status === 'pending' ? (
                            <>
                              <ReviewActions
                                status="pending"
                                note={null}
                                label={label}
                                busy={review.isPending}
                                reasonMax={200}
                                onApprove={() => settle(payout, 'approve')}
                                onReject={(reason, done) => settle(payout, 'reject', reason, done)}
                              />
                              <button
                                type="button"
                                className={`${styles.button} ${styles.secondary}`}
                                disabled={review.isPending}
                                aria-label={`${text('payouts_recalculate')} ${label}`}
                                onClick={() => settle(payout, 'recalculate')}
                              >
                                {text('payouts_recalculate')}
                              </button>
                            </>
                          ) : (
                            <>
                              {text(payoutStatusText(payout.status))}
                              {payout.paidAt ? ` · ${utcTime(payout.paidAt)}` : ''}
                              {payout.rejectReason ? ` · ${payout.rejectReason}` : ''}
                            </>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableWrap>
            <Pager
              page={filter.page}
              pageSize={AGENT_PAYOUTS_PAGE_SIZE}
              total={data.total}
              onPage={(page) => setParams(payoutFilterParams({ ...filter, page }))}
            />
          </>
        )}
      </QueryBlock>
    </>
  );
}
