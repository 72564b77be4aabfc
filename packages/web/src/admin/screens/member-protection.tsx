import type { AdminProtectionValue, ProtectionMeasure } from '@kalaro/contract/protection';
import { kindOfPeriod, type ProtectionPeriod } from '@kalaro/contract/protection-rules';
import { formatMoney } from '@kalaro/contract/money-format';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApplyProtection, useMemberProtection } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import {
  endIfAppliedNow,
  isInForce,
  kindText,
  LIMIT_PERIODS,
  limitRows,
  measureSpan,
  periodOptions,
  periodText,
  type LimitCell,
} from '../protection-model';
import { utcTime } from '../model';
import { QueryBlock } from '../query-block';
import { TableWrap } from '../table-wrap';
import { useText } from '../use-text';

type Text = ReturnType<typeof useText>;

const measureName = (text: Text, m: Pick<ProtectionMeasure, 'kind' | 'period'>) =>
  text('protection_measure', { kind: text(kindText(m.kind)), period: text(periodText(m.period)) });

/**
 * The member page's player-protection section: the measure in
 * force, the history of measures (who applied each), the member's limits and
 * reality check, and, for a role with `protection.manage`, applying a time-out
 * or a self-exclusion after a confirm step. There is no way to lift one.
 */
export function ProtectionPanel({ memberId, username }: { memberId: string; username: string }) {
  const text = useText();
  const query = useMemberProtection(memberId);
  return (
    <QueryBlock query={query} title={text('protection_title')}>
      {(value) => (
        <ProtectionContent
          value={value}
          now={query.dataUpdatedAt}
          memberId={memberId}
          username={username}
        />
      )}
    </QueryBlock>
  );
}

function ProtectionContent(props: {
  value: AdminProtectionValue;
  /** When the value was read: what is in force is judged at that time. */
  now: number;
  memberId: string;
  username: string;
}) {
  const text = useText();
  const { value, now } = props;
  const historyId = useId();
  const limitsId = useId();
  const current = value.current;
  return (
    <>
      <h3>{text('protection_current')}</h3>
      {current ? (
        <dl className={styles.facts}>
          <dt>{text('protection_measure_label')}</dt>
          <dd>{measureName(text, current)}</dd>
          <dt>{text('protection_from')}</dt>
          <dd>{measureSpan(current).from} UTC</dd>
          <dt>{text('protection_until')}</dt>
          <dd>
            {current.endsAt === null
              ? text('protection_permanent')
              : `${measureSpan(current).until} UTC`}
          </dd>
        </dl>
      ) : (
        <p>{text('protection_none')}</p>
      )}

      <ApplyForm memberId={props.memberId} username={props.username} current={current} now={now} />

      <h3 id={historyId}>{text('protection_history')}</h3>
      {value.history.length === 0 ? (
        <p>{text('protection_history_empty')}</p>
      ) : (
        <TableWrap labelledBy={historyId}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text('protection_measure_label')}</th>
                <th scope="col">{text('protection_from')}</th>
                <th scope="col">{text('protection_until')}</th>
                <th scope="col">{text('protection_by')}</th>
                <th scope="col">{text('protection_reason')}</th>
                <th scope="col">{text('protection_status')}</th>
              </tr>
            </thead>
            <tbody>
              {value.history.map((m) => {
                const span = measureSpan(m);
                return (
                  <tr key={m.id}>
                    <td>{measureName(text, m)}</td>
                    <td className={styles.nowrap}>{span.from}</td>
                    <td className={styles.nowrap}>
                      {span.until ?? text('protection_period_permanent')}
                    </td>
                    <td>
                      {m.createdBy === 'member'
                        ? text('protection_by_member')
                        : text('protection_by_operator', { name: m.operator ?? '–' })}
                    </td>
                    <td>{m.reason ?? '–'}</td>
                    <td>{text(isInForce(m, now) ? 'protection_in_force' : 'protection_ended')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}

      <h3 id={limitsId}>{text('protection_limits')}</h3>
      <TableWrap labelledBy={limitsId}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{text('protection_limit_kind')}</th>
              {LIMIT_PERIODS.map((p) => (
                <th scope="col" key={p}>
                  {text(`protection_limit_${p}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {limitRows(value).map((row) => (
              <tr key={row.label}>
                <th scope="row">{text(row.label)}</th>
                {LIMIT_PERIODS.map((p) => (
                  <td key={p}>
                    <LimitText cell={row.cells[p]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <dl className={styles.facts}>
        <dt>{text('protection_session_limit')}</dt>
        <dd>
          {value.limits.session.limitMinutes === null
            ? text('protection_limit_none')
            : text('protection_session_minutes', {
                minutes: value.limits.session.limitMinutes,
                used: value.limits.session.usedMinutes,
              })}
          {value.limits.session.pending ? (
            <>
              <br />
              <span className={styles.hint}>
                {value.limits.session.pending.limitMinutes === null
                  ? text('protection_limit_pending_none', {
                      at: utcTime(value.limits.session.pending.effectiveAt),
                    })
                  : text('protection_limit_pending', {
                      limit: `${value.limits.session.pending.limitMinutes} min`,
                      at: utcTime(value.limits.session.pending.effectiveAt),
                    })}
              </span>
            </>
          ) : null}
        </dd>
        <dt>{text('protection_reality_check')}</dt>
        <dd>
          {value.realityCheck.minutes === null
            ? text('protection_reality_off')
            : text('protection_reality_every', { minutes: value.realityCheck.minutes })}{' '}
          (
          {text(
            value.realityCheck.chosen ? 'protection_reality_chosen' : 'protection_reality_default',
          )}
          {value.realityCheck.required ? `, ${text('protection_reality_required')}` : ''})
        </dd>
      </dl>
    </>
  );
}

function LimitText({ cell }: { cell: LimitCell }) {
  const text = useText();
  return (
    <>
      {cell.limit === null ? text('protection_limit_none') : formatMoney(cell.limit)}
      {cell.limit !== null ? (
        <span className={styles.hint}>
          {' '}
          · {text('protection_limit_used', { used: formatMoney(cell.used) })}
        </span>
      ) : null}
      {cell.pending ? (
        <>
          <br />
          <span className={styles.hint}>
            {cell.pending.limit === null
              ? text('protection_limit_pending_none', { at: cell.pending.effectiveAt })
              : text('protection_limit_pending', {
                  limit: formatMoney(cell.pending.limit),
                  at: cell.pending.effectiveAt,
                })}
          </span>
        </>
      ) : null}
    </>
  );
}

/** Choose a period and a reason, review what will happen, then apply. */
function ApplyForm(props: {
  memberId: string;
  username: string;
  current: ProtectionMeasure | null;
  now: number;
}) {
  const text = useText();
  const apply = useApplyProtection(props.memberId);
  const ids = { title: useId(), reason: useId(), confirm: useId(), hint: useId() };
  const [review, setReview] = useState<{
    period: ProtectionPeriod;
    reason: string;
    at: number;
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const groups = periodOptions(props.current, props.now);

  useEffect(() => {
    if (review) confirmTitle.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      reviewButton.current?.focus();
    }
  }, [review]);

  const onReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const period = data.get('period') as ProtectionPeriod | null;
    const reason = String(data.get('reason') ?? '').trim();
    if (!period || !reason) return;
    setNotice(null);
    apply.reset();
    setReview({ period, reason, at: Date.now() });
  };

  const onConfirm = () => {
    if (!review) return;
    const measure = { kind: kindOfPeriod(review.period), period: review.period };
    apply.mutate(
      { period: review.period, reason: review.reason },
      {
        onSuccess: () => {
          form.current?.reset();
          returnFocus.current = true;
          setReview(null);
          setNotice(
            text('protection_applied', {
              measure: measureName(text, measure),
              username: props.username,
            }),
          );
        },
      },
    );
  };

  const reviewed =
    review &&
    (() => {
      const kind = kindOfPeriod(review.period);
      const until = endIfAppliedNow(review.period, review.at);
      return { measure: measureName(text, { kind, period: review.period }), until };
    })();

  return (
    <div aria-labelledby={ids.title} role="group">
      <h3 id={ids.title}>{text('protection_apply')}</h3>
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <p className={styles.hint} id={ids.hint}>
        {text('protection_apply_hint')}
      </p>
      {groups.every((g) => g.options.every((o) => !o.allowed)) ? (
        <p>{text('protection_nothing_longer')}</p>
      ) : (
        <form ref={form} onSubmit={onReview} aria-describedby={ids.hint}>
          {groups.map((group) => (
            <fieldset className={styles.fieldset} key={group.kind} disabled={review !== null}>
              <legend>{text(kindText(group.kind))}</legend>
              <div className={styles.row}>
                {group.options.map((o) => (
                  <label className={styles.choice} key={o.period}>
                    <input
                      type="radio"
                      name="period"
                      value={o.period}
                      required
                      disabled={!o.allowed}
                    />{' '}
                    {text(periodText(o.period))}
                    {o.allowed ? null : (
                      <span className={styles.srOnly}> {text('protection_not_allowed')}</span>
                    )}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div className={styles.field}>
            <label htmlFor={ids.reason}>{text('protection_reason_label')}</label>
            <input
              id={ids.reason}
              name="reason"
              className={styles.input}
              required
              maxLength={500}
              readOnly={review !== null}
            />
          </div>
          {review ? null : (
            <div className={styles.row}>
              <button ref={reviewButton} className={styles.button} type="submit">
                {text('protection_review')}
              </button>
            </div>
          )}
        </form>
      )}
      {review && reviewed ? (
        <div
          className={styles.card}
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={ids.confirm}
          aria-describedby={`${ids.confirm}-effects`}
        >
          <h4 id={ids.confirm} ref={confirmTitle} tabIndex={-1}>
            {text('protection_confirm_title', {
              measure: reviewed.measure,
              username: props.username,
            })}
          </h4>
          <p>
            {reviewed.until === null
              ? text('protection_confirm_forever')
              : text('protection_confirm_until', { until: reviewed.until })}
          </p>
          <p id={`${ids.confirm}-effects`}>{text('protection_confirm_effects')}</p>
          <ErrorLine error={apply.error} />
          <div className={styles.row}>
            <button
              className={`${styles.button} ${styles.danger}`}
              type="button"
              disabled={apply.isPending}
              onClick={onConfirm}
            >
              {text(apply.isPending ? 'protection_applying' : 'protection_confirm')}
            </button>
            <button
              className={`${styles.button} ${styles.secondary}`}
              type="button"
              disabled={apply.isPending}
              onClick={() => {
                returnFocus.current = true;
                setReview(null);
              }}
            >
              {text('cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
