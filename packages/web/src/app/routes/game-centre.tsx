import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { GameCentre } from '@/features/games/components/game-centre';
import { centreForPath } from '@/features/games/model';
import { pickImageCdn } from '@/shared/images/image-cdn';

/** /m/gameLobby, /m/gameCenter and /m/slotsCenter: the game centres by type. */
export default function GameCentreScreen() {
  const settings = useStartupSettings();
  const cdn = useMemo(() => pickImageCdn(settings.info), [settings.info]);
  const centre = centreForPath(useLocation().pathname);
  return <GameCentre key={centre} centre={centre} cdn={cdn} />;
}
