import { FLAG } from '@kalaro/contract/constants';
import { HomeWelcome } from '@/features/home/components/home-welcome';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { isFlagOn } from '@/features/startup/model';
import { useSession } from '@/shared/session/session';

export default function HomeScreen() {
  const settings = useStartupSettings();
  const session = useSession();
  return (
    <HomeWelcome
      operatorName={settings.operatorName}
      loggedIn={session !== null}
      directRegistration={isFlagOn(settings, FLAG.DIRECT_REGISTRATION)}
    />
  );
}
