import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LotteryBetting } from '@/features/lottery/components/lottery-betting';
import { isInhouseLotteryCode } from '@/features/lottery/model';
import { balanceQueryOptions, useBalance } from '@/features/wallet/api/get-balance';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { useSession } from '@/shared/session/session';
import { LoginPrompt } from '@/app/routes/login-dialog';
import PlaceholderScreen from '@/app/routes/placeholder';

/**
 * /m/launchGame?playType=trad&prize_mode=…&code=…&pageBack=… (gaming-side §2): an
 * in-house lottery code opens its betting screen (trial accounts bet their trial
 * balance); the vendors' lottery lobby (code=lobby) is not built yet.
 */
export default function LaunchGameScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const code = useSearchParams()[0].get('code');
  const lottery = isInhouseLotteryCode(code);
  const balance = useBalance(session !== null && lottery);
  const onBalance = useCallback(
    (sumBalance: string) => {
      const { queryKey } = balanceQueryOptions();
      client.setQueryData(queryKey, (current) => current && { ...current, sumBalance });
    },
    [client],
  );

  if (!lottery) return <PlaceholderScreen />;
  if (!session) {
    return <LoginPrompt title={t('lottery_login_title')} text={t('lottery_login_text')} />;
  }
  return (
    <LotteryBetting
      code={code}
      onBalance={onBalance}
      balance={
        <HeaderBalance
          name={session.userName}
          sumBalance={balance.data?.sumBalance}
          masked={balance.isPending}
        />
      }
    />
  );
}
