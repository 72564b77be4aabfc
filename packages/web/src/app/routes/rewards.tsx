import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClaimValue } from '@kalaro/contract/member-content';
import { RewardsCentre } from '@/features/rewards/components/rewards-centre';
import { balanceQueryOptions, useShowBalance } from '@/features/wallet/api/get-balance';
import { RealMemberOnly } from '@/app/routes/real-member-only';

/**
 * /m/rewardCenter: the rewards centre. A visitor is asked to log in; a trial
 * account may not claim and sees why. A claim puts the new balance in the
 * header at once and re-reads it.
 */
export default function RewardsScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const showBalance = useShowBalance();

  const claimed = ({ sumBalance }: ClaimValue) => {
    showBalance(sumBalance);
    void client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
  };
  return (
    <RealMemberOnly
      loginTitle={t('rewards_login_title')}
      loginText={t('rewards_login_text')}
      trialTitle={t('rewards_trial_title')}
    >
      <RewardsCentre onClaimed={claimed} />
    </RealMemberOnly>
  );
}
