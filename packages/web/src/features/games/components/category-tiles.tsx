import { useDeferredValue, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game, GameType } from '@kalaro/contract/games';
import { gameListQueryOptions } from '@/features/games/api/get-game-list';
import { hotGamesQueryOptions } from '@/features/games/api/get-hot-games';
import { GameTile } from '@/features/games/components/game-tile';
import { GridSkeleton } from '@/features/games/components/grid-skeleton';
import type { useGameActions } from '@/features/games/components/use-game-actions';
import { VendorRow } from '@/features/games/components/vendor-row';
import { POPULAR_LIMIT, popularMoreHref } from '@/features/games/model';
import type { AppLanguage } from '@/shared/i18n/language';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { NoData } from '@/shared/ui/no-data';
import styles from '@/features/games/components/games.module.css';

/*
 * A category's first tiles and a link to all of them: home's popular games and
 * the game centres (/m/gameLobby, /m/gameCenter, /m/slotsCenter) show them.
 */
export type Actions = ReturnType<typeof useGameActions>;

export interface TilesProps {
  query: {
    isPending: boolean;
    isError: boolean;
    isRefetching: boolean;
    refetch: () => unknown;
    games: readonly Game[];
  };
  label: string;
  more: string;
  moreLabel: string;
  cdn: string;
  actions: Actions;
  /** Tiles shown before the link (home: 12). */
  limit?: number;
}

/** The first tiles of a list, then a link to all of them; loading, empty and error states. */
export function Tiles({
  query: current,
  label,
  more,
  moreLabel,
  cdn,
  actions,
  limit = POPULAR_LIMIT,
}: TilesProps) {
  const { t } = useTranslation();
  // An answer's arrival renders the tiles in the background, in short slices (the
  // query store's updates are synchronous renders otherwise).
  const query = useDeferredValue(current);
  if (query.isPending) return <GridSkeleton count={limit} />;
  if (query.isError && query.games.length === 0) {
    return (
      <div className={styles.popularError}>
        <NoData text={t('games_load_failed')} />
        <button
          type="button"
          className={styles.popularRetry}
          disabled={query.isRefetching}
          onClick={() => void query.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (query.games.length === 0) return <NoData text={t('games_empty')} />;
  const shown = query.games.slice(0, limit);
  return (
    <>
      <div role="list" aria-label={label} className={styles.popularGrid}>
        {shown.map((game, index) => (
          <GameTile
            key={game.nodeId}
            game={game}
            cdn={cdn}
            favourite={actions.favourites.has(game.nodeId)}
            position={index + 1}
            setSize={shown.length}
            onLaunch={actions.onLaunch}
            onToggleFavourite={actions.onToggleFavourite}
          />
        ))}
      </div>
      <Link to={more} className={styles.popularMore}>
        {moreLabel}
        <ChevronRightIcon size={16} />
      </Link>
    </>
  );
}

export function HotPanel({
  language,
  ...rest
}: { language: AppLanguage } & Omit<TilesProps, 'query'>) {
  const query = useInfiniteQuery(hotGamesQueryOptions({ language }));
  const games = query.data?.pages[0]?.games ?? [];
  return (
    <Tiles
      {...rest}
      query={{
        isPending: query.isPending,
        isError: query.isError,
        isRefetching: query.isRefetching,
        refetch: query.refetch,
        games,
      }}
    />
  );
}

export interface ListPanelProps extends Omit<TilesProps, 'query' | 'more'> {
  gameType: GameType;
  vendors: { vendor: string; accountTypeName: string; icon: string }[];
  language: AppLanguage;
  /** Only the games this keeps (the trial page: free play only). */
  keep?: (game: Game) => boolean;
}

/** The first page of a category's game list; in-house filtered by a chosen in-house vendor. */
export function ListPanel({ gameType, vendors, language, keep, ...rest }: ListPanelProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const vassalage =
    vendors.length === 0
      ? undefined
      : (vendors.find((v) => v.vendor === chosen) ?? vendors[0])!.vendor;
  // Same key as the game list's first page: opening "more" shows it at once.
  const query = useInfiniteQuery(gameListQueryOptions({ gameType, vassalage, language }));
  const page = query.data?.pages[0]?.games;
  const games = useMemo(() => (keep ? (page ?? []).filter(keep) : (page ?? [])), [page, keep]);
  return (
    <>
      {vendors.length > 1 && (
        <VendorRow
          vendors={vendors}
          selected={vassalage ?? null}
          cdn={rest.cdn}
          showAll={false}
          onSelect={(vendor) => {
            if (vendor) setChosen(vendor);
          }}
        />
      )}
      <Tiles
        {...rest}
        more={popularMoreHref(gameType, vendors.length > 1 ? (vassalage ?? null) : null)}
        query={{
          isPending: query.isPending,
          isError: query.isError,
          isRefetching: query.isRefetching,
          refetch: query.refetch,
          games,
        }}
      />
    </>
  );
}
