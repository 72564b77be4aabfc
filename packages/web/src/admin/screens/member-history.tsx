import type { MemberHistory, MemberHistoryKind } from '@kalaro/contract/member-admin';
import { formatMoney } from '@kalaro/contract/money-format';
import type { WithdrawStatus } from '@kalaro/contract/payments-rules';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from '../admin.module.css';
import { useMemberHistory } from '../api';
import { ErrorLine } from '../error-line';
import {
  HISTORY_PAGE_SIZE,
  HISTORY_TABS,
  historyPager,
  tabAfterKey,
} from '../member-history-model';
import { utcTime } from '../model';
import { TableWrap } from '../table-wrap';
import { useText } from '../use-text';

/**
 * A member's history on the member page: tabs for the ledger, bets, deposits,
 * withdrawals and rewards (WAI-ARIA tabs, automatic activation: ←/→, Home/End),
 * each a table a page at a time with Previous and Next.
 */
export function MemberHistoryPanel({ memberId }: { memberId: string }) {
  const text = useText();
  const baseId = useId();
  const tabId = (kind: MemberHistoryKind) => `${baseId}-tab-${kind}`;
  const panelId = `${baseId}-panel`;
  const [kind, setKind] = useState<MemberHistoryKind>('ledger');
  const [page, setPage] = useState(1);
  const list = useRef<HTMLDivElement>(null);
  const history = useMemberHistory(memberId, kind, page);
  const tab = HISTORY_TABS.find((t) => t.kind === kind)!;

  const choose = (next: MemberHistoryKind) => {
    setKind(next);
    setPage(1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = HISTORY_TABS.findIndex((t) => t.kind === kind);
    const target = tabAfterKey(index, event.key, HISTORY_TABS.length);
    if (target === null) return;
    event.preventDefault();
    choose(HISTORY_TABS[target]!.kind);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <section className={styles.card} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{text('member_history')}</h2>
      <div ref={list} role="tablist" aria-labelledby={`${baseId}-title`} className={styles.tabs}>
        {HISTORY_TABS.map((t) => (
          <button
            key={t.kind}
            type="button"
            role="tab"
            id={tabId(t.kind)}
            aria-selected={t.kind === kind}
            aria-controls={panelId}
            tabIndex={t.kind === kind ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(t.kind)}
            onKeyDown={onKeyDown}
          >
            {text(t.label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(kind)}
        aria-busy={history.isFetching}
        // The panel is focusable when it holds no focusable element (loading, empty, error).
        tabIndex={0}
      >
        {kind === 'rewards' ? (
          <p className={styles.hint}>{text('member_history_rewards_hint')}</p>
        ) : null}
        {history.isPending ? (
          <p>{text('loading')}</p>
        ) : history.isError ? (
          <>
            <ErrorLine error={history.error} />
            <button className={styles.button} type="button" onClick={() => void history.refetch()}>
              {text('retry')}
            </button>
          </>
        ) : (
          <HistoryPage
            value={history.data}
            tableLabel={tabId(kind)}
            empty={text(tab.empty)}
            pagerLabel={text('member_history_pages', { kind: text(tab.label) })}
            onPage={setPage}
          />
        )}
      </div>
    </section>
  );
}

function HistoryPage(props: {
  value: MemberHistory;
  tableLabel: string;
  empty: string;
  pagerLabel: string;
  onPage: (page: number) => void;
}) {
  const text = useText();
  const { value } = props;
  const pager = historyPager(value.page, HISTORY_PAGE_SIZE, value.rows.length, value.more);
  return (
    <>
      {value.rows.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <TableWrap labelledBy={props.tableLabel}>
          <table className={styles.table}>{tableOf(value, text)}</table>
        </TableWrap>
      )}
      {pager.previous || pager.next ? (
        <nav className={styles.pager} aria-label={props.pagerLabel}>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            disabled={!pager.previous}
            onClick={() => props.onPage(value.page - 1)}
          >
            {text('previous')}
          </button>
          <span aria-live="polite">{text(pager.label.key, pager.label.values)}</span>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            disabled={!pager.next}
            onClick={() => props.onPage(value.page + 1)}
          >
            {text('next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}

type Text = ReturnType<typeof useText>;

const head = (cells: readonly (readonly [string, boolean?])[]) => (
  <thead>
    <tr>
      {cells.map(([label, num]) => (
        <th key={label} scope="col" className={num ? styles.num : undefined}>
          {label}
        </th>
      ))}
    </tr>
  </thead>
);

const time = (iso: string | null): ReactNode => (
  <td className={styles.nowrap}>{iso ? utcTime(iso) : '–'}</td>
);
const money = (amount: string): ReactNode => <td className={styles.num}>{formatMoney(amount)}</td>;

/** A payment request's review: its status, when and the operator's note. */
const reviewHead = (text: Text) =>
  [[text('status')], [text('member_payment_reviewed')], [text('member_payment_note')]] as const;
const reviewCells = (
  row: { status: WithdrawStatus; reviewedAt: string | null; note: string | null },
  text: Text,
): ReactNode => (
  <>
    <td>{text(`deposit_${row.status}`)}</td>
    {time(row.reviewedAt)}
    <td>{row.note ?? '–'}</td>
  </>
);

/** The table of one kind: its columns and rows. */
function tableOf(value: MemberHistory, text: Text): ReactNode {
  switch (value.kind) {
    case 'ledger':
    case 'rewards':
      return (
        <>
          {head([
            [text('audit_time')],
            [text('ledger_type')],
            [text('deposit_amount'), true],
            [text('ledger_balance_after'), true],
            [text('ledger_reference')],
          ])}
          <tbody>
            {value.rows.map((row) => (
              <tr key={row.id}>
                {time(row.createdAt)}
                <td>{row.type}</td>
                {money(row.amount)}
                {money(row.balanceAfter)}
                <td>{row.reference ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </>
      );
    case 'bets':
      return (
        <>
          {head([
            [text('audit_time')],
            [text('member_bet_game')],
            [text('member_bet_round')],
            [text('member_bet_stake'), true],
            [text('member_bet_win'), true],
            [text('member_bet_net'), true],
            [text('status')],
          ])}
          <tbody>
            {value.rows.map((row) => (
              <tr key={row.id}>
                {time(row.createdAt)}
                <td>
                  {row.gameName} <span className={styles.hint}>{row.vendor}</span>
                </td>
                <td className={styles.mono}>{row.roundId}</td>
                {money(row.stake)}
                {money(row.win)}
                {money(row.net)}
                <td>{text(`member_bet_${row.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </>
      );
    case 'deposits':
      return (
        <>
          {head([
            [text('deposit_created')],
            [text('deposit_channel')],
            [text('deposit_amount'), true],
            [text('deposit_credit'), true],
            [text('deposit_payer')],
            ...reviewHead(text),
          ])}
          <tbody>
            {value.rows.map((row) => (
              <tr key={row.id}>
                {time(row.createdAt)}
                <td>{row.channelName}</td>
                {money(row.amount)}
                {money(row.credit)}
                <td>{row.payerName}</td>
                {reviewCells(row, text)}
              </tr>
            ))}
          </tbody>
        </>
      );
    case 'withdrawals':
      return (
        <>
          {head([
            [text('deposit_created')],
            [text('withdrawal_card')],
            [text('withdrawal_payee')],
            [text('deposit_amount'), true],
            ...reviewHead(text),
          ])}
          <tbody>
            {value.rows.map((row) => (
              <tr key={row.id}>
                {time(row.createdAt)}
                <td>
                  {row.card.bankName} <span className={styles.mono}>{row.card.maskedNumber}</span>
                </td>
                <td>{row.card.payeeName}</td>
                {money(row.amount)}
                {reviewCells(row, text)}
              </tr>
            ))}
          </tbody>
        </>
      );
  }
}
