import { useId, useState, type FormEvent } from 'react';
import styles from './admin.module.css';
import { Problems } from './form-fields';
import type { AdminText } from './model';
import { QUEUE_FILTER_FIELDS, queueFilterOf, type QueueFilter } from './queue-filter-model';
import { useText } from './use-text';

const LABELS: Record<keyof QueueFilter, AdminText> = {
  member: 'queue_filter_member',
  channel: 'queue_filter_channel',
  minAmount: 'queue_filter_min',
  maxAmount: 'queue_filter_max',
  fromDate: 'queue_filter_from',
  toDate: 'queue_filter_to',
};

/**
 * A review queue's filters besides the status: the member, the channel (a
 * deposit's channel, a withdrawal's bank or gateway), an amount range and the
 * days, applied on the server when the operator asks.
 */
export function QueueFilterForm(props: {
  channelLabel: AdminText;
  utcOffset: number;
  onApply: (filter: QueueFilter) => void;
}) {
  const text = useText();
  const base = useId();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const labels = { ...LABELS, channel: props.channelLabel };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      QUEUE_FILTER_FIELDS.map((key) => [key, String(form.get(key) ?? '')]),
    );
    const checked = queueFilterOf(values, props.utcOffset);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    props.onApply(checked.filter);
  };

  return (
    <form
      className={`${styles.card} ${styles.row}`}
      role="search"
      aria-label={text('queue_filter_title')}
      onSubmit={onSubmit}
      onReset={() => {
        setProblems({});
        props.onApply({});
      }}
      noValidate
    >
      {QUEUE_FILTER_FIELDS.map((key) => (
        <div key={key} className={styles.field}>
          <label htmlFor={`${base}-${key}`}>{text(labels[key])}</label>
          <input
            id={`${base}-${key}`}
            name={key}
            className={styles.input}
            type={key === 'fromDate' || key === 'toDate' ? 'date' : 'text'}
            inputMode={key === 'minAmount' || key === 'maxAmount' ? 'decimal' : undefined}
            maxLength={key === 'member' ? 32 : 64}
            autoComplete="off"
            aria-invalid={key in problems || undefined}
          />
        </div>
      ))}
      <div className={styles.field}>
        <button type="submit" className={styles.button}>
          {text('queue_filter_apply')}
        </button>{' '}
        <button type="reset" className={`${styles.button} ${styles.secondary}`}>
          {text('queue_filter_clear')}
        </button>
      </div>
      <Problems problems={problems} labels={labels} />
    </form>
  );
}
