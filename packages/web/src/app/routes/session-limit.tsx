import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';

/**
 * /m/sessionLimit: where the app goes when the server ended the session at the
 * player's own session-time limit (`protection.session_limit`): says why, and
 * that login waits until the last 24 hours' play is under the limit again.
 */
export default function SessionLimitScreen() {
  const { t } = useTranslation();
  return (
    <StatusPage icon={<ClockIcon size={40} />} title={t('session_limit_title')} tone="warning">
      <p data-testid="session-limit">{t('session_limit_text')}</p>
      <p>{t('session_limit_later')}</p>
      <Link to="/m/home" className={button.button}>
        {t('session_limit_home')}
      </Link>
    </StatusPage>
  );
}
