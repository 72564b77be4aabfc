import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { setSession, useSession } from '@/shared/session/session';
import styles from '@/shared/ui/form.module.css';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { HOME_PATH } from '@/app/routes/table';

/** Change password: first login, expired password, or from settings. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  if (!session) return <Navigate to={HOME_PATH} replace />;
  const changed = () => {
    if (session.firstTimeLogin) setSession({ ...session, firstTimeLogin: false });
    void navigate(HOME_PATH, { replace: true });
  };
  return (
    <div className={styles.screen}>
      <p className={styles.hint}>
        {session.firstTimeLogin ? t('change_password_first') : t('change_password_hint')}
      </p>
      <ChangePasswordForm userName={session.userName} onChanged={changed} />
    </div>
  );
}
