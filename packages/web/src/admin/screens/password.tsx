import { OPERATOR_PASSWORD } from '@kalaro/contract/operator-account-rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/shared/http/api-error';
import { useChangeOwnPassword } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import {
  errorText,
  passwordErrorField,
  passwordProblems,
  type AdminText,
  type PasswordField,
  type PasswordProblems,
} from '../model';
import { useText } from '../use-text';
import { useOperator } from './layout';

const FIELDS: readonly { name: PasswordField; label: AdminText; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'password_current', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'password_new', autoComplete: 'new-password' },
  { name: 'repeatPassword', label: 'password_repeat', autoComplete: 'new-password' },
];

/**
 * The operator's own password: the current one, a new one twice. Also the only
 * screen while a one-time password must be changed (the layout sends there).
 */
export default function PasswordScreen() {
  const text = useText();
  const operator = useOperator();
  const change = useChangeOwnPassword();
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [show, setShow] = useState(false);
  const [required] = useState(operator.mustChangePassword);
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const base = useId();
  const id = (name: string) => `${base}-${name}`;

  useEffect(() => {
    document.title = `${text('password_title')} · ${text('brand')}`;
  }, [text]);

  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);

  /** Shows the problems and moves the focus to the first field that has one. */
  const report = (found: PasswordProblems) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) (form.current?.elements.namedItem(first.name) as HTMLInputElement | null)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      repeatPassword: String(data.get('repeatPassword') ?? ''),
    };
    setError(null);
    setDone(false);
    const found = passwordProblems(values);
    if (Object.keys(found).length > 0) return report(found);
    setProblems({});
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.current?.reset();
          setDone(true);
        },
        onError: (failure) => {
          const code = isApiError(failure) ? failure.errorCode : undefined;
          const field = passwordErrorField(code);
          if (!field) return setError(failure);
          report({
            [field]: code === 'validation.failed' ? 'operators_password_rule' : errorText(code),
          });
        },
      },
    );
  };

  return (
    <section className={`${styles.card} ${styles.passwordCard}`} aria-labelledby={id('title')}>
      <h1 id={id('title')}>{text('password_title')}</h1>
      {required && !done ? <p className={styles.hint}>{text('password_required_hint')}</p> : null}
      <div aria-live="polite">
        {done ? (
          <p ref={notice} className={styles.notice} tabIndex={-1}>
            {text('password_changed')}
          </p>
        ) : null}
      </div>
      {done && required ? (
        <p>
          <Link className={styles.button} to="/admin" replace>
            {text('password_continue')}
          </Link>
        </p>
      ) : null}
      <ErrorLine error={error} />
      <form ref={form} onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => {
          const problem = problems[field.name];
          const isNew = field.name === 'newPassword';
          // A broken rule is said by the rule's own line (marked as the error), not twice.
          const ruleBroken = isNew && problem === 'operators_password_rule';
          const ownError = problem && !ruleBroken;
          const describedBy = [
            ownError ? id(`${field.name}-error`) : null,
            isNew ? id('rule') : null,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div className={styles.field} key={field.name}>
              <label htmlFor={id(field.name)}>{text(field.label)}</label>
              <input
                id={id(field.name)}
                className={styles.input}
                name={field.name}
                type={show ? 'text' : 'password'}
                autoComplete={field.autoComplete}
                autoCapitalize="none"
                spellCheck={false}
                maxLength={OPERATOR_PASSWORD.max}
                required
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {isNew ? (
                <span id={id('rule')} className={ruleBroken ? styles.fieldError : styles.hint}>
                  {text('operators_password_rule')}
                </span>
              ) : null}
              {ownError ? (
                <span id={id(`${field.name}-error`)} className={styles.fieldError}>
                  {text(problem)}
                </span>
              ) : null}
            </div>
          );
        })}
        <div className={styles.field}>
          <label className={styles.check}>
            <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />{' '}
            {text('password_show')}
          </label>
        </div>
        <button className={styles.button} type="submit" disabled={change.isPending}>
          {change.isPending ? text('password_saving') : text('password_save')}
        </button>
      </form>
    </section>
  );
}
