import { useTranslation } from 'react-i18next';
import { PlayLimits } from '@/features/protection/components/play-limits';
import { RealMemberOnly } from '@/app/routes/real-member-only';

/** /m/playLimits (from responsible gaming): the player's own loss, wager and session-time limits. */
export default function PlayLimitsScreen() {
  const { t } = useTranslation();
  return (
    <RealMemberOnly
      loginTitle={t('title_play_limits')}
      loginText={t('protection_login_text')}
      trialTitle={t('title_play_limits')}
    >
      <PlayLimits />
    </RealMemberOnly>
  );
}
