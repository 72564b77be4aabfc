import { useTranslation } from 'react-i18next';
import { DepositLimits } from '@/features/deposit/components/deposit-limits';
import { RealMemberOnly } from '@/app/routes/real-member-only';

/** /m/depositLimits: the player's own deposit limits (from the deposit page and the security centre). */
export default function DepositLimitsScreen() {
  const { t } = useTranslation();
  return (
    <RealMemberOnly
      loginTitle={t('deposit_login_title')}
      loginText={t('deposit_login_text')}
      trialTitle={t('deposit_trial_title')}
    >
      <DepositLimits />
    </RealMemberOnly>
  );
}
