import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { SmsCodeButton } from '@/features/auth/components/sms-code-button';
import { SecurityCentre } from '@/features/security/components/security-centre';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { canSend } from '@/features/startup/model';
import { LoginPrompt } from '@/app/routes/login-dialog';

/**
 * /m/securityCenter: a visitor is asked to log in; a trial account has nothing
 * to secure and sees why. The login password is changed on /m/changePsw; the
 * codes for binding use the accounts "get code" button.
 */
export default function SecurityScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useStartupSettings();
  if (!session) {
    return <LoginPrompt title={t('security_login_title')} text={t('security_login_text')} />;
  }
  if (session.type === MEMBER_TYPE.TRIAL) {
    return (
      <StatusPage icon={<LockIcon size={40} />} title={t('security_trial_title')} tone="warning">
        <p>{t('free_reject')}</p>
      </StatusPage>
    );
  }
  return (
    <SecurityCentre
      changePasswordPath="/m/changePsw"
      depositLimitsPath="/m/depositLimits"
      securityQuestionsPath="/m/securityQuestions"
      codeButton={(send) => <SmsCodeButton send={send} />}
      canBind={{ email: canSend(settings, 'email'), mobile: canSend(settings, 'sms') }}
    />
  );
}
