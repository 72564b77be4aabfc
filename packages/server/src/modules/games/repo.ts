import { and, asc, count, eq, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SeedGame, SeedVendor } from './seed-data.ts';
import { gamesTable as g, gameVendorsTable as v } from './tables.ts';

/** Filters of the game list, already translated to column values. */
export interface GameFilter {
  gameType?: string;
  vendor?: string;
  gameClassify?: string;
  isNew?: boolean;
  minBetMinor?: number;
  minLine?: number;
  /** A LIKE pattern over `search_text` (see search.ts). */
  searchPattern?: string;
}

/**
 * A game players are offered: enabled, and of an enabled vendor (a vendor is
 * switched off without touching its games, so switching it on again restores them).
 */
export const playable = (): SQL =>
  and(
    eq(g.enabled, true),
    sql`${g.vendor} not in (select ${v.code} from ${v} where not ${v.enabled})`,
  )!;

const whereOf = (f: GameFilter): SQL | undefined =>
  and(
    playable(),
    f.gameType !== undefined ? eq(g.gameType, f.gameType) : undefined,
    f.vendor !== undefined ? eq(g.vendor, f.vendor) : undefined,
    f.gameClassify !== undefined ? eq(g.gameClassify, f.gameClassify) : undefined,
    f.isNew !== undefined ? eq(g.isNew, f.isNew) : undefined,
    f.minBetMinor !== undefined ? eq(g.minBetMinor, f.minBetMinor) : undefined,
    f.minLine !== undefined ? eq(g.minLine, f.minLine) : undefined,
    f.searchPattern !== undefined ? like(g.searchText, f.searchPattern) : undefined,
  );

export const gameColumns = {
  nodeId: g.nodeId,
  gameId: g.gameId,
  roomId: g.roomId,
  gameType: g.gameType,
  gameCategory: g.gameCategory,
  vendor: g.vendor,
  names: g.names,
  gameClassify: g.gameClassify,
  minBetMinor: g.minBetMinor,
  minLine: g.minLine,
  isNew: g.isNew,
  hotRank: g.hotRank,
  supportPlay: g.supportPlay,
  smallIcon: g.smallIcon,
  largeIcon: g.largeIcon,
};

/** One page in list order (sort order, then node id). No join: vendor names come from a cache. */
export async function findGamesPage(db: Db, filter: GameFilter, limit: number, offset: number) {
  return db
    .select(gameColumns)
    .from(g)
    .where(whereOf(filter))
    .orderBy(asc(g.sortOrder), asc(g.nodeId))
    .limit(limit)
    .offset(offset);
}

export async function countGames(db: Db, filter: GameFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(g).where(whereOf(filter));
  return row?.n ?? 0;
}

export type GameRow = Awaited<ReturnType<typeof findGamesPage>>[number];

/** Hot games by rank, optionally of one category. */
export async function findHotGames(db: Db, gameType: string | undefined, limit: number) {
  return db
    .select(gameColumns)
    .from(g)
    .where(
      and(
        playable(),
        isNotNull(g.hotRank),
        gameType !== undefined ? eq(g.gameType, gameType) : undefined,
      ),
    )
    .orderBy(asc(g.hotRank), asc(g.nodeId))
    .limit(limit);
}

export async function findLotteries(db: Db, prizeMode: string) {
  return db
    .select({
      nodeId: g.nodeId,
      gameId: g.gameId,
      vendor: g.vendor,
      gameType: g.gameType,
      names: g.names,
      gameClassify: g.gameClassify,
      smallIcon: g.smallIcon,
    })
    .from(g)
    .where(and(playable(), eq(g.prizeMode, prizeMode)))
    .orderBy(asc(g.sortOrder), asc(g.nodeId));
}

/** Every (vendor category, vendor) pair that has an enabled game, in vendor order. */
export async function findVendorCategories(db: Db) {
  return db
    .selectDistinct({
      gameCategory: g.gameCategory,
      vendor: v.code,
      name: v.name,
      icon: v.icon,
      sortOrder: v.sortOrder,
    })
    .from(g)
    .innerJoin(v, eq(v.code, g.vendor))
    .where(and(eq(g.enabled, true), eq(v.enabled, true)))
    .orderBy(asc(v.sortOrder), asc(v.code), asc(g.gameCategory));
}

/** The gameClassify values in use, per menu category. */
export async function findClassifies(db: Db) {
  return db
    .selectDistinct({ gameType: g.gameType, gameClassify: g.gameClassify })
    .from(g)
    .where(and(playable(), isNotNull(g.gameClassify)))
    .orderBy(asc(g.gameType), asc(g.gameClassify));
}

export async function findGameForIcon(db: Db, vendor: string, gameId: string) {
  const [row] = await db
    .select({ names: g.names, gameType: g.gameType })
    .from(g)
    .where(and(eq(g.vendor, vendor), eq(g.gameId, gameId)))
    .limit(1);
  return row;
}

/** Vendor code → display name. */
export async function findVendorNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: v.code, name: v.name }).from(v);
  return new Map(rows.map((r) => [r.code, r.name]));
}

export async function findVendor(db: Db, code: string) {
  const [row] = await db.select().from(v).where(eq(v.code, code)).limit(1);
  return row;
}

/** Inserts the vendors that are missing; answers how many this call inserted. */
export async function insertVendorsIfAbsent(db: Db, vendors: SeedVendor[]): Promise<number> {
  const inserted = await db
    .insert(v)
    .values(vendors)
    .onConflictDoNothing({ target: v.code })
    .returning({ code: v.code });
  return inserted.length;
}

/** Bulk insert in chunks (PostgreSQL takes at most 65,535 parameters per statement). */
export async function insertGames(db: Db, games: SeedGame[], chunkSize = 1000): Promise<void> {
  for (let i = 0; i < games.length; i += chunkSize) {
    await db
      .insert(g)
      .values(games.slice(i, i + chunkSize))
      .onConflictDoNothing({ target: [g.vendor, g.gameId] });
  }
}

/** Fresh planner statistics after a bulk load. */
export async function analyseGames(db: Db): Promise<void> {
  await db.execute(sql`analyze games`);
  await db.execute(sql`analyze game_vendors`);
}
