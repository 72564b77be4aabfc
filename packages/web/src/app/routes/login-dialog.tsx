import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SessionValue } from '@kalaro/contract/account';
import { afterLoadAndIdle } from '@/shared/hooks/after-load';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';
import { HOME_PATH, nextRouteAfterLogin } from '@/features/auth/model';

// The dialog holds the whole login form (its validation, captcha, SMS code): a
// chunk of its own, so the screens that offer it to a visitor do not make a
// member download it.
const loadLoginDialog = () => import('@/app/routes/login-dialog-view');
const LoginDialog = lazy(loadLoginDialog);

/**
 * A login gate for screens a visitor may see but not use: `requireLogin(target)`
 * opens the dialog; after the login the member lands on `target` (or stays, with
 * null). A first login or an expired password still goes to change the password.
 */
export function useLoginDialog() {
  const navigate = useNavigate();
  const session = useSession();
  const [pending, setPending] = useState<{ target: string | null } | null>(null);
  // Mounted from the first opening on, so later closings return focus as usual.
  const [used, setUsed] = useState(false);
  const requireLogin = useCallback((target: string | null) => {
    setUsed(true);
    setPending({ target });
  }, []);
  const close = useCallback(() => setPending(null), []);

  // A visitor is the one who opens it: its chunk loads once the page is idle, so
  // the first opening shows at once.
  useEffect(() => {
    if (session) return;
    return afterLoadAndIdle(() => void loadLoginDialog());
  }, [session]);

  const loggedIn = (value: SessionValue) => {
    const target = pending?.target ?? null;
    setPending(null);
    const next = nextRouteAfterLogin(value);
    if (next !== HOME_PATH) void navigate(next);
    else if (target) void navigate(target);
  };

  return {
    requireLogin,
    loginDialog: used && (
      <Suspense fallback={null}>
        <LoginDialog open={pending !== null} onClose={close} onLoggedIn={loggedIn} />
      </Suspense>
    ),
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
