import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { balanceQueryOptions } from '@/features/wallet/api/get-balance';
import { DepositCentre } from '@/features/deposit/components/deposit-centre';
import { DepositStatus } from '@/features/deposit/components/deposit-status';
import { RealMemberOnly } from '@/app/routes/real-member-only';

const DEPOSIT_PATH = '/m/voucherCenter';

/**
 * /m/voucherCenter: the deposit form, or with `?request=<id>` that request's
 * status (where the gateway's payment page returns too). dep_func = 1 selects
 * the detailed layout. A visitor is asked to log in; a trial account is refused.
 */
export default function DepositScreen() {
  const { t } = useTranslation();
  const settings = useStartupSettings();
  const [search] = useSearchParams();
  const client = useQueryClient();
  const requestId = search.get('request');
  const refreshBalance = useCallback(
    () => void client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
    [client],
  );

  return (
    <RealMemberOnly
      loginTitle={t('deposit_login_title')}
      loginText={t('deposit_login_text')}
      trialTitle={t('deposit_trial_title')}
    >
      {requestId ? (
        <DepositStatus
          key={requestId}
          id={requestId}
          newDepositPath={DEPOSIT_PATH}
          recordPath="/m/vouReport"
          onApproved={refreshBalance}
        />
      ) : (
        <DepositCentre
          detailed={settings.info.mobileTemplate.dep_func === 1}
          statusPath={(id) => `${DEPOSIT_PATH}?request=${encodeURIComponent(id)}`}
          limitsPath="/m/depositLimits"
        />
      )}
    </RealMemberOnly>
  );
}
