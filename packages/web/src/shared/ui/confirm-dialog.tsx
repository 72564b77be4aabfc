import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/shared/ui/form.module.css';

interface Props {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Only Confirm (an acknowledgement), no Cancel. */
  alert?: boolean;
}

/** A modal confirmation on the platform's `<dialog>`: focus is trapped, Escape cancels. */
export function ConfirmDialog({ open, message, onConfirm, onCancel, alert = false }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-describedby={messageId}
      aria-label={message}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
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
          {t('confirm')}
        </button>
      </div>
    </dialog>
  );
}
