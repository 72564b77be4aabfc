import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { GameListPage } from '@/features/games/components/game-list-page';
import { parseGameType } from '@/features/games/model';
import { pickImageCdn } from '@/shared/images/image-cdn';

export default function GameListScreen() {
  const settings = useStartupSettings();
  const cdn = useMemo(() => pickImageCdn(settings.info), [settings.info]);
  const gameType = parseGameType(useSearchParams()[0].get('gameType'));
  // A new category is a new list: remount so search and vendor start empty.
  return <GameListPage key={gameType ?? 'all'} gameType={gameType} cdn={cdn} />;
}
