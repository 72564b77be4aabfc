import { useId, useState, type FormEvent } from 'react';
import styles from './admin.module.css';
import { useText } from './use-text';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';
const STATUSES: readonly ReviewStatus[] = ['pending', 'approved', 'rejected'];

/** A review queue's status filter. */
export function StatusFilter(props: {
  value: ReviewStatus;
  onChange: (status: ReviewStatus) => void;
}) {
  const text = useText();
  const id = useId();
  return (
    <div className={styles.row}>
      <div className={styles.field}>
        <label htmlFor={id}>{text('deposits_filter')}</label>
        <select
          id={id}
          className={styles.select}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as ReviewStatus)}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {text(`deposit_${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * A review queue row's decision cell: approve, or reject with a reason the
 * member reads; once decided, the decision. `label` names the row for screen readers.
 */
export function ReviewActions(props: {
  /** The row's status: a decided row shows it (and the reason), a pending one the buttons. */
  status: ReviewStatus;
  note: string | null;
  label: string;
  busy: boolean;
  reasonMax: number;
  onApprove: () => void;
  onReject: (reason: string, done: () => void) => void;
}) {
  const text = useText();
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  if (props.status !== 'pending') {
    return (
      <>
        {text(`deposit_${props.status}`)}
        {props.note ? ` · ${props.note}` : ''}
      </>
    );
  }
  if (rejecting) {
    return (
      <form
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const reason = String(new FormData(event.currentTarget).get('note')).trim();
          props.onReject(reason, () => setRejecting(false));
        }}
      >
        <div className={styles.field}>
          <label htmlFor={id}>{text('reject_reason')}</label>
          <input
            id={id}
            name="note"
            className={styles.input}
            maxLength={props.reasonMax}
            required
          />
        </div>
        <div className={styles.row}>
          <button
            className={`${styles.button} ${styles.danger}`}
            type="submit"
            disabled={props.busy}
          >
            {text('reject_confirm')}
          </button>
          <button
            className={`${styles.button} ${styles.secondary}`}
            type="button"
            onClick={() => setRejecting(false)}
          >
            {text('cancel')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.row}>
      <button
        className={styles.button}
        type="button"
        disabled={props.busy}
        aria-label={`${text('approve')} ${props.label}`}
        onClick={props.onApprove}
      >
        {text('approve')}
      </button>
      <button
        className={`${styles.button} ${styles.secondary}`}
        type="button"
        aria-label={`${text('reject')} ${props.label}`}
        onClick={() => setRejecting(true)}
      >
        {text('reject')}
      </button>
    </div>
  );
}
