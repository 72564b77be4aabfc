import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SessionValue } from '@kalaro/contract/account';
import { FLAG } from '@kalaro/contract/constants';
import { ClearIcon, LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import button from '@/shared/ui/button.module.css';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { isFlagOn } from '@/features/startup/model';
import { LoginForm } from '@/features/auth/components/login-form';
import { HOME_PATH, nextRouteAfterLogin } from '@/features/auth/model';
import styles from '@/app/routes/login-dialog.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  onLoggedIn: (value: SessionValue) => void;
}

/**
 * The login dialog (account-side §2): the real login form in a modal `<dialog>`,
 * not a redirect, so the member stays where they were. The form is mounted only
 * while open: every opening starts clean.
 */
export function LoginDialog({ open, onClose, onLoggedIn }: Props) {
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

/**
 * A login gate for screens a visitor may see but not use: `requireLogin(target)`
 * opens the dialog; after the login the member lands on `target` (or stays, with
 * null). A first login or an expired password still goes to change the password.
 */
export function useLoginDialog() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ target: string | null } | null>(null);
  const requireLogin = useCallback((target: string | null) => setPending({ target }), []);
  const close = useCallback(() => setPending(null), []);

  const loggedIn = (value: SessionValue) => {
    const target = pending?.target ?? null;
    setPending(null);
    const next = nextRouteAfterLogin(value);
    if (next !== HOME_PATH) void navigate(next);
    else if (target) void navigate(target);
  };

  return {
    requireLogin,
    loginDialog: <LoginDialog open={pending !== null} onClose={close} onLoggedIn={loggedIn} />,
  };
}

/**
 * A screen a visitor is asked to log in for (the message centre, the rewards
 * centre): why, a button opening the login dialog, and a way to register. After
 * the login the screen itself shows.
 */
export function LoginPrompt({
  title,
  text,
  headingLevel,
}: {
  title: string;
  text: string;
  /** 1 on a screen without the page header (whose title is the page's h1). */
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const { requireLogin, loginDialog } = useLoginDialog();
  return (
    <>
      <StatusPage
        icon={<LockIcon size={40} />}
        title={title}
        testId="login-prompt"
        headingLevel={headingLevel}
      >
        <p>{text}</p>
        <button type="button" className={button.button} onClick={() => requireLogin(null)}>
          {t('login_button')}
        </button>
        <Link to="/m/register" className={`${button.button} ${button.secondary}`}>
          {t('register_now')}
        </Link>
      </StatusPage>
      {loginDialog}
    </>
  );
}
