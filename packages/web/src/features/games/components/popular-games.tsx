import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIZE_MODE } from '@kalaro/contract/constants';
import { prizeModeFor } from '@kalaro/contract/games-rules';
import type { Game, GameType } from '@kalaro/contract/games';
import { gameListQueryOptions } from '@/features/games/api/get-game-list';
import { hotGamesQueryOptions } from '@/features/games/api/get-hot-games';
import { useVendorConfig } from '@/features/games/api/get-vendor-config';
import { GameTile } from '@/features/games/components/game-tile';
import { GridSkeleton } from '@/features/games/components/grid-skeleton';
import { useGameActions } from '@/features/games/components/use-game-actions';
import { VendorRow } from '@/features/games/components/vendor-row';
import {
  choosePopular,
  POPULAR_LIMIT,
  popularContent,
  popularMenu,
  popularMoreHref,
} from '@/features/games/model';
import type { PopularCategory } from '@/features/games/model';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import type { AppLanguage } from '@/shared/i18n/language';
import { readItem, writeItem } from '@/shared/storage/storage';
import { CATEGORY_ICONS } from '@/shared/ui/category-icons';
import { ChevronRightIcon, TicketIcon } from '@/shared/ui/icons';
import { NoData } from '@/shared/ui/no-data';
import styles from '@/features/games/components/games.module.css';

/** The category chosen last in this tab (session storage): coming back shows it again. */
const CHOSEN_KEY = 'kalaro.popularCategory';

type Actions = ReturnType<typeof useGameActions>;

interface TilesProps {
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
}

/** The first tiles of a list, then a link to all of them; loading, empty and error states. */
function Tiles({ query: current, label, more, moreLabel, cdn, actions }: TilesProps) {
  const { t } = useTranslation();
  // An answer's arrival renders the tiles in the background, in short slices (the
  // query store's updates are synchronous renders otherwise).
  const query = useDeferredValue(current);
  if (query.isPending) return <GridSkeleton count={POPULAR_LIMIT} />;
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
  const shown = query.games.slice(0, POPULAR_LIMIT);
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

function HotPanel({ language, ...rest }: { language: AppLanguage } & Omit<TilesProps, 'query'>) {
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

interface ListPanelProps extends Omit<TilesProps, 'query' | 'more'> {
  gameType: GameType;
  vendors: { vendor: string; accountTypeName: string; icon: string }[];
  language: AppLanguage;
}

/** The first page of a category's game list; in-house filtered by a chosen in-house vendor. */
function ListPanel({ gameType, vendors, language, ...rest }: ListPanelProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const vassalage =
    vendors.length === 0
      ? undefined
      : (vendors.find((v) => v.vendor === chosen) ?? vendors[0])!.vendor;
  // Same key as the game list's first page: opening "more" shows it at once.
  const query = useInfiniteQuery(gameListQueryOptions({ gameType, vassalage, language }));
  const games = query.data?.pages[0]?.games ?? [];
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

function LotteryPanel({ more }: { more: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.popularLottery}>
      <span className={styles.popularLotteryIcon}>
        <TicketIcon size={28} />
      </span>
      <p className={styles.popularLotteryText}>
        <strong>{t('popular_lottery_title')}</strong>
        <span>{t('popular_lottery_text')}</span>
      </p>
      <Link to={more} className={styles.popularMore}>
        {t('popular_lottery_action')}
        <ChevronRightIcon size={16} />
      </Link>
    </div>
  );
}

interface Props {
  /** Image CDN the icon paths are relative to. */
  cdn: string;
}

/**
 * The popular games of home (gaming-side §2): a horizontal category menu (HOT
 * first, then the categories of the vendor configuration) and the chosen
 * category's games: HOT the hot list, LOTT the lottery lobby, in-house by vendor,
 * others the first page of their list with a link to all. Lists reload in a new
 * language after 200 ms. Lazy-loadable: no virtual grid here.
 */
export default function PopularGames({ cdn }: Props) {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const config = useVendorConfig();
  const sorting = config.data?.sorting;
  const menu = useMemo(() => popularMenu(sorting ?? []), [sorting]);
  const [wanted, setWanted] = useState<string | null>(() => readItem('session', CHOSEN_KEY));
  // A category other than HOT chosen before waits for the menu instead of showing HOT first.
  const waiting = config.isPending && wanted !== null && wanted !== 'HOT';
  const current = waiting ? null : choosePopular(menu, wanted);
  const prizeMode = sorting ? prizeModeFor(sorting) : PRIZE_MODE.LOTT;
  const actions = useGameActions(prizeMode);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const panelId = `${baseId}-panel`;
  const tabId = (category: PopularCategory) => `${baseId}-tab-${category}`;
  const tablist = useRef<HTMLDivElement>(null);

  const choose = (category: PopularCategory) => {
    setWanted(category);
    writeItem('session', CHOSEN_KEY, category);
    // Bring the chosen tab into the middle of the menu, without scrolling the page.
    const list = tablist.current;
    const tab = list?.querySelector<HTMLElement>(`[data-category="${category}"]`);
    if (list && tab && typeof list.scrollTo === 'function') {
      list.scrollTo({ left: tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2 });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = menu.indexOf(event.currentTarget.dataset.category as PopularCategory);
    const target =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? menu.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = menu[(target + menu.length) % menu.length];
    if (next) tablist.current?.querySelector<HTMLElement>(`[data-category="${next}"]`)?.focus();
  };

  const content = current ? popularContent(current, sorting ?? []) : null;
  const categoryName = current ? t(`category_${current}`) : '';
  const tiles = {
    label: t('popular_list_label', { category: categoryName }),
    moreLabel: t('popular_more', { category: categoryName }),
    cdn,
    actions,
  };

  return (
    <section className={styles.popular} aria-labelledby={titleId} data-testid="popular-games">
      <h2 id={titleId} className={styles.popularTitle}>
        {t('popular_title')}
      </h2>
      <div
        ref={tablist}
        role="tablist"
        aria-label={t('popular_categories')}
        className={styles.popularTabs}
      >
        {menu.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          const selected = category === current;
          return (
            <button
              key={category}
              type="button"
              role="tab"
              id={tabId(category)}
              data-category={category}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected || (current === null && category === 'HOT') ? 0 : -1}
              className={styles.popularTab}
              onClick={() => choose(category)}
              onKeyDown={onKeyDown}
            >
              <Icon size={20} />
              {t(`category_${category}`)}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={current ? tabId(current) : undefined}
        aria-label={current ? undefined : t('popular_title')}
        aria-busy={content === null}
        className={styles.popularPanel}
      >
        {content === null ? (
          <GridSkeleton count={POPULAR_LIMIT} />
        ) : content.kind === 'hot' ? (
          <HotPanel {...tiles} more={content.more} language={language} />
        ) : content.kind === 'lottery' ? (
          <LotteryPanel more={content.more} />
        ) : (
          <ListPanel
            key={content.gameType}
            {...tiles}
            gameType={content.gameType}
            vendors={content.vendors}
            language={language}
          />
        )}
      </div>
    </section>
  );
}
