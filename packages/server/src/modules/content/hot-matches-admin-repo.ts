import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gamesTable as g } from '../games/tables.ts';
import { hotMatchColumns } from './repo.ts';
import { hotMatchesTable as h } from './tables.ts';

/** The menu categories whose games a hot match may open. */
export const MATCH_GAME_TYPES = ['SPORTS', 'ESPORTS'];

export type HotMatchValues = Omit<typeof h.$inferInsert, 'id' | 'updatedAt'>;

/** The match as members read it, with what only the back office shows. */
const columns = {
  ...hotMatchColumns,
  sortOrder: h.sortOrder,
  visible: h.visible,
  gameNames: g.names,
};

const selectMatches = (db: Db) => db.select(columns).from(h).leftJoin(g, eq(g.nodeId, h.nodeId));

export type AdminHotMatchRow = Awaited<ReturnType<typeof findHotMatch>> & object;

/** A page of matches kicking off from `at` (soonest first) or before it (latest first). */
export async function findHotMatchPage(
  db: Db,
  opts: { when: 'upcoming' | 'past'; at: Date; limit: number; offset: number },
) {
  const where: SQL =
    opts.when === 'upcoming' ? gte(h.matchTime, opts.at) : lt(h.matchTime, opts.at);
  const order =
    opts.when === 'upcoming'
      ? [asc(h.matchTime), asc(h.sortOrder), asc(h.id)]
      : [desc(h.matchTime), asc(h.sortOrder), desc(h.id)];
  const [rows, [counted]] = await Promise.all([
    selectMatches(db)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(h).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findHotMatch(db: Db, id: number) {
  const [row] = await selectMatches(db).where(eq(h.id, id));
  return row;
}

/** The match with these teams at this kick-off, if one is entered. */
export async function findSameMatch(
  db: Db,
  v: Pick<HotMatchValues, 'homeTeam' | 'awayTeam' | 'matchTime'>,
) {
  const [row] = await db
    .select({ id: h.id })
    .from(h)
    .where(
      and(eq(h.homeTeam, v.homeTeam), eq(h.awayTeam, v.awayTeam), eq(h.matchTime, v.matchTime)),
    );
  return row?.id;
}

export async function insertHotMatch(db: Db, values: HotMatchValues): Promise<number> {
  const [row] = await db.insert(h).values(values).returning({ id: h.id });
  return row!.id;
}

export async function updateHotMatch(db: Db, id: number, values: HotMatchValues) {
  const [row] = await db
    .update(h)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(h.id, id))
    .returning({ id: h.id });
  return row?.id;
}

export async function deleteHotMatch(db: Db, id: number) {
  const [row] = await db.delete(h).where(eq(h.id, id)).returning({ id: h.id });
  return row?.id;
}

/** An enabled sports or e-sports game of the catalogue. */
export async function findMatchGame(db: Db, nodeId: number) {
  const [row] = await db
    .select({
      nodeId: g.nodeId,
      gameId: g.gameId,
      roomId: g.roomId,
      vendor: g.vendor,
      gameCategory: g.gameCategory,
    })
    .from(g)
    .where(and(eq(g.nodeId, nodeId), eq(g.enabled, true), inArray(g.gameType, MATCH_GAME_TYPES)));
  return row;
}

/** Every enabled sports and e-sports game, in list order (a few dozen at most). */
export async function findMatchGames(db: Db) {
  return db
    .select({ nodeId: g.nodeId, vendor: g.vendor, names: g.names })
    .from(g)
    .where(and(eq(g.enabled, true), inArray(g.gameType, MATCH_GAME_TYPES)))
    .orderBy(asc(g.sortOrder), asc(g.nodeId))
    .limit(500);
}
