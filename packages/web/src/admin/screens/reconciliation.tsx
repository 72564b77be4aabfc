import { formatMoney } from '@kalaro/contract/money-format';
import {
  RECONCILIATION_SIDES,
  type GatewayReconciliationValue,
  type PaymentGateway,
  type ReconciliationSide,
} from '@kalaro/contract/payment-gateways';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import styles from '../admin.module.css';
import { utcTime, type AdminText } from '../model';
import { QueryBlock } from '../query-block';
import {
  gatewaysFor,
  MISMATCH_TEXT,
  OUTCOME_TEXT,
  pickGateway,
  reconciliationRows,
  REQUEST_STATUS_TEXT,
  SIDE_TEXT,
  sideOf,
} from '../reconciliation-model';
import { usePaymentGateways, useReconciliation } from '../reconciliation-api';
import { lastDays, rangeError } from '../reports-model';
import { TableWrap } from '../table-wrap';
import { useText } from '../use-text';

/** The range shown first: the last 7 days. */
const FIRST_DAYS = 7;

/**
 * Reconciliation: a gateway's deposits (or the withdrawals it paid out) over a
 * range of days, what the gateway reports against what the ledger moved, each
 * disagreement named. The address holds the choice, so a view can be shared;
 * the gateway is asked only when Show is pressed.
 */
export default function ReconciliationScreen() {
  const text = useText();
  const gateways = usePaymentGateways();

  useEffect(() => {
    document.title = `${text('recon_title')} · ${text('brand')}`;
  }, [text]);

  return (
    <>
      <h1>{text('recon_title')}</h1>
      <p className={styles.hint}>{text('recon_intro')}</p>
      {!gateways.data ? (
        // Loading, or failed with a retry.
        <QueryBlock query={gateways}>{() => null}</QueryBlock>
      ) : gateways.data.gateways.some((g) => g.statusQuery || g.payouts) ? (
        <Reconciliation gateways={gateways.data.gateways} />
      ) : (
        <p className={styles.card}>{text('recon_no_gateways')}</p>
      )}
    </>
  );
}

function Reconciliation({ gateways }: { gateways: readonly PaymentGateway[] }) {
  const text = useText();
  const formId = useId();
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(() => lastDays(FIRST_DAYS));
  const [formError, setFormError] = useState<AdminText | null>(null);
  const [side, setSide] = useState<ReconciliationSide>(() => sideOf(params.get('side')));
  const offered = gatewaysFor(side, gateways);
  const shown = params.has('provider');
  const provider = pickGateway(
    params.get('provider'),
    gatewaysFor(sideOf(params.get('side')), gateways),
  );
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  const invalid = shown ? rangeError(from, to) : null;
  const report = useReconciliation(
    shown && provider && !invalid
      ? {
          provider,
          side: sideOf(params.get('side')),
          startDate: from,
          endDate: to,
          utcOffset: fallback.utcOffset,
        }
      : null,
  );
  const errorId = `${formId}-error`;

  const onShow = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = {
      side: String(form.get('side') ?? 'deposits'),
      provider: String(form.get('provider') ?? ''),
      from: String(form.get('from') ?? ''),
      to: String(form.get('to') ?? ''),
    };
    const problem = rangeError(next.from, next.to);
    setFormError(problem);
    if (!problem) setParams(next);
  };

  return (
    <>
      <form className={`${styles.card} ${styles.row}`} onSubmit={onShow} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${formId}-side`}>{text('recon_side')}</label>
          <select
            id={`${formId}-side`}
            className={styles.select}
            name="side"
            value={side}
            onChange={(event) => setSide(sideOf(event.target.value))}
          >
            {RECONCILIATION_SIDES.map((value) => (
              <option key={value} value={value}>
                {text(SIDE_TEXT[value])}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-provider`}>{text('recon_gateway')}</label>
          <select
            // Another side offers other gateways: the choice starts again.
            key={side}
            id={`${formId}-provider`}
            className={styles.select}
            name="provider"
            defaultValue={pickGateway(params.get('provider'), offered) ?? ''}
            disabled={offered.length === 0}
          >
            {offered.map((gateway) => (
              <option key={gateway.id} value={gateway.id}>
                {gateway.currency ? `${gateway.id} (${gateway.currency})` : gateway.id}
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
          <button className={styles.button} type="submit" disabled={offered.length === 0}>
            {text('reports_show')}
          </button>
        </div>
      </form>
      {offered.length === 0 ? (
        <p className={styles.hint}>{text('recon_none_on_side', { side: text(SIDE_TEXT[side]) })}</p>
      ) : null}
      {formError || invalid ? (
        <p className={styles.error} id={errorId} role="alert">
          {text(formError ?? invalid!)}
        </p>
      ) : null}
      {report.fetchStatus !== 'idle' || report.data || report.isError ? (
        <QueryBlock query={report}>{(data) => <Report report={data} />}</QueryBlock>
      ) : (
        <p className={styles.hint}>{text('recon_ask_hint')}</p>
      )}
    </>
  );
}

function Report({ report }: { report: GatewayReconciliationValue }) {
  const text = useText();
  const captionId = useId();
  const [onlyMismatches, setOnlyMismatches] = useState(false);
  const { rows, mismatches } = reconciliationRows(report.rows, onlyMismatches);
  const deposits = report.side === 'deposits';
  return (
    <>
      <h2>
        {text('recon_caption', {
          gateway: report.provider,
          side: text(SIDE_TEXT[report.side]),
          from: report.startDate,
          to: report.endDate,
        })}
      </h2>
      <dl className={styles.facts}>
        <dt>{text('recon_requests')}</dt>
        <dd>{report.rows.length}</dd>
        <dt>{text(deposits ? 'recon_gateway_took' : 'recon_gateway_paid')}</dt>
        <dd className={styles.mono}>{formatMoney(report.gatewayTotal)}</dd>
        <dt>{text(deposits ? 'recon_ledger_credited' : 'recon_ledger_paid')}</dt>
        <dd className={styles.mono}>{formatMoney(report.ledgerTotal)}</dd>
        <dt>{text('recon_mismatches')}</dt>
        <dd>{mismatches === 0 ? text('recon_all_agree') : mismatches}</dd>
      </dl>
      {report.truncated ? (
        <p className={styles.hint}>{text('recon_truncated', { count: report.rows.length })}</p>
      ) : null}
      {report.rows.length === 0 ? (
        <p>{text('recon_empty')}</p>
      ) : (
        <>
          <p>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={onlyMismatches}
                onChange={(event) => setOnlyMismatches(event.target.checked)}
              />
              {text('recon_only_mismatches')}
            </label>
          </p>
          <TableWrap labelledBy={captionId}>
            <table className={styles.table}>
              <caption id={captionId} className={styles.srOnly}>
                {text('recon_table_caption', { count: rows.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{text('deposit_created')}</th>
                  <th scope="col">{text('recon_request')}</th>
                  <th scope="col">{text('status')}</th>
                  <th scope="col" className={styles.num}>
                    {text('deposit_amount')}
                  </th>
                  <th scope="col">{text('recon_gateway_says')}</th>
                  {deposits ? (
                    <th scope="col" className={styles.num}>
                      {text('recon_fee')}
                    </th>
                  ) : null}
                  <th scope="col" className={styles.num}>
                    {text(deposits ? 'recon_ledger_credited' : 'recon_ledger_paid')}
                  </th>
                  <th scope="col">{text('recon_result')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.requestId}>
                    <td className={`${styles.mono} ${styles.nowrap}`}>{utcTime(row.createdAt)}</td>
                    <th scope="row" className={styles.mono} title={row.requestId}>
                      {row.requestId.slice(0, 8)}
                    </th>
                    <td>
                      {REQUEST_STATUS_TEXT[row.status]
                        ? text(REQUEST_STATUS_TEXT[row.status]!)
                        : row.status}
                    </td>
                    <td className={styles.num}>{formatMoney(row.requested)}</td>
                    <td>
                      {row.gatewayOutcome === null
                        ? text('recon_outcome_none')
                        : `${text(OUTCOME_TEXT[row.gatewayOutcome])}${
                            row.gatewayAmount ? ` · ${formatMoney(row.gatewayAmount)}` : ''
                          }`}
                    </td>
                    {deposits ? <td className={styles.num}>{formatMoney(row.fee)}</td> : null}
                    <td className={styles.num}>{formatMoney(row.ledgerAmount)}</td>
                    <td>
                      {row.mismatch === null ? (
                        text('recon_agrees')
                      ) : (
                        <strong className={styles.mismatch}>
                          {text(MISMATCH_TEXT[row.mismatch])}
                        </strong>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      )}
    </>
  );
}
