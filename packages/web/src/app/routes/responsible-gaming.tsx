import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/shared/ui/toast/toast-store';
import { endSession } from '@/features/auth/api/session';
import { ResponsibleGaming } from '@/features/protection/components/responsible-gaming';
import { announceSignedOut } from '@/features/protection/signed-out-channel';
import { RealMemberOnly } from '@/app/routes/real-member-only';

/**
 * /m/responsibleGaming (from the member centre): the member's time-out or
 * self-exclusion. Taking one ends every session on the server, so the app signs
 * out here too and goes to the login screen. A member who logs in while it runs
 * is brought here (`ExcludedNotice`): play is closed, withdrawing stays open.
 */
export default function ResponsibleGamingScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  return (
    <RealMemberOnly
      loginTitle={t('title_responsible_gaming')}
      loginText={t('protection_login_text')}
      trialTitle={t('title_responsible_gaming')}
    >
      <ResponsibleGaming
        depositLimitsPath="/m/depositLimits"
        withdrawPath="/m/withdraw"
        playLimitsPath="/m/playLimits"
        helpPath="/m/help"
        onClosed={() => {
          announceSignedOut();
          endSession(client);
          toast.success(t('protection_closed'));
          void navigate('/m/home', { replace: true });
        }}
        onTaken={() => {
          announceSignedOut();
          endSession(client);
          toast.success(t('protection_taken'));
          void navigate('/m/login', { replace: true });
        }}
      />
    </RealMemberOnly>
  );
}
