import type { MissionMetric } from '@kalaro/contract/missions';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable as m } from '../accounts/tables.ts';
import { betsTable as b } from '../bets/tables.ts';
import { gamesTable as g } from '../games/tables.ts';
import { missionPrizesHeldTable as held, missionsTable as ms } from './tables.ts';

/** More than any operator runs at once; bounds the work of one request. */
const MISSIONS_MAX = 20;

export async function findMissionsInEffect(db: Db, at: Date) {
  return db
    .select()
    .from(ms)
    .where(
      and(
        eq(ms.status, 'active'),
        or(isNull(ms.startAt), lte(ms.startAt, at)),
        or(isNull(ms.endAt), gt(ms.endAt, at)),
      ),
    )
    .orderBy(asc(ms.sortOrder), asc(ms.id))
    .limit(MISSIONS_MAX);
}

export type MissionRow = Awaited<ReturnType<typeof findMissionsInEffect>>[number];

/**
 * Active missions that ran at some time after `since` (whose ended periods may
 * still owe prizes); paused and ended ones are not paid.
 */
export async function findMissionsRunningSince(db: Db, since: Date, until: Date) {
  return db
    .select()
    .from(ms)
    .where(
      and(
        eq(ms.status, 'active'),
        or(isNull(ms.startAt), lte(ms.startAt, until)),
        or(isNull(ms.endAt), gt(ms.endAt, since)),
      ),
    )
    .orderBy(asc(ms.sortOrder), asc(ms.id))
    .limit(MISSIONS_MAX);
}

/**
 * Members ranked by their score over [from, to) (settled bets; only scores
 * above zero; trial accounts take no part): the rows of rank ≤ `top` and the viewer's own row, each with the
 * number of members ranked. Equal scores share a rank (1, 2, 2, 4).
 */
export async function findBoard(
  db: Db,
  metric: MissionMetric,
  span: { from: Date; to: Date },
  top: number,
  viewerId: string,
) {
  const total = metric === 'turnover' ? sql`sum(${b.stakeMinor})` : sql`sum(${b.winMinor})`;
  const scores = db.$with('scores').as(
    db
      .select({
        memberId: b.memberId,
        score: sql<number>`${total}`.mapWith(Number).as('score'),
        rank: sql<number>`rank() over (order by ${total} desc)`.mapWith(Number).as('rank'),
        participants: sql<number>`count(*) over ()`.mapWith(Number).as('participants'),
      })
      .from(b)
      .innerJoin(m, eq(m.id, b.memberId))
      // Trial accounts play with play money: they take no part in the race.
      .where(
        and(
          eq(b.status, 'settled'),
          gte(b.settledAt, span.from),
          lt(b.settledAt, span.to),
          ne(m.type, MEMBER_TYPE.TRIAL),
        ),
      )
      .groupBy(b.memberId)
      .having(sql`${total} > 0`),
  );
  return db
    .with(scores)
    .select({
      memberId: scores.memberId,
      username: m.username,
      score: scores.score,
      rank: scores.rank,
      participants: scores.participants,
    })
    .from(scores)
    .innerJoin(m, eq(m.id, scores.memberId))
    .where(or(lte(scores.rank, top), eq(scores.memberId, viewerId)))
    .orderBy(asc(scores.rank), asc(m.username));
}

export async function insertMissions(db: Db, rows: (typeof ms.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(ms).values(rows);
}

export async function countMissions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ms);
  return row?.n ?? 0;
}

/** Two seeds starting at once (two processes on one database) must not both fill it. */
export async function lockMissions(db: Db): Promise<void> {
  await db.execute(sql`lock table ${ms} in share row exclusive mode`);
}

/** One game (the first by node id) of each of these categories, for seeded bets. */
export async function firstGameOfTypes(db: Db, types: readonly string[]) {
  return db
    .selectDistinctOn([g.gameType], { nodeId: g.nodeId, vendor: g.vendor, gameType: g.gameType })
    .from(g)
    .where(inArray(g.gameType, [...types]))
    .orderBy(g.gameType, g.nodeId);
}

export async function insertSeedBets(db: Db, rows: (typeof b.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(b).values(rows);
}

export async function insertSeedMembers(db: Db, rows: (typeof m.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(m)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: m.id, username: m.username });
}

/** A prize of one member for one period of a mission. */
export interface Prize {
  /** The period's start (ms since the epoch). */
  periodStart: number;
  memberId: string;
  rank: number;
  amountMinor: number;
}

/** Keeps a prize for after the member's measure (once per mission, period and member). */
export async function holdPrize(db: Db, missionId: number, prize: Prize, heldAt: Date) {
  await db
    .insert(held)
    .values({ ...prize, missionId, periodStart: new Date(prize.periodStart), heldAt })
    .onConflictDoNothing();
}

/** Held prizes a pass looks at (the rest wait for the next pass). */
const HELD_BATCH = 500;

/** Held prizes, oldest first, each with its mission's id and texts (a bounded batch). */
export async function findHeldPrizes(db: Db) {
  return db
    .select({
      missionId: held.missionId,
      periodStart: held.periodStart,
      memberId: held.memberId,
      rank: held.rank,
      amountMinor: held.amountMinor,
      mission: { id: ms.id, translations: ms.translations },
    })
    .from(held)
    .innerJoin(ms, eq(ms.id, held.missionId))
    .orderBy(asc(held.heldAt))
    .limit(HELD_BATCH);
}

export async function releaseHeldPrize(
  db: Db,
  prize: { missionId: number; periodStart: Date; memberId: string },
) {
  await db
    .delete(held)
    .where(
      and(
        eq(held.missionId, prize.missionId),
        eq(held.periodStart, prize.periodStart),
        eq(held.memberId, prize.memberId),
      ),
    );
}
