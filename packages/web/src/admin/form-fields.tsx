import { useId } from 'react';
import styles from './admin.module.css';
import type { AdminText } from './model';
import { useText } from './use-text';

/** A labelled input of a back-office form, marked invalid for screen readers too. */
export function Field(props: {
  name: string;
  label: AdminText;
  type?: string;
  required?: boolean;
  defaultValue?: string;
  inputMode?: 'decimal' | 'numeric';
  invalid?: boolean;
}) {
  const text = useText();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{text(props.label)}</label>
      <input
        id={id}
        name={props.name}
        className={styles.input}
        type={props.type ?? 'text'}
        required={props.required}
        defaultValue={props.defaultValue}
        inputMode={props.inputMode}
        aria-invalid={props.invalid || undefined}
      />
    </div>
  );
}

/**
 * The schema's problems, each named by its field's label: `labels` maps a
 * body's top field to its label, or names a whole path ("translations.TY.title").
 */
export function Problems({
  problems,
  labels,
}: {
  problems: Record<string, string>;
  labels: Record<string, AdminText> | ((path: string) => string | undefined);
}) {
  const text = useText();
  const keys = Object.keys(problems);
  if (keys.length === 0) return null;
  return (
    <div className={styles.error} role="alert">
      <p>{text('campaign_check_fields')}</p>
      <ul>
        {keys.map((key) => {
          const top = labels instanceof Function ? undefined : labels[key.split('.')[0] ?? ''];
          const label = labels instanceof Function ? labels(key) : top ? text(top) : undefined;
          return (
            <li key={key}>
              {label ?? key}: {problems[key]}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
