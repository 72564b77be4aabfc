import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { DepositLimits } from '@/features/deposit/components/deposit-limits';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/depositLimits: the player's own deposit limits (from the deposit page and the security centre). */
export default function DepositLimitsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('deposit_login_title')} text={t('deposit_login_text')} />;
  }
  if (session.type === MEMBER_TYPE.TRIAL) {
    return (
      <StatusPage icon={<LockIcon size={40} />} title={t('deposit_trial_title')} tone="warning">
        <p>{t('free_reject')}</p>
      </StatusPage>
    );
  }
  return <DepositLimits />;
}
