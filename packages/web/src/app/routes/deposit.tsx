import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { balanceQueryOptions } from '@/features/wallet/api/get-balance';
import { DepositCentre } from '@/features/deposit/components/deposit-centre';
import { DepositStatus } from '@/features/deposit/components/deposit-status';
import { LoginPrompt } from '@/app/routes/login-dialog';

const DEPOSIT_PATH = '/m/voucherCenter';

/**
 * /m/voucherCenter: the deposit form, or with `?request=<id>` that request's
 * status (where the gateway's payment page returns too). dep_func = 1 selects
 * the detailed layout. A visitor is asked to log in; a trial account is refused.
 */
export default function DepositScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useStartupSettings();
  const [search] = useSearchParams();
  const client = useQueryClient();
  const requestId = search.get('request');
  const refreshBalance = useCallback(
    () => void client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
    [client],
  );

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
  if (requestId) {
    return (
      <DepositStatus
        key={requestId}
        id={requestId}
        newDepositPath={DEPOSIT_PATH}
        recordPath="/m/vouReport"
        onApproved={refreshBalance}
      />
    );
  }
  return (
    <DepositCentre
      detailed={settings.info.mobileTemplate.dep_func === 1}
      statusPath={(id) => `${DEPOSIT_PATH}?request=${encodeURIComponent(id)}`}
      limitsPath="/m/depositLimits"
    />
  );
}
