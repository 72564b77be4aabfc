import { and, asc, count, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rewardClaimsTable as c, rewardsTable as r } from './tables.ts';

export type NewReward = typeof r.$inferInsert;

/** More than any rewards centre offers at once; bounds the work of one request. */
const REWARDS_MAX = 200;

/** Running at `at`: active, started (or no start) and not ended (or no end). */
const inEffect = (at: Date): SQL =>
  and(
    eq(r.status, 'active'),
    or(isNull(r.startAt), lte(r.startAt, at)),
    or(isNull(r.endAt), gt(r.endAt, at)),
  )!;

const joinOwnClaim = (memberId: string) => and(eq(c.rewardId, r.id), eq(c.memberId, memberId));

const rewardColumns = {
  id: r.id,
  translations: r.translations,
  promotionType: r.promotionType,
  amountMinor: r.amountMinor,
  endAt: r.endAt,
  claimedAt: c.claimedAt,
};

/** Rewards in effect at `at` with this member's claim (or null), by sort order then id. */
export async function findRewardsInEffect(db: Db, memberId: string, at: Date) {
  return db
    .select(rewardColumns)
    .from(r)
    .leftJoin(c, joinOwnClaim(memberId))
    .where(inEffect(at))
    .orderBy(asc(r.sortOrder), asc(r.id))
    .limit(REWARDS_MAX);
}

export type RewardRow = Awaited<ReturnType<typeof findRewardsInEffect>>[number];

/** Rewards in effect at `at` that this member has not claimed. */
export async function countUnclaimed(db: Db, memberId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .leftJoin(c, joinOwnClaim(memberId))
    .where(and(inEffect(at), isNull(c.rewardId)));
  return row?.n ?? 0;
}

/** A reward in effect at `at`, with this member's claim (or null). */
export async function findRewardInEffect(
  db: Db,
  memberId: string,
  id: number,
  at: Date,
): Promise<RewardRow | undefined> {
  const [row] = await db
    .select(rewardColumns)
    .from(r)
    .leftJoin(c, joinOwnClaim(memberId))
    .where(and(eq(r.id, id), inEffect(at)))
    .limit(1);
  return row;
}

/** Whether a reward of this id exists, running or not. */
export async function findRewardExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: r.id }).from(r).where(eq(r.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Records a claim unless the member has one for that reward (the primary key
 * decides, so of two racing claims one waits for the other and then finds it).
 * Answers whether this call recorded it.
 */
export async function insertClaimIfAbsent(
  db: Db,
  claim: { rewardId: number; memberId: string; amountMinor: number; claimedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(c)
    .values(claim)
    .onConflictDoNothing()
    .returning({ rewardId: c.rewardId });
  return rows.length > 0;
}

export async function insertRewards(db: Db, rows: NewReward[]): Promise<void> {
  if (rows.length > 0) await db.insert(r).values(rows);
}

export async function countRewards(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(r);
  return row?.n ?? 0;
}

/** Two seeds starting at once (two processes on one database) must not both fill it. */
export async function lockRewards(db: Db): Promise<void> {
  await db.execute(sql`lock table ${r} in share row exclusive mode`);
}
