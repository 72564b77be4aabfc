import { useId, useState, type FormEvent } from 'react';
import styles from './admin.module.css';
import { utcTime, type PaymentRow } from './model';
import { useText } from './use-text';

export type ReviewStatus = 'pending' | 'paying' | 'approved' | 'rejected' | 'failed';
const STATUSES: readonly ReviewStatus[] = ['pending', 'approved', 'rejected'];

/** A review queue's status filter (by default pending, approved, rejected). */
export function StatusFilter<S extends ReviewStatus>(props: {
  value: S;
  onChange: (status: S) => void;
  statuses?: readonly S[];
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
          onChange={(event) => props.onChange(event.target.value as S)}
        >
          {(props.statuses ?? (STATUSES as readonly S[])).map((s) => (
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
  /** Withdrawals: the gateways an approval can pay out through (none: by hand only). */
  payoutGateways?: readonly string[];
  /** Withdrawals: the gateway it was sent to, the gateway's reference and the last status check. */
  payout?: PaymentRow['payout'];
  /** Approve; `payoutProvider`: pay out through that gateway. */
  onApprove: (payoutProvider?: string) => void;
  onReject: (reason: string, done: () => void) => void;
  /** A paying withdrawal: check now (ask its gateway). */
  onCheckPayout?: () => void;
}) {
  const text = useText();
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [gateway, setGateway] = useState('');
  if (props.status !== 'pending') {
    return (
      <>
        {text(`deposit_${props.status}`)}
        {props.note ? ` · ${props.note}` : ''}
        {props.payout ? (
          <div className={styles.hint}>
            {props.payout.reference
              ? text('payout_gateway_line', {
                  gateway: props.payout.provider,
                  reference: props.payout.reference,
                })
              : props.payout.provider}
          </div>
        ) : null}
        {props.status === 'failed' ? (
          <div className={styles.hint}>{text('payout_failed_note')}</div>
        ) : null}
        {props.status === 'paying' && props.payout ? (
          <div className={styles.hint}>
            {props.payout.checkedAt
              ? text('payout_checked_at', { at: utcTime(props.payout.checkedAt) })
              : text('payout_not_checked')}
          </div>
        ) : null}
        {props.status === 'paying' && props.onCheckPayout ? (
          <button
            className={`${styles.button} ${styles.secondary}`}
            type="button"
            disabled={props.busy}
            aria-label={text('payout_check_label', { label: props.label })}
            onClick={props.onCheckPayout}
          >
            {text('payout_check')}
          </button>
        ) : null}
      </>
    );
  }
  const gateways = props.payoutGateways ?? [];
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
      {gateways.length ? (
        <div className={styles.field}>
          <label htmlFor={id}>{text('payout_via')}</label>
          <select
            id={id}
            className={styles.select}
            value={gateway}
            onChange={(event) => setGateway(event.target.value)}
          >
            <option value="">{text('payout_by_hand')}</option>
            {gateways.map((g) => (
              <option key={g} value={g}>
                {text('payout_through', { gateway: g })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        className={styles.button}
        type="button"
        disabled={props.busy}
        aria-label={`${text('approve')} ${props.label}`}
        onClick={() => props.onApprove(gateway || undefined)}
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
