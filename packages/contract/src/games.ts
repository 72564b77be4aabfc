import { z } from 'zod';
import { money } from './account.ts';
import {
  CLIENT_TYPE,
  GAME_CATEGORIES,
  GAME_PLATFORM,
  HOT_GAMES_IS_PLATFORM,
  KNOWN_LANGUAGES,
  PAGE_SIZE,
  PRIZE_MODE,
} from './constants.ts';
import { LAUNCH_PAGE_BACK_MAX, PAGE_BACK_PATTERN, isAppPageBack } from './games-rules.ts';

/** Largest page the game list answers. */
export const GAME_PAGE_SIZE_MAX = 100;
/** Hot games answer one page of at most this many games, by hot rank. */
export const HOT_GAMES_MAX = 50;
/** Longest game-name search term. */
export const GAME_SEARCH_MAX = 64;

/** Categories a game belongs to (HOT is a menu entry, not a category). */
export const GAME_TYPES = GAME_CATEGORIES.filter(
  (c): c is Exclude<(typeof GAME_CATEGORIES)[number], 'HOT'> => c !== 'HOT',
);
export type GameType = (typeof GAME_TYPES)[number];
export const gameType = z.enum(GAME_TYPES);

const code = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . -');
/** Language codes of the text table; names without a translation fall back to EN. */
const language = z.enum(KNOWN_LANGUAGES).default('EN');
/** Query strings carry text: 'true' / 'false' (or 1 / 0). */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
const platform = z.literal(GAME_PLATFORM).optional();

/**
 * A game as the lists answer it. Icon paths are relative to an image CDN of the
 * start-up settings (`imageCDNs` / `defaultImageCDN`): the client prefixes one.
 */
export const game = z.object({
  nodeId: z.number().int(),
  /** The vendor's game id (launch uses it). */
  gameId: z.string(),
  /** Table id of live-dealer games, else null. */
  roomId: z.string().nullable(),
  /** Name in the requested language (EN when it has none). */
  gameName: z.string(),
  /** Menu category: the game list's `gameType` filter. */
  gameType,
  /** The vendor's own category (SPORTS for the esports and cockfight vendors). */
  gameCategory: z.string(),
  /** Vendor code. */
  vassalage: z.string(),
  vendorNames: z.string(),
  gameClassify: z.string().nullable(),
  /** The smallest stake, a 2-decimal string like every amount ("0.05"). */
  minBet: money,
  minLine: z.number().int(),
  isNew: z.boolean(),
  /** 1 = hottest; null when not a hot game. */
  hotRank: z.number().int().nullable(),
  supportPlay: z.boolean(),
  iconUrl: z.string(),
  mobileSmallIcon: z.string(),
  mobileLargeIcon: z.string(),
});
export type Game = z.infer<typeof game>;

/** Game list. Unknown fields are refused. */
export const gameListQuery = z
  .object({
    /** Merchant code; one operator per installation, so it is only checked for shape. */
    merchant: code.optional(),
    platform,
    clientType: z.coerce.number().pipe(z.literal(CLIENT_TYPE)).optional(),
    /** Case- and accent-insensitive substring of the name in any language. */
    gameName: z.string().max(GAME_SEARCH_MAX).optional(),
    gameType: gameType.optional(),
    gameClassify: code.optional(),
    isNew: queryBoolean.optional(),
    /** First page is 1. */
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(GAME_PAGE_SIZE_MAX).default(PAGE_SIZE.GAMES),
    /** Vendor code. */
    vassalage: code.optional(),
    /** Exact minimum bet, e.g. 0.05 (MIN_BET_OPTIONS). */
    minBet: z.coerce.number().positive().max(1_000_000).optional(),
    minLine: z.coerce.number().int().min(1).max(10_000).optional(),
    language,
  })
  .strict();
export type GameListQuery = z.input<typeof gameListQuery>;

export const gameListValue = z.object({
  games: z.array(game),
  /** The page answered (the request's pageNo). */
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** Games matching the filters, over every page. */
  total: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValue>;

/** Hot games: one page, by hot rank. */
export const hotGamesQuery = z
  .object({
    isPlatform: z.coerce.number().pipe(z.literal(HOT_GAMES_IS_PLATFORM)).optional(),
    merchantCode: code.optional(),
    platform,
    /** A category, or HOT / absent for every category. */
    gameType: z.enum(GAME_CATEGORIES).optional(),
    language,
  })
  .strict();
export const hotGamesValue = z.object({ list: z.array(game) });

/** The winner board: the biggest wins of the last days, by win amount. */
export const WINNER_BOARD = { DAYS: 7, SIZE: 20 } as const;
export const winnersQuery = z
  .object({
    /** A category or a comma list of them ("RNG,INHOUSE"); absent for every category. */
    gameType: z
      .string()
      .max(128)
      .transform((v) => [...new Set(v.split(',').map((t) => t.trim()))])
      .pipe(z.array(gameType).min(1))
      .optional(),
    language,
  })
  .strict();
export type WinnersQuery = z.input<typeof winnersQuery>;
export const winnerEntry = z.object({
  /** The winner's account, masked ("ab***yz"). */
  player: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  winAmount: money,
  /** ISO 8601 date-time the bet was settled. */
  wonAt: z.string(),
});
export type WinnerEntry = z.infer<typeof winnerEntry>;
/** Sorted by win amount, the largest first (newest first among equal wins). */
export const winnersValue = z.object({ list: z.array(winnerEntry) });
export type WinnersValue = z.infer<typeof winnersValue>;

const vendorName = z.object({
  vendor: z.string(),
  accountTypeName: z.string(),
  /** Vendor logo, relative to an image CDN. */
  icon: z.string(),
});
export type VendorNameEntry = z.infer<typeof vendorName>;
const vendorCategory = z.object({ gameCategory: z.string(), vendorNames: z.array(vendorName) });

export const vendorConfigQuery = z
  .object({ merchant: code.optional(), merchantCode: code.optional(), language })
  .strict();

/** Game-vendor config: already arranged with `games-rules.ts`. */
export const vendorConfigValue = z.object({
  /** Menu order; sports vendors split into ESPORTS and COCKFIGHT (COCKFIGHT before FISH). */
  sorting: z.array(vendorCategory),
  /** Category → vendor codes. */
  mapping: z.record(z.string(), z.array(z.string())),
  /** The lottery menu, LOTT first. */
  lotteryMenu: z.array(vendorCategory),
  /** Prize mode decided from the setting (Lott or Elott). */
  prizeMode: z.enum([PRIZE_MODE.LOTT, PRIZE_MODE.ZY, PRIZE_MODE.ELOTT]),
  /** Category → its gameClassify choices for the filter (FISH has none). */
  classifies: z.record(z.string(), z.array(z.string())),
});
export type VendorConfigValue = z.infer<typeof vendorConfigValue>;

export const lotteryListQuery = z
  .object({
    prizeMode: z.enum([PRIZE_MODE.LOTT, PRIZE_MODE.ZY, PRIZE_MODE.ELOTT]),
    language,
  })
  .strict();
export const lotteryListValue = z.object({
  list: z.array(
    z.object({
      nodeId: z.number().int(),
      gameId: z.string(),
      vassalage: z.string(),
      gameType,
      displayName: z.string(),
      /** Elott games: their lottery family. */
      gameClassifyNew: z.string().nullable(),
      mobileSmallIcon: z.string(),
    }),
  ),
});
export type LotteryListValue = z.infer<typeof lotteryListValue>;

// --- favourites, recents and launch (a member session is needed) ---------------

export { LAUNCH_PAGE_BACK_MAX } from './games-rules.ts';

const nodeId = z.coerce.number().int().positive().max(2_147_483_647);

export const favouriteBody = z.object({ nodeId, vendor: code.optional() }).strict();
export const favouriteParams = z.object({ nodeId }).strict();

export const favouritesQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(PAGE_SIZE.FAVOURITES)
      .default(PAGE_SIZE.FAVOURITES),
    gameType: gameType.optional(),
    language,
  })
  .strict();
/** The specification's favourites answer: content, pageNum, totalPages. */
export const favouritesValue = z.object({
  content: z.array(game),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const favouriteIdsValue = z.object({ list: z.array(z.number().int()) });

export const recentsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE.RECENTS).default(PAGE_SIZE.RECENTS),
    gameType: gameType.optional(),
    clientType: z.coerce.number().pipe(z.literal(CLIENT_TYPE)).optional(),
    language,
  })
  .strict();
/** Most recent first, each game once. */
export const recentsValue = z.object({
  list: z.array(game),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const launchBody = z
  .object({
    nodeId,
    /** The game's category, vendor and vendor game id, as the tile knows them. */
    category: z.string().max(32).optional(),
    vendor: code.optional(),
    gameId: z.string().max(64).optional(),
    /** Where the game page's "Back to the lobby" leads: a path of the app (default /m/home). */
    pageBack: z
      .string()
      .max(LAUNCH_PAGE_BACK_MAX)
      .regex(PAGE_BACK_PATTERN, 'a path under /m')
      .refine(isAppPageBack, 'a path under /m')
      .optional(),
    /** Language of the game name on the game page. */
    language,
  })
  .strict();
export const launchValue = z.object({
  /** Where the game opens: same-origin path or an absolute vendor URL. */
  url: z.string(),
  /** Opened in place of the app; the game page offers the way back. */
  target: z.enum(['self']),
});
