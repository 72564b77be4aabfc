import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '@/shared/session/session';
import { ChevronRightIcon, LogoutIcon } from '@/shared/ui/icons';
import { LockIcon } from '@/shared/ui/screen-icons';
import styles from '@/shared/ui/form.module.css';
import { HOME_PATH } from '@/app/routes/table';

const SignOutDialog = lazy(() => import('@/features/auth/components/sign-out-dialog'));

/** Personal settings: change password and sign out. */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const [signingOut, setSigningOut] = useState(false);
  if (!session) return <Navigate to={HOME_PATH} replace />;
  return (
    <div className={styles.screen}>
      <h2 className={styles.sectionTitle}>{t('settings_account')}</h2>
      <ul className={styles.list}>
        <li>
          <Link to="/m/changePsw" className={styles.listItem}>
            <LockIcon size={20} />
            <span>{t('title_change_password')}</span>
            <ChevronRightIcon size={18} />
          </Link>
        </li>
      </ul>
      <button
        type="button"
        className={`${styles.button} ${styles.secondary}`}
        onClick={() => setSigningOut(true)}
      >
        <LogoutIcon size={20} />
        {t('sign_out')}
      </button>
      {signingOut && (
        <Suspense fallback={null}>
          <SignOutDialog open onClose={() => setSigningOut(false)} />
        </Suspense>
      )}
    </div>
  );
}
