import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/session';
import { SlotGame } from '@/features/slot/components/slot-game';
import { safePageBack } from '@/features/slot/model';
import { useBalance, useShowBalance } from '@/features/wallet/api/get-balance';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { LoginPrompt } from '@/app/routes/login-dialog';

/**
 * /m/slot/:gameId?pageBack=…: the in-house slot, opened by an INHOUSE game's
 * launch URL. Its top bar shows the app's shared wallet balance, which every
 * spin's answer updates at once (the home header shows the same figure); the
 * back button leads to pageBack when it is a path of the app.
 */
export default function SlotScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const { gameId = '' } = useParams();
  const [search] = useSearchParams();
  const balance = useBalance(session !== null);

  const onBalance = useShowBalance();

  if (!session) {
    // No page header here: the prompt's title is the page's heading.
    return (
      <LoginPrompt title={t('slot_login_title')} text={t('slot_login_text')} headingLevel={1} />
    );
  }
  return (
    <SlotGame
      key={gameId}
      gameId={gameId}
      backTo={safePageBack(search.get('pageBack'))}
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
