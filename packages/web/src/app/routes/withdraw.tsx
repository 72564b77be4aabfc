import { useTranslation } from 'react-i18next';
import { WithdrawCentre } from '@/features/withdraw/components/withdraw-centre';
import { RealMemberOnly } from '@/app/routes/real-member-only';

/** /m/withdraw: a visitor is asked to log in; a trial account is refused. */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  return (
    <RealMemberOnly
      loginTitle={t('withdraw_login_title')}
      loginText={t('withdraw_login_text')}
      trialTitle={t('withdraw_trial_title')}
    >
      <WithdrawCentre securityPath="/m/securityCenter" recordPath="/m/withdrawReport" />
    </RealMemberOnly>
  );
}
