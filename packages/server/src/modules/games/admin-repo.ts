import { and, asc, count, eq, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gamesTable as g, gameVendorsTable as v } from './tables.ts';

/** The back office's filters, already translated to column values. */
export interface AdminGameFilter {
  /** A LIKE pattern over `search_text`, also matched against the vendor's game id. */
  pattern?: string;
  vendor?: string;
  gameType?: string;
  enabled?: boolean;
  hot?: boolean;
}

export type AdminGameSort = 'order' | 'name' | 'hot';

const whereOf = (f: AdminGameFilter): SQL | undefined =>
  and(
    f.pattern !== undefined
      ? or(like(g.searchText, f.pattern), like(sql`lower(${g.gameId})`, f.pattern))
      : undefined,
    f.vendor !== undefined ? eq(g.vendor, f.vendor) : undefined,
    f.gameType !== undefined ? eq(g.gameType, f.gameType) : undefined,
    f.enabled !== undefined ? eq(g.enabled, f.enabled) : undefined,
    f.hot === true ? isNotNull(g.hotRank) : f.hot === false ? sql`${g.hotRank} is null` : undefined,
  );

const orderOf = (sort: AdminGameSort) =>
  sort === 'name'
    ? [asc(sql`${g.names}->>'EN'`), asc(g.nodeId)]
    : sort === 'hot'
      ? [sql`${g.hotRank} asc nulls last`, asc(g.sortOrder), asc(g.nodeId)]
      : [asc(g.sortOrder), asc(g.nodeId)];

const adminColumns = {
  nodeId: g.nodeId,
  gameId: g.gameId,
  names: g.names,
  vendor: g.vendor,
  vendorName: v.name,
  vendorEnabled: v.enabled,
  gameType: g.gameType,
  enabled: g.enabled,
  hotRank: g.hotRank,
  sortOrder: g.sortOrder,
};

export async function findAdminGamesPage(
  db: Db,
  filter: AdminGameFilter,
  sort: AdminGameSort,
  limit: number,
  offset: number,
) {
  return db
    .select(adminColumns)
    .from(g)
    .innerJoin(v, eq(v.code, g.vendor))
    .where(whereOf(filter))
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset);
}

export type AdminGameRow = Awaited<ReturnType<typeof findAdminGamesPage>>[number];

export async function countAdminGames(db: Db, filter: AdminGameFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(g).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findAdminGame(db: Db, nodeId: number): Promise<AdminGameRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(g)
    .innerJoin(v, eq(v.code, g.vendor))
    .where(eq(g.nodeId, nodeId))
    .limit(1);
  return row;
}

export async function updateGame(
  db: Db,
  nodeId: number,
  change: { enabled?: boolean; hotRank?: number | null; sortOrder?: number },
): Promise<void> {
  await db.update(g).set(change).where(eq(g.nodeId, nodeId));
}

/** Every vendor in menu order, with how many games it has and how many are enabled. */
export async function findAdminVendors(db: Db) {
  return db
    .select({
      code: v.code,
      name: v.name,
      enabled: v.enabled,
      games: sql<number>`(select count(*)::int from ${g} where ${g.vendor} = ${v.code})`,
      enabledGames: sql<number>`(select count(*)::int from ${g} where ${g.vendor} = ${v.code} and ${g.enabled})`,
    })
    .from(v)
    .orderBy(asc(v.sortOrder), asc(v.code));
}

export type AdminVendorRow = Awaited<ReturnType<typeof findAdminVendors>>[number];

export async function findAdminVendor(db: Db, code: string): Promise<AdminVendorRow | undefined> {
  return (await findAdminVendors(db)).find((row) => row.code === code);
}

export async function updateVendor(db: Db, code: string, enabled: boolean): Promise<void> {
  await db.update(v).set({ enabled }).where(eq(v.code, code));
}
