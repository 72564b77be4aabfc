import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { RedRain } from '@/features/red-rain/components/red-rain';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/redRain: the red-envelope rain. A visitor is asked to log in. */
export default function RedRainScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session)
    return <LoginPrompt title={t('red_rain_login_title')} text={t('red_rain_login_text')} />;
  return <RedRain />;
}
