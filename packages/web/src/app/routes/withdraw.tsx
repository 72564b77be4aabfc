import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { WithdrawCentre } from '@/features/withdraw/components/withdraw-centre';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/withdraw: a visitor is asked to log in; a trial account is refused. */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('withdraw_login_title')} text={t('withdraw_login_text')} />;
  }
  if (session.type === MEMBER_TYPE.TRIAL) {
    return (
      <StatusPage icon={<LockIcon size={40} />} title={t('withdraw_trial_title')} tone="warning">
        <p>{t('free_reject')}</p>
      </StatusPage>
    );
  }
  return <WithdrawCentre securityPath="/m/securityCenter" recordPath="/m/withdrawReport" />;
}
