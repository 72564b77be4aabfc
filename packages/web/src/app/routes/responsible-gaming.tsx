import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { toast } from '@/shared/ui/toast/toast-store';
import { endSession } from '@/features/auth/api/session';
import { ResponsibleGaming } from '@/features/protection/components/responsible-gaming';
import { LoginPrompt } from '@/app/routes/login-dialog';

/**
 * /m/responsibleGaming (from the member centre): the member's time-out or
 * self-exclusion. Taking one ends every session on the server, so the app signs
 * out here too and goes to the login screen, which will refuse until it ends.
 */
export default function ResponsibleGamingScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  if (!session) {
    return <LoginPrompt title={t('title_responsible_gaming')} text={t('protection_login_text')} />;
  }
  if (session.type === MEMBER_TYPE.TRIAL) {
    return (
      <StatusPage
        icon={<LockIcon size={40} />}
        title={t('title_responsible_gaming')}
        tone="warning"
      >
        <p>{t('free_reject')}</p>
      </StatusPage>
    );
  }
  return (
    <ResponsibleGaming
      depositLimitsPath="/m/depositLimits"
      playLimitsPath="/m/playLimits"
      helpPath="/m/help"
      onClosed={() => {
        endSession(client);
        toast.success(t('protection_closed'));
        void navigate('/m/home', { replace: true });
      }}
      onTaken={() => {
        endSession(client);
        toast.success(t('protection_taken'));
        void navigate('/m/login', { replace: true });
      }}
    />
  );
}
