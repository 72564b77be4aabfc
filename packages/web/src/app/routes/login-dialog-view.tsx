import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionValue } from '@kalaro/contract/account';
import { FLAG } from '@kalaro/contract/constants';
import { ClearIcon } from '@/shared/ui/screen-icons';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { isFlagOn } from '@/features/startup/model';
import { LoginForm } from '@/features/auth/components/login-form';
import styles from '@/app/routes/login-dialog.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  onLoggedIn: (value: SessionValue) => void;
}

/**
 * The login dialog: the real login form in a modal `<dialog>`,
 * not a redirect, so the member stays where they were. The form is mounted only
 * while open: every opening starts clean.
 */
export default function LoginDialog({ open, onClose, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const settings = useStartupSettings();
  // Straight to typing: the first field, not the close button.
  const dialog = useModalDialog(open, { onCancel: onClose, initialFocus: 'input' });
  const titleId = useId();

  return (
    <dialog
      {...dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid="login-dialog"
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {t('title_login')}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={t('close')}
              onClick={onClose}
            >
              <ClearIcon size={20} />
            </button>
          </div>
          <p className={styles.subtitle}>{t('login_dialog_text')}</p>
          <LoginForm
            publicKey={settings.security.publicKey}
            mobileCodeLogin={isFlagOn(settings, FLAG.MOBILE_CODE_LOGIN)}
            captchaEnabled={isFlagOn(settings, FLAG.CAPTCHA)}
            onLoggedIn={onLoggedIn}
          />
          <p className={styles.links}>
            <Link to="/m/register" onClick={onClose}>
              {t('register_now')}
            </Link>
            <Link to="/m/forget" onClick={onClose}>
              {t('forgot_password')}
            </Link>
          </p>
        </>
      )}
    </dialog>
  );
}
