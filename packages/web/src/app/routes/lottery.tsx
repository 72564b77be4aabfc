import { useMemo } from 'react';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { LotteryLobby } from '@/features/games/components/lottery-lobby';
import { pickImageCdn } from '@/shared/images/image-cdn';

export default function LotteryScreen() {
  const settings = useStartupSettings();
  const cdn = useMemo(() => pickImageCdn(settings.info), [settings.info]);
  return <LotteryLobby cdn={cdn} />;
}
