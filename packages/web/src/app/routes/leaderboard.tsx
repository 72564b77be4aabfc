import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { Leaderboard } from '@/features/missions/components/leaderboard';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/leaderBoard: the mission leaderboards; a visitor is asked to log in. */
export default function LeaderboardScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('leaderboard_login_title')} text={t('leaderboard_login_text')} />;
  }
  return <Leaderboard />;
}
