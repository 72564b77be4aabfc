import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betsTable as b } from '../bets/tables.ts';
import { gamesTable as g, gameVendorsTable, type LocalisedNames } from '../games/tables.ts';
import { searchTextOf } from '../games/search.ts';
import { INHOUSE_VENDOR } from '../inhouse/provider.ts';
import { lotteriesTable as l, lotteryBetsTable as lb, lotteryDrawsTable as d } from './tables.ts';

export type Lottery = typeof l.$inferSelect;
export type Draw = typeof d.$inferSelect;
export type LotteryRow = Lottery & { names: LocalisedNames; vendor: string; gameType: string };

/** The lotteries' menu category: their bets show under it in the records. */
export const LOTTERY_GAME_TYPE = 'LOTT';

// --- lotteries ------------------------------------------------------------------

/**
 * Writes a lottery and its catalogue game (kept out of the game lists: the
 * lotteries have their own list) from the configuration; answers the node id.
 */
export async function upsertLottery(
  tx: Db,
  lottery: Omit<Lottery, 'nodeId' | 'enabled'>,
  names: LocalisedNames,
): Promise<void> {
  await tx
    .insert(gameVendorsTable)
    .values({ code: INHOUSE_VENDOR, name: 'Kalaro Originals', sortOrder: 999, icon: '' })
    .onConflictDoNothing();
  const game = {
    vendor: INHOUSE_VENDOR,
    gameId: lottery.code,
    gameType: LOTTERY_GAME_TYPE,
    gameCategory: LOTTERY_GAME_TYPE,
    names,
    searchText: searchTextOf(names),
    minBetMinor: lottery.minBetMinor,
    minLine: 1,
    supportPlay: true,
    sortOrder: 0,
    smallIcon: '',
    largeIcon: '',
    enabled: false,
  };
  const [row] = await tx
    .insert(g)
    .values(game)
    .onConflictDoUpdate({
      target: [g.vendor, g.gameId],
      set: { names, searchText: game.searchText, minBetMinor: game.minBetMinor },
    })
    .returning({ nodeId: g.nodeId });
  const values = { ...lottery, nodeId: row!.nodeId, enabled: true };
  await tx.insert(l).values(values).onConflictDoUpdate({ target: l.code, set: values });
}

const lotteryColumns = {
  code: l.code,
  nodeId: l.nodeId,
  drawIntervalSeconds: l.drawIntervalSeconds,
  closeBeforeSeconds: l.closeBeforeSeconds,
  minBetMinor: l.minBetMinor,
  maxBetMinor: l.maxBetMinor,
  maxPerDrawMinor: l.maxPerDrawMinor,
  sortOrder: l.sortOrder,
  enabled: l.enabled,
  names: g.names,
  vendor: g.vendor,
  gameType: g.gameType,
};

export async function listLotteries(db: Db): Promise<LotteryRow[]> {
  return db
    .select(lotteryColumns)
    .from(l)
    .innerJoin(g, eq(g.nodeId, l.nodeId))
    .where(eq(l.enabled, true))
    .orderBy(asc(l.sortOrder), asc(l.code));
}

export async function findLottery(db: Db, code: string): Promise<LotteryRow | undefined> {
  const [row] = await db
    .select(lotteryColumns)
    .from(l)
    .innerJoin(g, eq(g.nodeId, l.nodeId))
    .where(and(eq(l.code, code), eq(l.enabled, true)))
    .limit(1);
  return row;
}

// --- draws ----------------------------------------------------------------------

export async function insertDraw(db: Db, draw: typeof d.$inferInsert): Promise<void> {
  await db.insert(d).values(draw).onConflictDoNothing();
}

/** The lottery's next draw to come (drawAt after `now`). */
export async function nextDraw(db: Db, code: string, now: Date): Promise<Draw | undefined> {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.lotteryCode, code), gt(d.drawAt, now)))
    .orderBy(asc(d.drawAt))
    .limit(1);
  return row;
}

export async function findDraw(db: Db, id: number): Promise<Draw | undefined> {
  const [row] = await db.select().from(d).where(eq(d.id, id)).limit(1);
  return row;
}

/** The draw, share-locked: it cannot close while a bet on it is being written. */
export async function lockDrawForBet(tx: Db, id: number): Promise<Draw | undefined> {
  const [row] = await tx.select().from(d).where(eq(d.id, id)).for('share');
  return row;
}

/** Drawn results of a lottery, newest first. */
export async function recentResults(db: Db, code: string, limit: number): Promise<Draw[]> {
  return db
    .select()
    .from(d)
    .where(and(eq(d.lotteryCode, code), inArray(d.status, ['drawn', 'settled'])))
    .orderBy(desc(d.drawAt))
    .limit(limit);
}

/** open → closed for every draw whose betting time is over. */
export async function closeDue(db: Db, now: Date): Promise<void> {
  await db
    .update(d)
    .set({ status: 'closed' })
    .where(and(eq(d.status, 'open'), lte(d.closesAt, now)));
}

export async function drawsDue(db: Db, now: Date): Promise<Draw[]> {
  return db
    .select()
    .from(d)
    .where(and(inArray(d.status, ['open', 'closed']), lte(d.drawAt, now)))
    .orderBy(asc(d.drawAt));
}

/** open/closed → drawn, once: false when another worker drew it first. */
export async function markDrawn(db: Db, id: number, digits: number[], at: Date) {
  const rows = await db
    .update(d)
    .set({ status: 'drawn', digits, drawnAt: at })
    .where(and(eq(d.id, id), inArray(d.status, ['open', 'closed'])))
    .returning({ id: d.id });
  return rows.length > 0;
}

export async function drawnDraws(db: Db): Promise<Draw[]> {
  return db.select().from(d).where(eq(d.status, 'drawn')).orderBy(asc(d.drawAt));
}

export async function markSettled(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(d)
    .set({ status: 'settled', settledAt: at })
    .where(and(eq(d.id, id), eq(d.status, 'drawn')));
}

// --- bets -----------------------------------------------------------------------

const betColumns = {
  betId: b.id,
  memberId: b.memberId,
  roundId: b.roundId,
  idempotencyKey: b.idempotencyKey,
  stakeMinor: b.stakeMinor,
  winMinor: b.winMinor,
  status: b.status,
  createdAt: b.createdAt,
  settledAt: b.settledAt,
  selection: lb.selection,
  oddsCents: lb.oddsCents,
  drawId: d.id,
  drawNo: d.drawNo,
  drawAt: d.drawAt,
  lotteryCode: d.lotteryCode,
  digits: d.digits,
};
const betsQuery = (db: Db) =>
  db.select(betColumns).from(lb).innerJoin(b, eq(b.id, lb.betId)).innerJoin(d, eq(d.id, lb.drawId));
export type LotteryBetRow = Awaited<ReturnType<typeof betsQuery>>[number];

export async function findLotteryBetByKey(db: Db, memberId: string, key: string) {
  const [row] = await betsQuery(db)
    .where(and(eq(b.memberId, memberId), eq(b.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findLotteryBet(db: Db, betId: number) {
  const [row] = await betsQuery(db).where(eq(b.id, betId)).limit(1);
  return row;
}

/** A member's bets of a lottery with one status, newest first. */
export async function memberBets(
  db: Db,
  memberId: string,
  code: string,
  /** 'settled': every bet that is no longer open (settled, or void: refunded). */
  status: 'open' | 'settled',
  limit: number,
) {
  const byStatus = status === 'open' ? eq(b.status, 'open') : ne(b.status, 'open');
  return betsQuery(db)
    .where(and(eq(lb.memberId, memberId), eq(d.lotteryCode, code), byStatus))
    .orderBy(desc(b.createdAt), desc(b.id))
    .limit(limit);
}

/** What the member has staked on a draw (void bets returned their stake). */
export async function memberStakeOnDraw(db: Db, memberId: string, drawId: number) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${b.stakeMinor}), 0)` })
    .from(lb)
    .innerJoin(b, eq(b.id, lb.betId))
    .where(and(eq(lb.memberId, memberId), eq(lb.drawId, drawId), ne(b.status, 'void')));
  return Number(row?.total ?? 0);
}

export async function insertLotteryBet(tx: Db, row: typeof lb.$inferInsert): Promise<void> {
  await tx.insert(lb).values(row);
}

/** Open bets of a draw, oldest first. */
export async function openBetsOfDraw(db: Db, drawId: number, limit: number) {
  return db
    .select({
      betId: b.id,
      memberId: b.memberId,
      roundId: b.roundId,
      stakeMinor: b.stakeMinor,
      selection: lb.selection,
      oddsCents: lb.oddsCents,
    })
    .from(lb)
    .innerJoin(b, eq(b.id, lb.betId))
    .where(and(eq(lb.drawId, drawId), eq(b.status, 'open')))
    .orderBy(asc(b.id))
    .limit(limit);
}

/** Open lottery bets of every draw, oldest first (refunded when maintenance says so). */
export async function openLotteryBets(db: Db, limit: number) {
  return db
    .select({ betId: b.id, memberId: b.memberId, roundId: b.roundId, stakeMinor: b.stakeMinor })
    .from(lb)
    .innerJoin(b, eq(b.id, lb.betId))
    .where(eq(b.status, 'open'))
    .orderBy(asc(b.id))
    .limit(limit);
}

/** open → void (no win), once: false when the bet was settled or voided already. */
export async function voidBetRow(tx: Db, betId: number, at: Date) {
  const rows = await tx
    .update(b)
    .set({ status: 'void', winMinor: 0, settledAt: at })
    .where(and(eq(b.id, betId), eq(b.status, 'open')))
    .returning({ id: b.id });
  return rows.length > 0;
}

/** open → settled, once: false when the bet was settled already. */
export async function settleBetRow(tx: Db, betId: number, winMinor: number, at: Date) {
  const rows = await tx
    .update(b)
    .set({ status: 'settled', winMinor, settledAt: at })
    .where(and(eq(b.id, betId), eq(b.status, 'open')))
    .returning({ id: b.id });
  return rows.length > 0;
}

/** Bets placed on draws not yet settled (the scheduler's partial index finds those draws). */
export async function countOpenBets(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lb)
    .innerJoin(d, eq(d.id, lb.drawId))
    .where(ne(d.status, 'settled'));
  return Number(row?.n ?? 0);
}
