import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIZE_MODE } from '@kalaro/contract/constants';
import { prizeModeFor } from '@kalaro/contract/games-rules';
import { useVendorConfig } from '@/features/games/api/get-vendor-config';
import { HotPanel, ListPanel } from '@/features/games/components/category-tiles';
import { GridSkeleton } from '@/features/games/components/grid-skeleton';
import { WinnerBoard } from '@/features/games/components/winner-board';
import { useGameActions } from '@/features/games/components/use-game-actions';
import {
  CENTRE_LIMIT,
  centreCategories,
  popularContent,
  winnerCategories,
} from '@/features/games/model';
import type { GameCentre as Centre } from '@/features/games/model';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { CATEGORY_ICONS } from '@/shared/ui/icons';
import { NoData } from '@/shared/ui/no-data';
import games from '@/features/games/components/games.module.css';
import styles from '@/features/games/components/game-centre.module.css';

interface Props {
  centre: Centre;
  /** Image CDN the icon paths are relative to. */
  cdn: string;
}

/**
 * A game centre (/m/gameLobby, /m/gameCenter, /m/slotsCenter): one section per
 * category of the centre the operator offers, each with its first games (the same
 * tiles as home's popular games) and a link to the category's whole game list;
 * then the week's winner board.
 */
export function GameCentre({ centre, cdn }: Props) {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const config = useVendorConfig();
  const sorting = config.data?.sorting;
  const actions = useGameActions(sorting ? prizeModeFor(sorting) : PRIZE_MODE.LOTT);

  if (config.isPending) {
    return (
      <div className={styles.centre} aria-busy="true" data-testid="game-centre-loading">
        <GridSkeleton count={CENTRE_LIMIT} />
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className={`${styles.centre} ${games.popularError}`}>
        <NoData text={t('games_load_failed')} />
        <button
          type="button"
          className={games.popularRetry}
          disabled={config.isRefetching}
          onClick={() => void config.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  const categories = centreCategories(centre, config.data.sorting);
  return (
    <div className={styles.centre} data-testid={`game-centre-${centre}`}>
      <p className={styles.intro}>{t(`centre_intro_${centre}`)}</p>
      {categories.length === 0 ? (
        <>
          <NoData text={t('centre_empty')} />
          <Link to="/m/gameList" className={games.popularMore}>
            {t('centre_all_games')}
          </Link>
        </>
      ) : (
        categories.map((category) => {
          const content = popularContent(category, config.data.sorting);
          const name = t(`category_${category}`);
          const Icon = CATEGORY_ICONS[category];
          const headingId = `centre-${category}`;
          const tiles = {
            label: t('popular_list_label', { category: name }),
            moreLabel: t('popular_more', { category: name }),
            cdn,
            actions,
            limit: CENTRE_LIMIT,
          };
          return (
            <section key={category} className={styles.section} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.heading}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon size={20} />
                </span>
                {name}
              </h2>
              {content.kind === 'hot' ? (
                <HotPanel {...tiles} more={content.more} language={language} />
              ) : content.kind === 'list' ? (
                <ListPanel
                  {...tiles}
                  gameType={content.gameType}
                  vendors={content.vendors}
                  language={language}
                />
              ) : null}
            </section>
          );
        })
      )}
      <WinnerBoard language={language} categories={winnerCategories(centre)} />
    </div>
  );
}
