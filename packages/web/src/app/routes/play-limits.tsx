import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { PlayLimits } from '@/features/protection/components/play-limits';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/playLimits (from responsible gaming): the player's own loss, wager and session-time limits. */
export default function PlayLimitsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('title_play_limits')} text={t('protection_login_text')} />;
  }
  if (session.type === MEMBER_TYPE.TRIAL) {
    return (
      <StatusPage icon={<LockIcon size={40} />} title={t('title_play_limits')} tone="warning">
        <p>{t('free_reject')}</p>
      </StatusPage>
    );
  }
  return <PlayLimits />;
}
