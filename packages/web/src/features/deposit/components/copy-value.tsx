import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/features/deposit/components/deposit.module.css';

/** A labelled value with a copy button; the result is announced politely. */
export function CopyValue({
  label,
  value,
  context,
}: {
  label: string;
  value: string;
  /** What the value belongs to (a bank), so each copy button is named apart. */
  context?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.copyRow}>
      <span className={styles.copyText}>
        <span className={styles.copyLabel}>{label}</span>
        <span className={styles.copyValue}>{value}</span>
      </span>
      <button
        type="button"
        className={styles.copyButton}
        onClick={() => void copy()}
        aria-label={t('deposit_copy_label', { what: context ? `${context} – ${label}` : label })}
      >
        {t('deposit_copy')}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied'
          ? t('deposit_copied', { what: label })
          : state === 'failed'
            ? t('deposit_copy_failed')
            : ''}
      </span>
    </div>
  );
}
