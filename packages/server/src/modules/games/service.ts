import type {
  Game,
  GameListValue,
  gameListQuery,
  hotGamesQuery,
  LotteryListValue,
  lotteryListQuery,
  VendorConfigValue,
  VendorNameEntry,
} from '@kalaro/contract/games';
import { HOT_GAMES_MAX } from '@kalaro/contract/games';
import {
  lotteryMenu,
  prizeModeFor,
  splitSportsVendors,
  vendorMapping,
  type VendorCategory,
} from '@kalaro/contract/games-rules';
import { amountToMinor, minorToAmount } from '@kalaro/contract/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  analyseGames,
  countGames,
  findClassifies,
  findGamesPage,
  findHotGames,
  findLotteries,
  findVendorCategories,
  findVendorNames,
  insertGames,
  insertVendorsIfAbsent,
  type GameFilter,
  type GameRow,
} from './repo.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { containsPattern } from '../../lib/like.ts';
import { normaliseSearch } from './search.ts';
import { seedGames, seedVendors } from './seed-data.ts';
import type { LocalisedNames } from './tables.ts';

/** The vendors' own category order; the menu order comes from `splitSportsVendors`. */
const CATEGORY_ORDER = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'CARD', 'INHOUSE', 'LOTT', 'ELOTT'];

export const nameIn = (names: LocalisedNames, language: string): string =>
  names[language] ?? names.EN;

export function toGame(row: GameRow, language: string, vendorName: string): Game {
  return {
    nodeId: row.nodeId,
    gameId: row.gameId,
    roomId: row.roomId,
    gameName: nameIn(row.names, language),
    gameType: row.gameType as Game['gameType'],
    gameCategory: row.gameCategory,
    vassalage: row.vendor,
    vendorNames: vendorName,
    gameClassify: row.gameClassify,
    minBet: minorToAmount(row.minBetMinor),
    minLine: row.minLine,
    isNew: row.isNew,
    hotRank: row.hotRank,
    supportPlay: row.supportPlay,
    iconUrl: row.smallIcon,
    mobileSmallIcon: row.smallIcon,
    mobileLargeIcon: row.largeIcon,
  };
}

/** The query's filters as column values; null when nothing can match. */
export function filterOf(query: z.output<typeof gameListQuery>): GameFilter | null {
  const filter: GameFilter = {};
  if (query.gameType !== undefined) filter.gameType = query.gameType;
  if (query.vassalage !== undefined) filter.vendor = query.vassalage;
  if (query.gameClassify !== undefined) filter.gameClassify = query.gameClassify;
  if (query.isNew !== undefined) filter.isNew = query.isNew;
  if (query.minLine !== undefined) filter.minLine = query.minLine;
  if (query.minBet !== undefined) {
    // The number's shortest decimal form ("0.05"; 1e-7 → "1e-7"), read without a float
    // product. A bet finer than a hundredth is no bet any game has.
    const minor = amountToMinor(String(query.minBet));
    if (minor === undefined) return null;
    filter.minBetMinor = minor;
  }
  const term = normaliseSearch(query.gameName ?? '');
  if (term !== '') filter.searchPattern = containsPattern(term);
  return filter;
}

/**
 * The catalogue's read side, per app: each call reads the database, except the
 * totals behind each filter (counting tens of thousands of rows is the one slow
 * part of a page) and the vendor names, kept for `ttlMs`. The routes keep whole
 * answers too (`registerEndpoint`'s cache). The catalogue changes rarely; a
 * change shows on every instance within the TTL.
 */
export class GameCatalogue {
  private readonly counts: TtlCache<number>;
  private readonly vendorNames: TtlCache<Map<string, string>>;

  constructor(
    private readonly db: Db,
    ttlMs = 60_000,
  ) {
    this.counts = new TtlCache(2000, ttlMs);
    this.vendorNames = new TtlCache(1, ttlMs);
  }

  /** Forgets the kept totals and vendor names (a back-office change, on any instance). */
  forget(): void {
    this.counts.clear();
    this.vendorNames.clear();
  }

  /** Rows in the lists' game shape (names in `language`, vendor names from the cache). */
  async toGames(rows: GameRow[], language: string): Promise<Game[]> {
    const names = await this.vendorNames.getOrLoad('all', () => findVendorNames(this.db));
    return rows.map((row) => toGame(row, language, names.get(row.vendor) ?? row.vendor));
  }

  async list(query: z.output<typeof gameListQuery>): Promise<GameListValue> {
    const { pageNo, pageSize, language } = query;
    const filter = filterOf(query);
    if (!filter) return { games: [], pageNum: pageNo, totalPages: 0, total: 0 };
    const offset = (pageNo - 1) * pageSize;
    const rows = await findGamesPage(this.db, filter, pageSize, offset);
    // A short, non-empty page is the last one: the total is known without counting.
    const total =
      rows.length > 0 && rows.length < pageSize
        ? offset + rows.length
        : await this.counts.getOrLoad(JSON.stringify(filter), () => countGames(this.db, filter));
    return {
      games: await this.toGames(rows, language),
      pageNum: pageNo,
      totalPages: Math.ceil(total / pageSize),
      total,
    };
  }

  async hot(query: z.output<typeof hotGamesQuery>) {
    const gameType = query.gameType === 'HOT' ? undefined : query.gameType;
    const rows = await findHotGames(this.db, gameType, HOT_GAMES_MAX);
    return { list: await this.toGames(rows, query.language) };
  }

  async lotteries(query: z.output<typeof lotteryListQuery>): Promise<LotteryListValue> {
    const rows = await findLotteries(this.db, query.prizeMode);
    return {
      list: rows.map((row) => ({
        nodeId: row.nodeId,
        gameId: row.gameId,
        vassalage: row.vendor,
        gameType: row.gameType as Game['gameType'],
        displayName: nameIn(row.names, query.language),
        gameClassifyNew: row.gameType === 'ELOTT' ? row.gameClassify : null,
        mobileSmallIcon: row.smallIcon,
      })),
    };
  }

  vendors(): Promise<VendorConfigValue> {
    return getVendorConfig(this.db);
  }
}

const categoryRank = (category: string) => {
  const i = CATEGORY_ORDER.indexOf(category);
  return i < 0 ? CATEGORY_ORDER.length : i;
};

/** The vendor config as the catalogue gives it, arranged by the contract's rules. */
export async function getVendorConfig(db: Db): Promise<VendorConfigValue> {
  const pairs = await findVendorCategories(db);
  const byCategory = new Map<string, VendorNameEntry[]>();
  for (const p of pairs) {
    const list = byCategory.get(p.gameCategory) ?? [];
    list.push({ vendor: p.vendor, accountTypeName: p.name, icon: p.icon });
    byCategory.set(p.gameCategory, list);
  }
  const raw: VendorCategory<VendorNameEntry>[] = [...byCategory.entries()]
    .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
    .map(([gameCategory, vendorNames]) => ({ gameCategory, vendorNames }));
  const sorting = splitSportsVendors(raw);

  const classifies: Record<string, string[]> = {};
  for (const c of await findClassifies(db)) {
    if (c.gameClassify !== null) (classifies[c.gameType] ??= []).push(c.gameClassify);
  }
  const mutable = (list: readonly VendorCategory<VendorNameEntry>[]) =>
    list.map((c) => ({ gameCategory: c.gameCategory, vendorNames: [...c.vendorNames] }));
  return {
    sorting: mutable(sorting),
    mapping: vendorMapping(sorting),
    lotteryMenu: mutable(lotteryMenu(sorting)),
    prizeMode: prizeModeFor(sorting),
    classifies,
  };
}

/**
 * First start: the demo vendors and games, in one transaction. Later starts (or a
 * second instance starting at the same time) find the vendors and do nothing.
 */
export async function seedGameCatalogue(db: Db, merchantCode: string): Promise<number> {
  const games = await db.transaction(async (tx) => {
    if ((await insertVendorsIfAbsent(tx, seedVendors(merchantCode))) === 0) return 0;
    const list = seedGames(merchantCode);
    await insertGames(tx, list);
    return list.length;
  });
  if (games > 0) await analyseGames(db);
  return games;
}
