import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LOTTERY_LOBBY_CODE } from '@kalaro/contract/constants';
import { LaunchLobby } from '@/features/lottery/components/launch-lobby';
import { LotteryBetting } from '@/features/lottery/components/lottery-betting';
import { isInhouseLotteryCode, lotteryScreenHref } from '@/features/lottery/model';
import { useBalance, useShowBalance } from '@/features/wallet/api/get-balance';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { useSession } from '@/shared/session/session';
import { StatusPage } from '@/shared/ui/status-page';
import { CompassIcon } from '@/shared/ui/screen-icons';
import button from '@/shared/ui/button.module.css';
import { LoginPrompt } from '@/app/routes/login-dialog';

/**
 * /m/launchGame?playType=trad&prize_mode=…&code=…&pageBack=…:
 * code `lobby` (the default) is the lottery lobby; an in-house lottery code opens
 * its betting screen (trial accounts bet their trial balance); any other code is
 * a lottery this operator does not offer here.
 */
export default function LaunchGameScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const [search] = useSearchParams();
  const code = search.get('code') || LOTTERY_LOBBY_CODE;
  const pageBack = search.get('pageBack') || 'home';
  const lottery = isInhouseLotteryCode(code);
  const balance = useBalance(session !== null && lottery);
  const onBalance = useShowBalance();

  if (code === LOTTERY_LOBBY_CODE)
    return <LaunchLobby loggedIn={session !== null} pageBack={pageBack} />;
  if (!lottery) {
    return (
      <StatusPage
        icon={<CompassIcon size={40} />}
        title={t('lottery_unknown_title')}
        testId="lottery-unknown"
      >
        <p>{t('lottery_unknown_text')}</p>
        <Link className={button.button} to={lotteryScreenHref(LOTTERY_LOBBY_CODE, pageBack)}>
          {t('lottery_open_lobby')}
        </Link>
      </StatusPage>
    );
  }
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
