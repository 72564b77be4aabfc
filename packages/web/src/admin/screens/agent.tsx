import type {
  AdminAgentContract,
  AdminAgentValue,
  AdminContractTerms,
} from '@kalaro/contract/agent-admin';
import type { ContractKind } from '@kalaro/contract/agent-rules';
import { formatMoney } from '@kalaro/contract/money-format';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAgent, useContractWrites } from '../agents-api';
import { agentRangeError, agentRangeOf, contractKindText, offerRateError } from '../agents-model';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { utcTime, type AdminText } from '../model';
import { localUtcOffset } from '../reports-model';
import { TableWrap } from '../table-wrap';
import { useText } from '../use-text';
import { useOperator } from './layout';

type Text = ReturnType<typeof useText>;

/** Who made an offer: the agent's upline, or an operator (by name). */
const offeredByText = (text: Text, terms: AdminContractTerms) =>
  terms.offeredBy !== null
    ? text('agents_by_upline', { username: terms.offeredBy })
    : text('agents_by_operator', { name: terms.operator ?? '–' });

/**
 * An agent's page (agents.read): where it sits, its team figures of a range (the
 * agent side's own overview and profit and loss), its contracts and pending
 * offers; with agents.manage, an offer form and ending a contract or withdrawing
 * an offer after an inline confirm.
 */
export default function AgentScreen() {
  const text = useText();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [utcOffset] = useState(localUtcOffset);
  const [now] = useState(Date.now);
  const range = agentRangeOf(params, now, utcOffset);
  const invalid = agentRangeError(range);
  const agent = useAgent(id, invalid ? null : range);
  const ids = { from: useId(), to: useId(), hint: useId() };
  const username = agent.data?.agent.username ?? '';

  useEffect(() => {
    document.title = `${text('agent_title', { username })} · ${text('brand')}`;
  }, [text, username]);

  const onRange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams({ from: String(form.get('from')), to: String(form.get('to')) });
  };

  return (
    <>
      <p>
        <Link to="/admin/agents">{text('agent_back')}</Link>
      </p>
      <h1>{username ? text('agent_title', { username }) : text('agents_title')}</h1>
      <form
        className={`${styles.card} ${styles.row}`}
        onSubmit={onRange}
        aria-describedby={ids.hint}
      >
        <div className={styles.field}>
          <label htmlFor={ids.from}>{text('reports_from')}</label>
          <input
            id={ids.from}
            key={`from-${range.startDate}`}
            name="from"
            type="date"
            className={styles.input}
            required
            defaultValue={range.startDate}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.to}>{text('reports_to')}</label>
          <input
            id={ids.to}
            key={`to-${range.endDate}`}
            name="to"
            type="date"
            className={styles.input}
            required
            defaultValue={range.endDate}
          />
        </div>
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {text('agent_show_range')}
          </button>
        </div>
        <p className={styles.hint} id={ids.hint}>
          {text('agent_range_hint')}
        </p>
      </form>
      {invalid ? (
        <p className={styles.error} role="alert">
          {text(invalid)}
        </p>
      ) : agent.isPending ? (
        <p aria-busy="true">{text('loading')}</p>
      ) : agent.isError ? (
        <>
          <ErrorLine error={agent.error} />
          <button className={styles.button} type="button" onClick={() => void agent.refetch()}>
            {text('retry')}
          </button>
        </>
      ) : (
        <AgentContent value={agent.data} busy={agent.isFetching} />
      )}
    </>
  );
}

function AgentContent({ value, busy }: { value: AdminAgentValue; busy: boolean }) {
  const text = useText();
  const operator = useOperator();
  const manage = operator.permissions.includes('agents.manage');
  const { agent, overview, profitAndLoss } = value;
  const ids = { contracts: useId(), figures: useId(), days: useId(), categories: useId() };
  return (
    <div aria-busy={busy}>
      <section className={styles.card}>
        <dl className={styles.facts}>
          <dt>{text('status')}</dt>
          <dd>{text(agent.status === 'active' ? 'status_active' : 'status_disabled')}</dd>
          <dt>{text('agents_path')}</dt>
          <dd>
            {agent.path.length === 0
              ? text('agents_top_level')
              : agent.path.map((up, i) => (
                  <span key={up.id}>
                    {i > 0 ? ' › ' : ''}
                    <Link to={`/admin/agents/${up.id}`}>{up.username}</Link>
                  </span>
                ))}
          </dd>
          <dt>{text('agents_level')}</dt>
          <dd>{agent.level}</dd>
          <dt>{text('agents_direct')}</dt>
          <dd>
            {text('agents_direct_value', {
              members: agent.directCount,
              agents: agent.directAgents,
            })}
          </dd>
          <dt>{text('agents_team_size')}</dt>
          <dd>{agent.teamSize}</dd>
          <dt>{text('agents_rebate')}</dt>
          <dd>{agent.rebateRate}%</dd>
          <dt>{text('member_balance')}</dt>
          <dd>{formatMoney(agent.balance)}</dd>
          <dt>{text('member_registered')}</dt>
          <dd>{utcTime(agent.registeredAt)}</dd>
        </dl>
        <p>
          <Link to={`/admin/members/${agent.id}`}>{text('agent_member_page')}</Link>
        </p>
      </section>

      <section className={styles.card} aria-labelledby={ids.contracts}>
        <h2 id={ids.contracts}>{text('agent_contracts')}</h2>
        {value.takesContracts ? null : <p>{text('agent_no_contracts')}</p>}
        <Contracts value={value} manage={manage} labelledBy={ids.contracts} />
        {manage && value.takesContracts ? <OfferForm value={value} /> : null}
      </section>

      <section className={styles.card} aria-labelledby={ids.figures}>
        <h2 id={ids.figures}>
          {text('agent_figures', { from: overview.startDate, to: overview.endDate })}
        </h2>
        <dl className={styles.facts}>
          <dt>{text('agents_team_size')}</dt>
          <dd>
            {text('agent_team_shape', {
              size: overview.teamSize,
              agents: overview.agents,
              players: overview.players,
              levels: overview.levels,
            })}
          </dd>
          <dt>{text('agent_team_balance')}</dt>
          <dd>{formatMoney(overview.teamBalance)}</dd>
          <dt>{text('agent_registrations')}</dt>
          <dd>{overview.registrations}</dd>
          <dt>{text('agent_bettors')}</dt>
          <dd>{overview.bettors}</dd>
          <dt>{text('agent_deposits')}</dt>
          <dd>{formatMoney(overview.deposits)}</dd>
          <dt>{text('agent_withdrawals')}</dt>
          <dd>{formatMoney(overview.withdrawals)}</dd>
          <dt>{text('agent_bets')}</dt>
          <dd>
            {text('agent_bets_value', {
              count: overview.bets.betCount,
              stake: formatMoney(overview.bets.stake),
              win: formatMoney(overview.bets.win),
            })}
          </dd>
          <dt>{text('agent_team_result')}</dt>
          <dd>{formatMoney(overview.bets.net)}</dd>
        </dl>
        <h3 id={ids.categories}>{text('agent_pnl_categories')}</h3>
        <PnlTable
          labelledBy={ids.categories}
          first="agent_category"
          rows={profitAndLoss.categories.map((row) => ({ key: row.gameType, ...row }))}
          total={profitAndLoss.totals}
        />
        <h3 id={ids.days}>{text('agent_pnl_days')}</h3>
        <PnlTable
          labelledBy={ids.days}
          first="agent_day"
          rows={profitAndLoss.days.map((row) => ({ key: row.date, ...row }))}
          total={profitAndLoss.totals}
        />
      </section>
    </div>
  );
}

type Totals = { betCount: number; stake: string; win: string; net: string };

function PnlTable(props: {
  labelledBy: string;
  first: AdminText;
  rows: (Totals & { key: string })[];
  total: Totals;
}) {
  const text = useText();
  if (props.rows.length === 0) return <p>{text('agent_no_bets')}</p>;
  const cells = (row: Totals) => (
    <>
      <td className={styles.num}>{row.betCount}</td>
      <td className={styles.num}>{formatMoney(row.stake)}</td>
      <td className={styles.num}>{formatMoney(row.win)}</td>
      <td className={styles.num}>{formatMoney(row.net)}</td>
    </>
  );
  return (
    <TableWrap labelledBy={props.labelledBy}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{text(props.first)}</th>
            <th scope="col" className={styles.num}>
              {text('agent_bet_count')}
            </th>
            <th scope="col" className={styles.num}>
              {text('agent_stake')}
            </th>
            <th scope="col" className={styles.num}>
              {text('agent_win')}
            </th>
            <th scope="col" className={styles.num}>
              {text('agent_net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.key}</th>
              {cells(row)}
            </tr>
          ))}
          <tr>
            <th scope="row">{text('agent_total')}</th>
            {cells(props.total)}
          </tr>
        </tbody>
      </table>
    </TableWrap>
  );
}

/** What an operator is about to end: the contract in force, or the pending offer. */
interface Ending {
  kind: ContractKind;
  contractId: number;
  rate: string;
  what: 'active' | 'pending';
}

function Contracts(props: { value: AdminAgentValue; manage: boolean; labelledBy: string }) {
  const text = useText();
  const { agent } = props.value;
  const writes = useContractWrites(agent.id);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirmId = useId();
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const returnFocus = useRef(false);

  useEffect(() => {
    if (ending) confirmTitle.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      opener.current?.focus();
    }
  }, [ending]);

  const close = () => {
    returnFocus.current = true;
    setEnding(null);
  };
  const ask = (button: HTMLButtonElement, next: Ending) => {
    opener.current = button;
    writes.end.reset();
    setNotice(null);
    setEnding(next);
  };
  const confirm = () => {
    if (!ending) return;
    const kind = text(contractKindText(ending.kind));
    writes.end.mutate(
      { kind: ending.kind, contractId: ending.contractId },
      {
        onSuccess: (done) => {
          setEnding(null);
          setNotice(
            text(done.outcome === 'ended' ? 'agent_ended_done' : 'agent_withdrawn_done', {
              kind,
              username: agent.username,
            }),
          );
        },
      },
    );
  };

  const termsCell = (contract: AdminAgentContract, what: 'active' | 'pending') => {
    const terms = contract[what];
    if (!terms)
      return <td>{text(what === 'active' ? 'agent_none_in_force' : 'agent_no_offer')}</td>;
    const kind = text(contractKindText(contract.kind));
    return (
      <td>
        <strong>{terms.rate}%</strong> · {offeredByText(text, terms)}
        <br />
        <span className={styles.hint}>
          {what === 'active'
            ? text('agent_accepted_at', { at: utcTime(terms.acceptedAt ?? terms.offeredAt) })
            : text('agent_offered_at', { at: utcTime(terms.offeredAt) })}
        </span>
        {props.manage ? (
          <>
            <br />
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              disabled={ending !== null}
              aria-label={text(what === 'active' ? 'agent_end_label' : 'agent_withdraw_label', {
                kind,
                username: agent.username,
              })}
              onClick={(event) =>
                ask(event.currentTarget, {
                  kind: contract.kind,
                  contractId: terms.contractId,
                  rate: terms.rate,
                  what,
                })
              }
            >
              {text(what === 'active' ? 'agent_end' : 'agent_withdraw')}
            </button>
          </>
        ) : null}
      </td>
    );
  };

  return (
    <>
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <TableWrap labelledBy={props.labelledBy}>
        <table className={styles.table} aria-labelledby={props.labelledBy}>
          <thead>
            <tr>
              <th scope="col">{text('agent_contract_kind')}</th>
              <th scope="col">{text('agent_in_force')}</th>
              <th scope="col">{text('agent_pending_offer')}</th>
              <th scope="col" className={styles.num}>
                {text('agent_ceiling')}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.value.contracts.map((contract) => (
              <tr key={contract.kind}>
                <th scope="row">{text(contractKindText(contract.kind))}</th>
                {termsCell(contract, 'active')}
                {termsCell(contract, 'pending')}
                <td className={styles.num}>{contract.ceiling}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {ending ? (
        <div
          className={styles.card}
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={confirmId}
          aria-describedby={`${confirmId}-effect`}
        >
          <h3 id={confirmId} ref={confirmTitle} tabIndex={-1}>
            {text(
              ending.what === 'active' ? 'agent_end_confirm_title' : 'agent_withdraw_confirm_title',
              {
                kind: text(contractKindText(ending.kind)),
                rate: ending.rate,
                username: agent.username,
              },
            )}
          </h3>
          <p id={`${confirmId}-effect`}>
            {text(ending.what === 'active' ? 'agent_end_effect' : 'agent_withdraw_effect')}
          </p>
          <ErrorLine error={writes.end.error} />
          <div className={styles.row}>
            <button
              type="button"
              className={`${styles.button} ${styles.danger}`}
              disabled={writes.end.isPending}
              onClick={confirm}
            >
              {text(ending.what === 'active' ? 'agent_end_confirm' : 'agent_withdraw_confirm')}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              disabled={writes.end.isPending}
              onClick={close}
            >
              {text('cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}

function OfferForm({ value }: { value: AdminAgentValue }) {
  const text = useText();
  const { agent, contracts } = value;
  const writes = useContractWrites(agent.id);
  const [kind, setKind] = useState<ContractKind>(contracts[0]!.kind);
  const [problem, setProblem] = useState<AdminText | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ids = { title: useId(), kind: useId(), rate: useId(), hint: useId(), problem: useId() };
  const ceiling = contracts.find((c) => c.kind === kind)?.ceiling ?? '0.00';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const rate = String(new FormData(form).get('rate')).trim();
    const wrong = offerRateError(rate, ceiling);
    setProblem(wrong);
    setNotice(null);
    writes.offer.reset();
    if (wrong) return;
    writes.offer.mutate(
      { kind, rate },
      {
        onSuccess: (done) => {
          form.reset();
          setNotice(
            text(done.replayed ? 'agent_offer_replayed' : 'agent_offer_sent', {
              kind: text(contractKindText(kind)),
              rate: done.offer.rate,
              username: agent.username,
            }),
          );
        },
      },
    );
  };

  return (
    <div role="group" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{text('agent_offer_title')}</h3>
      <p className={styles.hint} id={ids.hint}>
        {text('agent_offer_hint')}
      </p>
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <ErrorLine error={writes.offer.error} />
      <form className={styles.row} onSubmit={onSubmit} aria-describedby={ids.hint} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.kind}>{text('agent_contract_kind')}</label>
          <select
            id={ids.kind}
            className={styles.select}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ContractKind);
              setProblem(null);
            }}
          >
            {contracts.map((c) => (
              <option key={c.kind} value={c.kind}>
                {text(contractKindText(c.kind))}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.rate}>{text('agent_offer_rate', { max: ceiling })}</label>
          <input
            id={ids.rate}
            name="rate"
            className={styles.input}
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={6}
            aria-invalid={problem !== null}
            aria-describedby={problem ? ids.problem : undefined}
          />
          {problem ? (
            <span className={styles.fieldError} id={ids.problem}>
              {text(problem, { max: ceiling })}
            </span>
          ) : null}
        </div>
        <div className={styles.field}>
          <button className={styles.button} type="submit" disabled={writes.offer.isPending}>
            {text('agent_offer_send')}
          </button>
        </div>
      </form>
    </div>
  );
}
