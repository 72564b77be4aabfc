import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PRIZE_MODE } from '@kalaro/contract/constants';
import { prizeModeFor, visibleVendors } from '@kalaro/contract/games-rules';
import type { GameType } from '@kalaro/contract/games';
import { useVendorConfig } from '@/features/games/api/get-vendor-config';
import { GameGrid } from '@/features/games/components/game-grid';
import { GridSkeleton } from '@/features/games/components/grid-skeleton';
import { GameTabs } from '@/features/games/components/game-tabs';
import { GameTile } from '@/features/games/components/game-tile';
import { SearchBox } from '@/features/games/components/search-box';
import { LOGIN_PATH, useGameActions } from '@/features/games/components/use-game-actions';
import { gamePagesOptions, useGamePages } from '@/features/games/components/use-game-pages';
import { FilterPanel } from '@/features/games/components/filter-panel';
import { VendorRow } from '@/features/games/components/vendor-row';
import {
  chooseTab,
  filterFromParams,
  filterGames,
  filterToParams,
  isGameTab,
  mergePages,
  shouldLoadMore,
  tabNeedsLogin,
  throttleAllows,
} from '@/features/games/model';
import type { GameFilter, GameTab } from '@/features/games/model';
import { useHoldFirstPaint } from '@/shared/first-paint';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useSession } from '@/shared/session/session';
import { FilterIcon } from '@/features/games/components/filter-icons';
import { NoData } from '@/shared/ui/no-data';
import styles from '@/features/games/components/games.module.css';
import { groupThousands } from '@kalaro/contract/money-format';

/** Search waits for a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;
const PANEL_ID = 'games-panel';
/**
 * Counts with digit grouping (1,580): the same in EN and TY. Not Intl.NumberFormat:
 * building one loads the locale's data, 17-24 ms of the game list's start.
 */
const formatCount = (count: number) => groupThousands(String(Math.trunc(count)));

interface Props {
  /** The game list's category (absent or unknown: every category). */
  gameType: GameType | undefined;
  /** Image CDN the icon paths are relative to. */
  cdn: string;
}

/** The game list page: search, tabs, vendors, infinite virtual grid. */
export function GameListPage({ gameType, cdn }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const loggedIn = useSession() !== null;
  const requested = params.get('tab');
  const tab: GameTab =
    isGameTab(requested) && (loggedIn || !tabNeedsLogin(requested)) ? requested : 'all';

  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The applied filter lives in the URL query so a reload keeps it.
  const applied = useMemo(() => filterFromParams(params), [params]);
  const vendor = applied.vassalage;
  const [filterOpen, setFilterOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const language = useDebouncedLanguage();

  const vendorConfig = useVendorConfig();
  const sorting = vendorConfig.data?.sorting;
  const prizeMode = sorting ? prizeModeFor(sorting) : PRIZE_MODE.LOTT;
  const vendors = useMemo(
    () => visibleVendors(sorting?.find((c) => c.gameCategory === gameType)?.vendorNames ?? []),
    [sorting, gameType],
  );

  const filter = {
    gameType,
    gameName: gameName || undefined,
    vassalage: vendor ?? undefined,
    gameClassify: applied.gameClassify ?? undefined,
    minBet: applied.minBet ?? undefined,
    language,
  };
  const pages = useGamePages(tab, filter, true);
  // A list's first answer (also one that came before the screen) renders its tiles in
  // the background in short slices, not in one long task; once it shows, changes (a
  // favourite removed, a page added) show at once. Never another tab's or filter's tiles.
  const queryKey = JSON.stringify(gamePagesOptions(tab, filter).queryKey);
  const answer = useMemo(
    () => (pages.data ? { data: pages.data, queryKey } : null),
    [pages.data, queryKey],
  );
  const deferred = useDeferredValue(answer, null);
  const shown = deferred?.queryKey === queryKey ? answer?.data : undefined;
  const listPending = pages.isPending || (pages.data !== undefined && shown === undefined);
  const loaded = useMemo(() => mergePages(shown?.pages ?? []), [shown]);
  const games = useMemo(
    () =>
      tab === 'all'
        ? loaded
        : filterGames(loaded, { gameName: gameName || undefined, vendor: vendor ?? undefined }),
    [loaded, tab, gameName, vendor],
  );
  const total = tab === 'all' ? (shown?.pages[0]?.total ?? 0) : games.length;
  // The static first paint shows the first tiles: it stays until the list has them.
  useHoldFirstPaint(listPending);

  // --- infinite scroll: within 500 px of the bottom, throttled to 1000 ms -------------
  const lastStart = useRef<number | null>(null);
  const { hasNextPage, isFetching, isFetchNextPageError, isError, fetchNextPage } = pages;
  const failed = isFetchNextPageError || isError;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const root = document.documentElement;
      const distanceToBottom = root.scrollHeight - (window.scrollY + window.innerHeight);
      if (!shouldLoadMore({ distanceToBottom, hasMore: hasNextPage, loading: isFetching, failed }))
        return;
      const now = Date.now();
      if (!throttleAllows(now, lastStart.current)) {
        // Try again when the throttle opens, so a reader resting at the bottom still gets more.
        clearTimeout(timer);
        timer = setTimeout(check, (lastStart.current ?? now) + 1000 - now);
        return;
      }
      lastStart.current = now;
      void fetchNextPage({ cancelRefetch: false });
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [hasNextPage, isFetching, failed, fetchNextPage]);

  // --- tiles: favourites and launching ---------------------------------------------------
  const { favourites, onLaunch: onLaunchTile, onToggleFavourite } = useGameActions(prizeMode);

  const onTab = (next: GameTab) => {
    const decision = chooseTab(next, loggedIn);
    if (decision.kind === 'login') {
      void navigate(LOGIN_PATH);
      return;
    }
    if (decision.tab === tab) return;
    // A tab opens at page 1: forget pages it loaded before instead of refetching them all.
    client.removeQueries({
      queryKey: gamePagesOptions(decision.tab, filter).queryKey,
      exact: true,
    });
    lastStart.current = null;
    window.scrollTo({ top: 0 });
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (decision.tab === 'all') nextParams.delete('tab');
        else nextParams.set('tab', decision.tab);
        return nextParams;
      },
      { replace: true },
    );
  };

  const applyFilter = (next: GameFilter) => {
    // A new filter opens at page 1.
    lastStart.current = null;
    window.scrollTo({ top: 0 });
    setParams((current) => filterToParams(current, next), { replace: true });
  };

  const closeFilter = () => {
    setFilterOpen(false);
    filterButton.current?.focus();
  };

  const emptyText = gameName
    ? t('games_no_results', { term: gameName })
    : tab === 'fav'
      ? t('games_no_favourites')
      : tab === 'recent'
        ? t('games_no_recents')
        : t('games_empty');

  return (
    <div className={styles.page}>
      <div className={styles.controls}>
        <div className={styles.toolbar}>
          <SearchBox value={search} onChange={setSearch} />
          <button
            ref={filterButton}
            type="button"
            className={styles.filterButton}
            aria-label={t('games_filter_open')}
            aria-haspopup="dialog"
            onClick={() => setFilterOpen(true)}
          >
            <FilterIcon />
          </button>
        </div>
        <GameTabs value={tab} panelId={PANEL_ID} onChange={onTab} />
        {vendorConfig.isPending ? (
          // The vendor row's place while the vendors load: the games below do not move.
          <div className={styles.vendorsPlaceholder} data-testid="vendors-placeholder" />
        ) : (
          <VendorRow
            vendors={vendors}
            selected={vendor}
            cdn={cdn}
            onSelect={(next) => applyFilter({ ...applied, vassalage: next })}
          />
        )}
      </div>
      <FilterPanel
        open={filterOpen}
        gameType={gameType}
        vendors={vendors}
        classifies={vendorConfig.data?.classifies ?? {}}
        applied={applied}
        cdn={cdn}
        onApply={(next) => {
          applyFilter(next);
          closeFilter();
        }}
        onClose={closeFilter}
      />
      <section
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`games-tab-${tab}`}
        aria-busy={listPending}
        className={styles.panel}
      >
        <p className={styles.count} aria-live="polite">
          {!listPending && shown && games.length > 0
            ? t('games_count', { count: formatCount(total) })
            : '\u00a0'}
        </p>
        {listPending ? (
          <GridSkeleton />
        ) : games.length === 0 ? (
          <NoData text={pages.isError ? t('games_load_failed') : emptyText} />
        ) : (
          <>
            <GameGrid
              games={games}
              label={t('games_list_label')}
              renderTile={(game, index) => (
                <GameTile
                  key={game.nodeId}
                  game={game}
                  cdn={cdn}
                  favourite={favourites.has(game.nodeId)}
                  position={index + 1}
                  setSize={total}
                  onLaunch={onLaunchTile}
                  onToggleFavourite={onToggleFavourite}
                />
              )}
            />
            <p className={styles.listEnd} data-testid="games-list-end">
              {pages.isFetchingNextPage
                ? t('loading')
                : hasNextPage && !failed
                  ? '\u00a0'
                  : t('games_list_end')}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
