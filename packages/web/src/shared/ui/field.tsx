import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '@/shared/ui/icons';
import { ClearIcon } from '@/shared/ui/screen-icons';
import styles from '@/shared/ui/form.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'ref' | 'prefix'> {
  label: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
  /** Translated error text; sets aria-invalid and is linked with aria-describedby. */
  error?: string;
  hint?: string;
  /** Shows '*' after the label. */
  requiredMark?: boolean;
  /** A clear button appears while the field has a value. */
  onClear?: () => void;
  hasValue?: boolean;
  /** Password fields get a show/hide toggle. */
  password?: boolean;
  /** Something next to the input, inside the box (SMS link, captcha image). */
  addon?: ReactNode;
  /** Something before the input, inside the box (dial code). */
  prefix?: ReactNode;
}

/** A labelled native input with its error, clear button and password toggle. */
export function Field({
  label,
  name,
  ref,
  error,
  hint,
  requiredMark = false,
  onClear,
  hasValue = false,
  password = false,
  addon,
  prefix,
  type = 'text',
  id,
  ...input
}: FieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <span className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {requiredMark && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className={styles.box}>
        {prefix}
        <input
          {...input}
          ref={ref}
          id={inputId}
          name={name}
          type={password ? (visible ? 'text' : 'password') : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-required={requiredMark || undefined}
          aria-describedby={describedBy || undefined}
        />
        {onClear && hasValue && !input.disabled && !input.readOnly && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={onClear}
            aria-label={t('clear_field', { field: label })}
          >
            <ClearIcon size={18} />
          </button>
        )}
        {password && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? t('hide_password') : t('show_password')}
            aria-pressed={visible}
          >
            {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        )}
        {addon}
      </div>
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
