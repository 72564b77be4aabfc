import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClaimRebateValue } from '@kalaro/contract/rebate';
import { useSession } from '@/shared/session/session';
import { ManualRebate } from '@/features/rebate/components/manual-rebate';
import { balanceQueryOptions, useShowBalance } from '@/features/wallet/api/get-balance';
import { LoginPrompt } from '@/app/routes/login-dialog';

/**
 * /m/member/manualRebate: a visitor is asked to log in (the shell keeps trial
 * accounts out of member pages). A claim puts the new balance in the header at
 * once and re-reads it.
 */
export default function ManualRebateScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const showBalance = useShowBalance();
  const session = useSession();

  if (!session) {
    return <LoginPrompt title={t('rebate_login_title')} text={t('rebate_login_text')} />;
  }
  const claimed = ({ sumBalance }: ClaimRebateValue) => {
    showBalance(sumBalance);
    void client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
  };
  return <ManualRebate onClaimed={claimed} />;
}
