import {
  DURATION,
  GAME_CATEGORIES,
  LOTTERY_LOBBY_CODE,
  MIN_BET_OPTIONS,
  PLAY_TYPE,
  THRESHOLD,
} from '@kalaro/contract/constants';
import type { GameCategory } from '@kalaro/contract/constants';
import type { GameType } from '@kalaro/contract/games';
import {
  isAppPageBack,
  isLotteryVendor,
  OTHER_GAMES_EXCLUDED,
  visibleVendors,
  withHotFirst,
} from '@kalaro/contract/games-rules';
import type { PrizeMode, VendorCategory } from '@kalaro/contract/games-rules';

/**
 * Pure rules of the game list, tiles and launching. No React
 * and no schema library here: components call these and act on the answer.
 */

/** A game category of the list's `gameType` query (HOT is a menu entry, not a category). */
export const parseGameType = (value: string | null): GameType | undefined =>
  value !== null && value !== 'HOT' && (GAME_CATEGORIES as readonly string[]).includes(value)
    ? (value as GameType)
    : undefined;

/** The game-list tabs. */
export const GAME_TABS = ['all', 'hot', 'recent', 'fav'] as const;
export type GameTab = (typeof GAME_TABS)[number];

export const isGameTab = (value: string | null): value is GameTab =>
  value !== null && (GAME_TABS as readonly string[]).includes(value);

/** Recent and favourites need a session; the others are open to visitors. */
export const tabNeedsLogin = (tab: GameTab): boolean => tab === 'recent' || tab === 'fav';

/** Hot shows one page only. */
export const tabIsOnePage = (tab: GameTab): boolean => tab === 'hot';

/**
 * What choosing a tab does: visitors are sent to log in for recent and favourites;
 * otherwise the tab opens at page 1 (a tab change always starts over).
 */
export const chooseTab = (
  tab: GameTab,
  loggedIn: boolean,
): { kind: 'login' } | { kind: 'tab'; tab: GameTab; page: 1 } =>
  tabNeedsLogin(tab) && !loggedIn ? { kind: 'login' } : { kind: 'tab', tab, page: 1 };

/** The minimum a tile and the launch rules need to know about a game. */
export interface GameRef {
  nodeId: number;
  gameId: string;
  gameType: string;
  vassalage: string;
}

/** One answered page, whatever list it came from. */
export interface GamePage<G extends { nodeId: number } = GameRef> {
  games: readonly G[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** Pages in order, each game once (a game that moved to a later page is not shown twice). */
export function mergePages<G extends { nodeId: number }>(pages: readonly GamePage<G>[]): G[] {
  const seen = new Set<number>();
  const games: G[] = [];
  for (const page of pages) {
    for (const game of page.games) {
      if (seen.has(game.nodeId)) continue;
      seen.add(game.nodeId);
      games.push(game);
    }
  }
  return games;
}

/** The next page to ask for, or undefined when the last answered page was the last one. */
export const nextPageParam = (
  last: Pick<GamePage, 'pageNum' | 'totalPages'>,
  tab: GameTab,
): number | undefined =>
  tabIsOnePage(tab) || last.pageNum >= last.totalPages ? undefined : last.pageNum + 1;

/**
 * Infinite scroll: load the next page when the bottom is within
 * 500 px, more pages exist, nothing is loading and no load has failed (§8: a failed
 * load stops the list silently).
 */
export const shouldLoadMore = (state: {
  distanceToBottom: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
}): boolean =>
  state.hasMore &&
  !state.loading &&
  !state.failed &&
  state.distanceToBottom <= THRESHOLD.INFINITE_SCROLL_PX;

/** Load-more is throttled: at most one start per 1000 ms. */
export const throttleAllows = (
  now: number,
  lastStart: number | null,
  interval: number = DURATION.LOAD_MORE_THROTTLE,
): boolean => lastStart === null || now - lastStart >= interval;

/** Tiles per row: 3 on a phone, 4 from 480 px of list width. */
export const columnsFor = (width: number): number => (width >= 480 ? 4 : 3);

/** Folds case and accents, so 'cafe' matches 'Café'. */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Client-side filter for the one-page lists (hot, recent, favourites). */
export function filterGames<G extends { gameName: string; vassalage: string }>(
  games: readonly G[],
  filter: { gameName?: string; vendor?: string },
): G[] {
  const term = filter.gameName ? foldText(filter.gameName) : '';
  return games.filter(
    (g) =>
      (!filter.vendor || g.vassalage === filter.vendor) &&
      (!term || foldText(g.gameName).includes(term)),
  );
}

/** Tapping the selected vendor clears it; another vendor (or 'all' as null) selects it. */
export const toggleVendor = (current: string | null, tapped: string | null): string | null =>
  tapped === null || tapped === current ? null : tapped;

// --- favourites -----------------------------------------------------------------

export type FavouriteAction = 'add' | 'remove';

/** Toggling a tile: a favourite is removed, any other game added. */
export const favouriteAction = (ids: readonly number[], nodeId: number): FavouriteAction =>
  ids.includes(nodeId) ? 'remove' : 'add';

/** The ids after an action. Adding an id already there changes nothing (same array). */
export function applyFavourite(
  ids: readonly number[],
  nodeId: number,
  action: FavouriteAction,
): readonly number[] {
  if (action === 'add') return ids.includes(nodeId) ? ids : [nodeId, ...ids];
  return ids.includes(nodeId) ? ids.filter((id) => id !== nodeId) : ids;
}

/** A favourites page without a removed game: the tile drops from the favourites view. */
export function withoutGame<P extends GamePage<{ nodeId: number }>>(page: P, nodeId: number): P {
  if (!page.games.some((g) => g.nodeId === nodeId)) return page;
  return {
    ...page,
    games: page.games.filter((g) => g.nodeId !== nodeId),
    total: Math.max(0, page.total - 1),
  };
}

// --- launching ------------------------------------------------------------------

/** LOTT and ELOTT open the lottery launch screen instead of a vendor game. */
const LOTTERY_SCREEN_CODES: readonly string[] = ['LOTT', 'ELOTT'];

/** /m/launchGame?playType=trad&prize_mode=…&code=lobby&pageBack=home. */
export const launchGameHref = (prizeMode: PrizeMode, code: string = LOTTERY_LOBBY_CODE): string =>
  `/m/launchGame?${new URLSearchParams({
    playType: PLAY_TYPE.TRADITION,
    prize_mode: prizeMode,
    code,
    pageBack: 'home',
  }).toString()}`;

export interface LaunchBody {
  nodeId: number;
  category: string;
  vendor: string;
  gameId: string;
  /** Where the game's back button leads: the screen the game was launched from. */
  pageBack?: string;
}

/**
 * The screen a game is launched from, as the launch's pageBack: when it is a
 * path the contract accepts (else the server's default, home).
 */
export const launchPageBack = (pathname: string, search: string): string | undefined => {
  const path = `${pathname}${search}`;
  return isAppPageBack(path) ? path : isAppPageBack(pathname) ? pathname : undefined;
};

export type LaunchPlan =
  { kind: 'login' } | { kind: 'navigate'; to: string } | { kind: 'launch'; body: LaunchBody };

/**
 * What tapping a game does: visitors log in first; the lottery
 * vendors (TCG_LOTTO_VN, TCG_SEA) launch their lobby; LOTT and ELOTT open the
 * lottery launch screen with the prize mode; any other game is launched by the server.
 */
export function planLaunch(
  game: GameRef,
  options: { loggedIn: boolean; prizeMode: PrizeMode },
): LaunchPlan {
  if (!options.loggedIn) return { kind: 'login' };
  const body = {
    nodeId: game.nodeId,
    category: game.gameType,
    vendor: game.vassalage,
    gameId: game.gameId,
  };
  if (isLotteryVendor(game.vassalage)) {
    return { kind: 'launch', body: { ...body, gameId: LOTTERY_LOBBY_CODE } };
  }
  if (
    LOTTERY_SCREEN_CODES.includes(game.vassalage) ||
    LOTTERY_SCREEN_CODES.includes(game.gameType)
  ) {
    return { kind: 'navigate', to: launchGameHref(options.prizeMode) };
  }
  return { kind: 'launch', body };
}

/** Where the answered launch URL is opened: app routes in the router, anything else by the browser. */
export const launchDestination = (
  url: string,
): { kind: 'route'; to: string } | { kind: 'assign'; url: string } =>
  url.startsWith('/m/') ? { kind: 'route', to: url } : { kind: 'assign', url };

// --- filter panel ---------------------------------

/** The applied (or drafted) filter of the game list; null means 'all'. */
export interface GameFilter {
  vassalage: string | null;
  gameClassify: string | null;
  minBet: number | null;
}

export const EMPTY_FILTER: GameFilter = { vassalage: null, gameClassify: null, minBet: null };

/** Reset clears every filter value. */
export const resetFilter = (): GameFilter => ({ ...EMPTY_FILTER });

/** Tapping a vendor in the panel: the selected one again clears it. */
export const toggleFilterVendor = (filter: GameFilter, tapped: string | null): GameFilter => ({
  ...filter,
  vassalage: toggleVendor(filter.vassalage, tapped),
});

/** Which sections the panel shows for a category: RNG offers classification and min bet. */
export const filterSections = (
  gameType: GameType | undefined,
  classifies: Readonly<Record<string, readonly string[]>>,
): { classify: readonly string[]; minBet: readonly number[] } => {
  if (gameType !== 'RNG') return { classify: [], minBet: [] };
  return { classify: classifies[gameType] ?? [], minBet: MIN_BET_OPTIONS };
};

/** The filter kept in the URL query: vassalage, gameClassify, minBet. */
export const filterFromParams = (params: URLSearchParams): GameFilter => {
  const bet = Number(params.get('minBet'));
  return {
    vassalage: params.get('vassalage') || null,
    gameClassify: params.get('gameClassify') || null,
    minBet: (MIN_BET_OPTIONS as readonly number[]).includes(bet) ? bet : null,
  };
};

/** Writes a filter into a copy of the URL query (empty values are removed). */
export const filterToParams = (params: URLSearchParams, filter: GameFilter): URLSearchParams => {
  const next = new URLSearchParams(params);
  const entries: [string, string | null][] = [
    ['vassalage', filter.vassalage],
    ['gameClassify', filter.gameClassify],
    ['minBet', filter.minBet === null ? null : String(filter.minBet)],
  ];
  for (const [key, value] of entries) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
};

/** 'Other games': every category except HOT, ELOTT and the current one, with its link. */
export const otherGames = (current: GameType | undefined): { category: GameType; to: string }[] =>
  (
    GAME_CATEGORIES.filter(
      (c) => c !== 'HOT' && c !== current && !OTHER_GAMES_EXCLUDED.includes(c),
    ) as GameType[]
  ).map((category) => ({
    category,
    to: category === 'LOTT' ? '/m/lottery' : `/m/gameList?gameType=${category}`,
  }));

// --- vendor carousel ----------------------------------------------

export interface VendorLayout<V> {
  /** The vendors shown, in order (DS88 hidden). */
  vendors: V[];
  /** 'carousel': scrolls by groups; 'fill': every vendor in view, sharing the row. */
  mode: 'carousel' | 'fill';
  /** Vendors in view at once. */
  perView: number;
  /** Vendors a scroll step (and a snap) moves by. */
  groupSize: number;
  /** Space between vendors, in px. */
  spacingPx: number;
  /** Number of groups (pages) of the carousel. */
  groups: number;
}

/**
 * The vendor carousel: DS88 is hidden; with more than 5 vendors,
 * 4 per view and per group with 5 px spacing; with 5 or fewer, all in view.
 */
export function vendorLayout<V extends { readonly vendor: string }>(
  vendors: readonly V[],
): VendorLayout<V> {
  const shown = visibleVendors(vendors);
  const carousel = shown.length > THRESHOLD.VENDOR_CAROUSEL_MIN;
  const perView = carousel ? THRESHOLD.VENDOR_CAROUSEL_PER_VIEW : Math.max(1, shown.length);
  return {
    vendors: shown,
    mode: carousel ? 'carousel' : 'fill',
    perView,
    groupSize: perView,
    spacingPx: THRESHOLD.VENDOR_CAROUSEL_SPACING_PX,
    groups: shown.length === 0 ? 0 : Math.ceil(shown.length / perView),
  };
}

/** True for the first vendor of a group: where the carousel snaps. */
export const startsGroup = (index: number, groupSize: number): boolean =>
  groupSize > 0 && index % groupSize === 0;

/** The group a vendor is in (0-based). */
export const groupOf = (index: number, groupSize: number): number =>
  groupSize > 0 ? Math.floor(index / groupSize) : 0;

// --- popular games ------------------------------

/** Categories of the popular-games menu (ELOTT is reached through the lottery lobby). */
export type PopularCategory = Exclude<GameCategory, 'ELOTT'>;

const POPULAR_CATEGORIES: readonly string[] = GAME_CATEGORIES.filter(
  (category): category is PopularCategory => category !== 'ELOTT',
);

const isPopularCategory = (value: string): value is PopularCategory =>
  POPULAR_CATEGORIES.includes(value);

/**
 * The popular-games menu from the vendor configuration, in its order: categories
 * this app knows, ELOTT folded into the lottery entry, each once, HOT always first.
 */
export function popularMenu(sorting: readonly { gameCategory: string }[]): PopularCategory[] {
  const seen = new Set<PopularCategory>();
  for (const { gameCategory } of sorting) {
    const category = gameCategory === 'ELOTT' ? 'LOTT' : gameCategory;
    if (isPopularCategory(category)) seen.add(category);
  }
  return withHotFirst([...seen]);
}

/** A category chosen earlier, if the menu still has it; else HOT. */
export const choosePopular = (
  menu: readonly PopularCategory[],
  wanted: string | null,
): PopularCategory =>
  wanted !== null && (menu as readonly string[]).includes(wanted)
    ? (wanted as PopularCategory)
    : 'HOT';

/** Tiles a category shows on home before its "more" link: 3 or 4 full rows. */
export const POPULAR_LIMIT = 12;

export type PopularContent =
  | { kind: 'hot'; more: string }
  | {
      kind: 'list';
      gameType: GameType;
      /** In-house: the vendors the list is filtered by (vassalage); empty otherwise. */
      vendors: { vendor: string; accountTypeName: string; icon: string }[];
      more: string;
    }
  | { kind: 'lottery'; more: string };

/**
 * What a popular-games category shows: HOT the hot-game list,
 * LOTT a way to the lottery lobby, INHOUSE its games filtered by an in-house vendor
 * (vassalage), any other category the first page of its game list.
 */
export function popularContent<V extends { vendor: string; accountTypeName: string; icon: string }>(
  category: PopularCategory,
  sorting: readonly VendorCategory<V>[],
): PopularContent {
  if (category === 'HOT') return { kind: 'hot', more: '/m/gameList?tab=hot' };
  if (category === 'LOTT') return { kind: 'lottery', more: '/m/lottery' };
  const vendors =
    category === 'INHOUSE'
      ? visibleVendors(sorting.find((c) => c.gameCategory === 'INHOUSE')?.vendorNames ?? []).map(
          ({ vendor, accountTypeName, icon }) => ({ vendor, accountTypeName, icon }),
        )
      : [];
  return { kind: 'list', gameType: category, vendors, more: popularMoreHref(category, null) };
}

/** The game list of a category (with the chosen vendor, for in-house). */
export const popularMoreHref = (gameType: GameType, vassalage: string | null): string => {
  const params = new URLSearchParams({ gameType });
  if (vassalage) params.set('vassalage', vassalage);
  return `/m/gameList?${params.toString()}`;
};

// --- game centres (/m/gameLobby, /m/gameCenter, /m/slotsCenter) --------

export type GameCentre = 'lobby' | 'center' | 'slots';

/** Which categories each centre shows, when the operator offers them. */
const CENTRE_CATEGORIES: Record<GameCentre, readonly PopularCategory[]> = {
  // Every kind of game but the lotteries, which have their hall (/m/moreLottery).
  lobby: ['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'FISH', 'RNG', 'CARD', 'INHOUSE', 'COCKFIGHT'],
  // The table, live and sports games.
  center: ['LIVE', 'CARD', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT'],
  // Reels: the vendors' slots and Kalaro's own.
  slots: ['RNG', 'INHOUSE'],
};

const CENTRE_PATHS: Record<string, GameCentre> = {
  '/m/gameLobby': 'lobby',
  '/m/gameCenter': 'center',
  '/m/slotsCenter': 'slots',
};

/** The centre an address shows ("/m/slotsCenter/" too); the lobby for any other. */
export const centreForPath = (pathname: string): GameCentre =>
  CENTRE_PATHS[pathname.replace(/\/+$/, '')] ?? 'lobby';

/**
 * A centre's sections: its categories the operator offers (the vendor
 * configuration's menu), in the menu's order; HOT always first in the lobby.
 */
export function centreCategories(
  centre: GameCentre,
  sorting: readonly { gameCategory: string }[],
): PopularCategory[] {
  const wanted = CENTRE_CATEGORIES[centre];
  return popularMenu(sorting).filter(
    (category) => wanted.includes(category) && (category !== 'HOT' || sorting.length > 0),
  );
}

/**
 * The categories of a centre's winner board: its own; none (every category) for
 * a centre with the hot games, which span them all.
 */
export const winnerCategories = (centre: GameCentre): GameType[] => {
  const wanted = CENTRE_CATEGORIES[centre];
  return wanted.includes('HOT') ? [] : wanted.filter(isGameType);
};
const isGameType = (category: PopularCategory): category is Exclude<PopularCategory, 'HOT'> =>
  category !== 'HOT';

/** Tiles a centre's section shows before its "see all" link: two rows of three. */
export const CENTRE_LIMIT = 6;

// --- the free trial (/m/trail) ----------------------------------------------------------

/** The category whose games a free trial plays: Kalaro's own (a trial balance, no vendor wallet). */
export const FREE_PLAY_CATEGORY = 'INHOUSE' satisfies GameCategory;

/** Whether a trial account may open a game (the server refuses the others). */
export const isFreePlay = (game: { supportPlay: boolean }): boolean => game.supportPlay;
