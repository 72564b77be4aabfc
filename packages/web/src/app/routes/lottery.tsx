import { useMemo } from 'react';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { LotteryLobby } from '@/features/games/components/lottery-lobby';
import { InhouseLotteries } from '@/features/lottery/components/inhouse-lotteries';
import { pickImageCdn } from '@/shared/images/image-cdn';
import { useSession } from '@/shared/session/session';

/** /m/lottery: Kalaro's own draw lotteries (live countdowns), then the vendors' lotteries. */
export default function LotteryScreen() {
  const settings = useStartupSettings();
  const cdn = useMemo(() => pickImageCdn(settings.info), [settings.info]);
  const loggedIn = useSession() !== null;
  return (
    <>
      <InhouseLotteries loggedIn={loggedIn} />
      <LotteryLobby cdn={cdn} />
    </>
  );
}
