import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import styles from '@/shared/ui/form.module.css';

interface Props {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Only Confirm (an acknowledgement), no Cancel. */
  alert?: boolean;
  /** The primary button's text (default: Confirm). */
  confirmLabel?: string;
}

/** A modal confirmation on the platform's `<dialog>`: focus is trapped, Escape cancels. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  alert = false,
  confirmLabel,
}: Props) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open, { onCancel });
  const messageId = useId();

  return (
    <dialog {...dialog} className={styles.dialog} aria-describedby={messageId} aria-label={message}>
      <p id={messageId} className={styles.dialogMessage}>
        {message}
      </p>
      <div className={styles.dialogActions}>
        {!alert && (
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={onCancel}
          >
            {t('cancel')}
          </button>
        )}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's primary action */}
        <button type="button" className={styles.button} onClick={onConfirm} autoFocus>
          {confirmLabel ?? t('confirm')}
        </button>
      </div>
    </dialog>
  );
}
