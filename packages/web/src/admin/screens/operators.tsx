import { OPERATOR_PASSWORD } from '@kalaro/contract/operator-account-rules';
import { OPERATOR_ROLES, type OperatorRole } from '@kalaro/contract/operator-roles';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useOperators, useOperatorWrites } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { QueryBlock } from '../query-block';
import { utcTime } from '../model';
import { useText } from '../use-text';

/** The owner's operator accounts: create, change role, disable or enable, end sessions. */
export default function OperatorsScreen() {
  const text = useText();
  const list = useOperators();
  const writes = useOperatorWrites();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const ids = { user: useId(), role: useId(), password: useId(), rule: useId() };

  useEffect(() => {
    document.title = `${text('operators_title')} · ${text('brand')}`;
  }, [text]);

  const report = (promise: Promise<unknown>, done: string) => {
    setNotice(null);
    setError(null);
    promise.then(
      () => setNotice(done),
      (failure: unknown) => setError(failure),
    );
  };

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const username = String(form.get('username')).trim().toLowerCase();
    report(
      writes.create
        .mutateAsync({
          username,
          role: String(form.get('role')) as OperatorRole,
          password: String(form.get('password')),
        })
        .then(() => formElement.reset()),
      text('operators_created', { username }),
    );
  };

  return (
    <>
      <h1>{text('operators_title')}</h1>
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <ErrorLine error={error} />
      <section className={styles.card} aria-labelledby={`${ids.user}-title`}>
        <h2 id={`${ids.user}-title`}>{text('operators_new')}</h2>
        <form className={styles.row} onSubmit={onCreate}>
          <div className={styles.field}>
            <label htmlFor={ids.user}>{text('username')}</label>
            <input
              id={ids.user}
              name="username"
              className={styles.input}
              required
              pattern="[a-zA-Z0-9][a-zA-Z0-9._\-]{2,31}"
              autoComplete="off"
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.role}>{text('role')}</label>
            <select id={ids.role} name="role" className={styles.select} defaultValue="support">
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {text(`role_${role}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.password}>{text('password')}</label>
            <input
              id={ids.password}
              name="password"
              type="password"
              className={styles.input}
              required
              minLength={OPERATOR_PASSWORD.min}
              maxLength={OPERATOR_PASSWORD.max}
              autoComplete="new-password"
              aria-describedby={ids.rule}
            />
          </div>
          <div className={styles.field}>
            <button className={styles.button} type="submit" disabled={writes.create.isPending}>
              {text('operators_create')}
            </button>
          </div>
        </form>
        <p id={ids.rule} className={styles.hint}>
          {text('operators_password_rule')} {text('operators_one_time_note')}
        </p>
      </section>

      <QueryBlock
        query={list}
        isEmpty={(data) => data.operators.length === 0}
        empty="operators_empty"
      >
        {(data) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{text('username')}</th>
                  <th scope="col">{text('role')}</th>
                  <th scope="col">{text('status')}</th>
                  <th scope="col">{text('authenticator')}</th>
                  <th scope="col">{text('last_sign_in')}</th>
                  <th scope="col" className={styles.num}>
                    {text('sessions')}
                  </th>
                  <th scope="col">{text('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.operators.map((operator) => (
                  <tr key={operator.id}>
                    <th scope="row">{operator.username}</th>
                    <td>
                      <select
                        className={styles.select}
                        aria-label={text('change_role_for', { username: operator.username })}
                        value={operator.role}
                        onChange={(event) =>
                          report(
                            writes.update.mutateAsync({
                              id: operator.id,
                              role: event.target.value as OperatorRole,
                            }),
                            text('saved'),
                          )
                        }
                      >
                        {OPERATOR_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {text(`role_${role}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      {text(operator.status === 'active' ? 'status_active' : 'status_disabled')}
                      {operator.mustChangePassword ? (
                        <span className={styles.hint}> · {text('operators_must_change')}</span>
                      ) : null}
                    </td>
                    <td>{text(operator.totpEnabled ? 'authenticator_on' : 'authenticator_off')}</td>
                    <td>
                      {operator.lastSignInAt ? utcTime(operator.lastSignInAt) : text('never')}
                    </td>
                    <td className={styles.num}>{operator.activeSessions}</td>
                    <td>
                      <div className={styles.row}>
                        <button
                          type="button"
                          className={`${styles.button} ${styles.secondary}`}
                          aria-label={`${text(operator.status === 'active' ? 'disable' : 'enable')} ${operator.username}`}
                          onClick={() =>
                            report(
                              writes.update.mutateAsync({
                                id: operator.id,
                                status: operator.status === 'active' ? 'disabled' : 'active',
                              }),
                              text('saved'),
                            )
                          }
                        >
                          {text(operator.status === 'active' ? 'disable' : 'enable')}
                        </button>
                        <button
                          type="button"
                          className={`${styles.button} ${styles.secondary}`}
                          aria-label={`${text('end_sessions')} ${operator.username}`}
                          disabled={operator.activeSessions === 0}
                          onClick={() =>
                            report(
                              writes.endSessions.mutateAsync(operator.id),
                              text('sessions_ended', {
                                count: operator.activeSessions,
                                username: operator.username,
                              }),
                            )
                          }
                        >
                          {text('end_sessions')}
                        </button>
                      </div>
                      <details className={styles.resetPassword}>
                        <summary>
                          {text('operators_reset_password')}
                          <span className={styles.srOnly}> {operator.username}</span>
                        </summary>
                        <form
                          onSubmit={(event) => {
                            event.preventDefault();
                            const formElement = event.currentTarget;
                            const password = String(new FormData(formElement).get('password'));
                            report(
                              writes.resetPassword
                                .mutateAsync({ id: operator.id, password })
                                .then(() => formElement.reset()),
                              text('operators_reset_done', { username: operator.username }),
                            );
                          }}
                        >
                          <label className={styles.srOnly} htmlFor={`${ids.rule}-${operator.id}`}>
                            {text('operators_reset_label', { username: operator.username })}
                          </label>
                          <input
                            id={`${ids.rule}-${operator.id}`}
                            name="password"
                            type="password"
                            className={styles.input}
                            required
                            minLength={OPERATOR_PASSWORD.min}
                            maxLength={OPERATOR_PASSWORD.max}
                            pattern="(?=.*[A-Za-z])(?=.*\d).*"
                            autoComplete="new-password"
                            aria-describedby={ids.rule}
                          />
                          <button
                            className={styles.button}
                            type="submit"
                            disabled={writes.resetPassword.isPending}
                          >
                            {text('operators_reset_save')}
                          </button>
                        </form>
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryBlock>
    </>
  );
}
