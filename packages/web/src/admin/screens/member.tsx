import { formatMoney } from '@kalaro/contract/money-format';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useMemberDetail, useMemberWrites } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { utcTime } from '../model';
import { TableWrap } from '../table-wrap';
import { useText } from '../use-text';
import { useOperator } from './layout';
import { MemberHistoryPanel } from './member-history';
import { ProtectionPanel } from './member-protection';

/** A new key for each adjustment form sent: a retry of the same send adjusts once. */
const newKey = () => crypto.randomUUID();

/** A member's page: profile, balance, sessions, history, and what the role may change. */
export default function MemberScreen() {
  const text = useText();
  const { id = '' } = useParams();
  const operator = useOperator();
  const may = (permission: string) => operator.permissions.includes(permission as never);
  const detail = useMemberDetail(id);
  const writes = useMemberWrites(id);
  const [notice, setNotice] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [adjustKey, setAdjustKey] = useState(newKey);
  const ids = {
    reason: useId(),
    amount: useId(),
    adjustReason: useId(),
    sessions: useId(),
  };

  const username = detail.data?.member.username ?? '';
  useEffect(() => {
    document.title = `${text('member_title', { username })} · ${text('brand')}`;
  }, [text, username]);

  const run = (task: Promise<unknown>, done: (value: never) => string | null) => {
    setNotice(null);
    setError(null);
    task.then(
      (value) => setNotice(done(value as never)),
      (failure: unknown) => setError(failure),
    );
  };

  if (detail.isPending) return <p aria-busy="true">{text('loading')}</p>;
  if (detail.isError) {
    return (
      <>
        <ErrorLine error={detail.error} />
        <Link to="/admin/members">{text('member_back')}</Link>
      </>
    );
  }
  const { member, sessions } = detail.data;
  const active = member.status === 'active';

  const onStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const reason = String(new FormData(formElement).get('reason')).trim();
    const status = active ? 'disabled' : 'active';
    run(writes.setStatus.mutateAsync({ status, reason }), () => {
      formElement.reset();
      return text('member_status_done', {
        username: member.username,
        status: text(status === 'active' ? 'status_active' : 'status_disabled'),
      });
    });
  };

  const onAdjust = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    run(
      writes.adjust.mutateAsync({
        amount: String(form.get('amount')).trim(),
        reason: String(form.get('reason')).trim(),
        idempotencyKey: adjustKey,
      }),
      (value: { amount: string; balanceAfter: string }) => {
        formElement.reset();
        setAdjustKey(newKey());
        return text('member_adjust_done', {
          amount: formatMoney(value.amount),
          balance: formatMoney(value.balanceAfter),
        });
      },
    );
  };

  return (
    <>
      <p>
        <Link to="/admin/members">{text('member_back')}</Link>
      </p>
      <h1>{text('member_title', { username: member.username })}</h1>
      <div aria-live="polite">
        {notice ? <p className={styles.notice}>{notice}</p> : null}
        {temporary ? (
          <p className={styles.notice}>
            {text('member_reset_done', { username: member.username })}{' '}
            <code className={styles.secret}>{temporary}</code>
          </p>
        ) : null}
      </div>
      <ErrorLine error={error} />

      <section className={styles.card}>
        <dl className={styles.facts}>
          <dt>{text('status')}</dt>
          <dd>
            {member.closedAt
              ? text('member_closed_by_member', { time: utcTime(member.closedAt) })
              : text(active ? 'status_active' : 'status_disabled')}
          </dd>
          <dt>{text('member_balance')}</dt>
          <dd>{formatMoney(member.balance)}</dd>
          <dt>{text('member_mobile')}</dt>
          <dd>{member.mobile ?? '–'}</dd>
          <dt>{text('member_email')}</dt>
          <dd>{member.email ?? '–'}</dd>
          <dt>{text('member_vip')}</dt>
          <dd>{member.vipLabel}</dd>
          <dt>{text('member_registered')}</dt>
          <dd>{utcTime(member.registeredAt)}</dd>
          <dt>{text('member_agent_path')}</dt>
          <dd>{member.agentPath.length ? member.agentPath.join(' ← ') : text('member_none')}</dd>
          <dt>{text('member_security_questions')}</dt>
          <dd>
            {text(
              member.securityQuestionsSet
                ? 'member_security_questions_set'
                : 'member_security_questions_unset',
            )}
          </dd>
        </dl>
        {member.mustChangePassword ? (
          <p className={styles.hint}>{text('member_must_change')}</p>
        ) : null}
      </section>

      {may('members.manage') ? (
        <section className={styles.card}>
          <form className={styles.row} onSubmit={onStatus}>
            <div className={styles.field}>
              <label htmlFor={ids.reason}>{text('member_status_reason')}</label>
              <input
                id={ids.reason}
                name="reason"
                className={styles.input}
                required
                maxLength={200}
              />
            </div>
            <div className={styles.field}>
              <button
                className={`${styles.button} ${active ? styles.danger : ''}`}
                type="submit"
                disabled={writes.setStatus.isPending}
              >
                {text(
                  active ? 'member_disable' : member.closedAt ? 'member_reopen' : 'member_enable',
                )}
              </button>
            </div>
          </form>
          {member.closedAt ? <p className={styles.hint}>{text('member_reopen_hint')}</p> : null}
          <div className={styles.row}>
            <button
              className={`${styles.button} ${styles.secondary}`}
              type="button"
              disabled={writes.resetPassword.isPending}
              onClick={() =>
                run(writes.resetPassword.mutateAsync(), (value: { temporaryPassword: string }) => {
                  setTemporary(value.temporaryPassword);
                  return null;
                })
              }
            >
              {text('member_reset_password')}
            </button>
          </div>
        </section>
      ) : null}

      {may('balance.adjust') ? (
        <section className={styles.card} aria-labelledby={`${ids.amount}-title`}>
          <h2 id={`${ids.amount}-title`}>{text('member_adjust')}</h2>
          <form className={styles.row} onSubmit={onAdjust}>
            <div className={styles.field}>
              <label htmlFor={ids.amount}>{text('member_adjust_amount')}</label>
              <input
                id={ids.amount}
                name="amount"
                className={styles.input}
                required
                inputMode="decimal"
                pattern="-?\d{1,12}(\.\d{1,2})?"
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.adjustReason}>{text('member_adjust_reason')}</label>
              <input
                id={ids.adjustReason}
                name="reason"
                className={styles.input}
                required
                minLength={3}
                maxLength={200}
              />
            </div>
            <div className={styles.field}>
              <button className={styles.button} type="submit" disabled={writes.adjust.isPending}>
                {text('member_adjust')}
              </button>
            </div>
          </form>
        </section>
      ) : null}

      {may('protection.manage') ? (
        <ProtectionPanel memberId={member.id} username={member.username} />
      ) : null}

      <section className={styles.card}>
        <h2 id={ids.sessions}>{text('member_sessions')}</h2>
        {sessions.length === 0 ? (
          <p>{text('member_no_sessions')}</p>
        ) : (
          <>
            <TableWrap labelledBy={ids.sessions}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{text('member_session_started')}</th>
                    <th scope="col">{text('member_session_seen')}</th>
                    <th scope="col">{text('audit_address')}</th>
                    <th scope="col">{text('member_session_device')}</th>
                  </tr>
                </thead>
                <tbody>
                  {sessions.map((s) => (
                    <tr key={s.id}>
                      <td className={styles.nowrap}>{utcTime(s.createdAt)}</td>
                      <td className={styles.nowrap}>{utcTime(s.lastSeenAt)}</td>
                      <td className={styles.mono}>{s.ip ?? '–'}</td>
                      <td>
                        {s.device === 'OTHERS' && (
                          <span className={styles.chip}>
                            {text('member_session_installed_ios')}
                          </span>
                        )}{' '}
                        {s.userAgent ?? '–'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            {may('members.manage') ? (
              <button
                className={`${styles.button} ${styles.secondary}`}
                type="button"
                disabled={writes.endSessions.isPending}
                onClick={() =>
                  run(writes.endSessions.mutateAsync(), (value: { ended: number }) =>
                    text('sessions_ended', { count: value.ended, username: member.username }),
                  )
                }
              >
                {text('end_sessions')}
              </button>
            ) : null}
          </>
        )}
      </section>

      <MemberHistoryPanel memberId={member.id} />
    </>
  );
}
