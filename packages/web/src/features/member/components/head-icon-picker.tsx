import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import { toast } from '@/shared/ui/toast/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { useSetHeadIcon } from '@/features/member/api/set-head-icon';
import { HEAD_ICON_IDS, HeadIcon } from '@/features/member/components/head-icons';
import { PencilIcon } from '@/features/member/components/member-icons';
import styles from '@/features/member/components/member-centre.module.css';

interface PickerProps {
  open: boolean;
  /** The icon in use (null: none chosen yet). */
  current: number | null;
  onClose: () => void;
}

/** A modal choice of the 12 head icons: radio buttons (arrow keys move), Save and Cancel. */
export function HeadIconPicker({ open, current, onClose }: PickerProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(current);
  const save = useSetHeadIcon();
  const dialog = useModalDialog(open, {
    onCancel: onClose,
    onOpen: () => {
      setChoice(current);
      save.reset();
    },
    initialFocus: 'input:checked, input',
  });
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === null) return;
    if (choice === current) return onClose();
    save.mutate(choice, {
      onSuccess: () => {
        toast.success(t('head_icon_saved'));
        onClose();
      },
    });
  };

  return (
    <dialog {...dialog} className={formStyles.dialog} aria-labelledby={titleId}>
      <form onSubmit={submit}>
        <h2 id={titleId} className={styles.pickerTitle}>
          {t('head_icon_title')}
        </h2>
        <fieldset className={styles.iconGrid}>
          <legend className="visually-hidden">{t('head_icon_title')}</legend>
          {HEAD_ICON_IDS.map((id) => (
            <label key={id} className={styles.iconOption}>
              <input
                type="radio"
                name="headIcon"
                value={id}
                checked={choice === id}
                onChange={() => setChoice(id)}
                className="visually-hidden"
              />
              <HeadIcon icon={id} size={56} />
              <span className="visually-hidden">{t('head_icon_option', { number: id })}</span>
            </label>
          ))}
        </fieldset>
        {save.isError && (
          <p role="alert" className={formStyles.error}>
            {t('head_icon_failed')}
          </p>
        )}
        <div className={formStyles.dialogActions}>
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary}`}
            onClick={onClose}
          >
            {t('cancel')}
          </button>
          <button
            type="submit"
            className={formStyles.button}
            disabled={choice === null || save.isPending}
            aria-busy={save.isPending}
          >
            {t('head_icon_save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The button over the member centre's avatar, and the picker it opens. */
export function HeadIconButton({ current }: { current: number | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.avatarEdit}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="head-icon-change"
      >
        <span className="visually-hidden">{t('head_icon_change')}</span>
        <span className={styles.avatarEditBadge} aria-hidden="true">
          <PencilIcon size={13} />
        </span>
      </button>
      <HeadIconPicker open={open} current={current} onClose={() => setOpen(false)} />
    </>
  );
}
