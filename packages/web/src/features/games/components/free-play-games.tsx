import { useTranslation } from 'react-i18next';
import { PRIZE_MODE } from '@kalaro/contract/constants';
import { prizeModeFor } from '@kalaro/contract/games-rules';
import { useVendorConfig } from '@/features/games/api/get-vendor-config';
import { ListPanel } from '@/features/games/components/category-tiles';
import { GridSkeleton } from '@/features/games/components/grid-skeleton';
import { useGameActions } from '@/features/games/components/use-game-actions';
import {
  CENTRE_LIMIT,
  FREE_PLAY_CATEGORY,
  isFreePlay,
  popularContent,
} from '@/features/games/model';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { NoData } from '@/shared/ui/no-data';
import styles from '@/features/games/components/game-centre.module.css';

/**
 * The games a free trial plays (/m/trail): Kalaro's own games that offer free
 * play, the same tiles as the game centres; a tap opens one with the trial balance.
 */
export function FreePlayGames({ cdn }: { cdn: string }) {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const config = useVendorConfig();
  const sorting = config.data?.sorting;
  const actions = useGameActions(sorting ? prizeModeFor(sorting) : PRIZE_MODE.LOTT);
  const content = sorting ? popularContent(FREE_PLAY_CATEGORY, sorting) : null;
  const name = t(`category_${FREE_PLAY_CATEGORY}`);
  return (
    <section className={styles.section} aria-labelledby="free-play-heading">
      <h2 id="free-play-heading" className={styles.heading}>
        {t('trial_games_heading')}
      </h2>
      {config.isError ? (
        <NoData text={t('games_load_failed')} />
      ) : content === null || content.kind !== 'list' ? (
        <GridSkeleton count={CENTRE_LIMIT} />
      ) : (
        <ListPanel
          label={t('popular_list_label', { category: name })}
          moreLabel={t('popular_more', { category: name })}
          cdn={cdn}
          actions={actions}
          limit={CENTRE_LIMIT}
          gameType={content.gameType}
          vendors={content.vendors}
          language={language}
          keep={isFreePlay}
        />
      )}
    </section>
  );
}
