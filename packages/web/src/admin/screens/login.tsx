import type { SignedInOperator, SignInValue } from '@kalaro/contract/operator-accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { adminKeys, signIn, signInCode, skipEnrolment } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { afterSignIn } from '../model';
import { useText } from '../use-text';
import { PASSWORD_PATH } from './layout';

type Step =
  | { kind: 'password' }
  | { kind: 'code' }
  | ({ kind: 'enrol' } & Extract<SignInValue, { next: 'enrol' }>);

/** Sign-in: the password, then the authenticator's code (or first its enrolment). */
export default function LoginScreen() {
  const text = useText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { user: useId(), password: useId(), code: useId() };

  useEffect(() => {
    document.title = `${text('sign_in_title')} · ${text('brand')}`;
    heading.current?.focus();
  }, [step.kind, text]);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  const done = (operator: SignedInOperator) => {
    client.setQueryData(adminKeys.me, operator);
    const next = operator.mustChangePassword ? PASSWORD_PATH : afterSignIn(params.get('next'));
    void navigate(next, { replace: true });
  };

  const onPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const value = await signIn(String(form.get('username')), String(form.get('password')));
      setStep(value.next === 'code' ? { kind: 'code' } : ({ ...value, kind: 'enrol' } as Step));
    });
  };

  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).replace(/\s/g, '');
    void run(async () => done(await signInCode(code)));
  };

  const restart = () => {
    setError(null);
    setStep({ kind: 'password' });
  };

  const title =
    step.kind === 'password'
      ? 'sign_in_title'
      : step.kind === 'code'
        ? 'code_title'
        : 'enrol_title';

  return (
    <main className={`${styles.page} ${styles.signIn}`}>
      <div className={`${styles.card} ${styles.signInCard}`}>
        <p className={styles.hint}>{text('brand')}</p>
        <h1 ref={heading} tabIndex={-1}>
          {text(title)}
        </h1>
        <ErrorLine error={error} />
        {step.kind === 'password' ? (
          <form onSubmit={onPassword} noValidate={false}>
            <div className={styles.field}>
              <label htmlFor={ids.user}>{text('username')}</label>
              <input
                id={ids.user}
                className={styles.input}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                required
                maxLength={64}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.password}>{text('password')}</label>
              <input
                id={ids.password}
                className={styles.input}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={128}
              />
            </div>
            <button className={styles.button} type="submit" disabled={busy}>
              {busy ? text('signing_in') : text('sign_in')}
            </button>
          </form>
        ) : (
          <>
            {step.kind === 'enrol' ? (
              <>
                <p>{text('enrol_hint')}</p>
                <img
                  className={styles.qr}
                  alt={text('enrol_qr_alt')}
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.enrolment.qrSvg)}`}
                  width={200}
                  height={200}
                />
                <p>
                  {text('enrol_secret')}{' '}
                  <code className={styles.secret} data-testid="totp-secret">
                    {step.enrolment.secret}
                  </code>
                </p>
              </>
            ) : (
              <p>{text('code_hint')}</p>
            )}
            <form onSubmit={onCode}>
              <div className={styles.field}>
                <label htmlFor={ids.code}>{text('code_label')}</label>
                <input
                  id={ids.code}
                  className={styles.input}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d{6}"
                  maxLength={6}
                  required
                />
              </div>
              <div className={styles.row}>
                <button className={styles.button} type="submit" disabled={busy}>
                  {text('verify')}
                </button>
                {step.kind === 'enrol' && step.enrolment.maySkip ? (
                  <button
                    className={`${styles.button} ${styles.secondary}`}
                    type="button"
                    disabled={busy}
                    onClick={() => void run(async () => done(await skipEnrolment()))}
                  >
                    {text('enrol_skip')}
                  </button>
                ) : null}
              </div>
            </form>
            <p>
              <button className={styles.link} type="button" onClick={restart}>
                {text('start_over')}
              </button>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
