import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClaimValue } from '@kalaro/contract/member-content';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { RewardsCentre } from '@/features/rewards/components/rewards-centre';
import { balanceQueryOptions, useShowBalance } from '@/features/wallet/api/get-balance';
import { LoginPrompt } from '@/app/routes/login-dialog';

/**
 * /m/rewardCenter: the rewards centre. A visitor is asked to log in; a trial
 * account may not claim and sees why. A claim puts the new balance in the
 * header at once and re-reads it.
 */
export default function RewardsScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const showBalance = useShowBalance();
  const session = useSession();

  if (!session) {
    return <LoginPrompt title={t('rewards_login_title')} text={t('rewards_login_text')} />;
  }
  if (session.type === MEMBER_TYPE.TRIAL) {
    return (
      <StatusPage icon={<LockIcon size={40} />} title={t('rewards_trial_title')} tone="warning">
        <p>{t('free_reject')}</p>
      </StatusPage>
    );
  }

  const claimed = ({ sumBalance }: ClaimValue) => {
    showBalance(sumBalance);
    void client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
  };
  return <RewardsCentre onClaimed={claimed} />;
}
