import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset } from '../../lib/paging.ts';
import { membersTable } from '../accounts/tables.ts';
import { nameContains } from './repo.ts';
import { agentRatesTable as rates } from './tables.ts';

/**
 * Rebate rates (basis points) with the locks that keep "a downline's rate is never
 * above its agent's" true under concurrent changes. Locks are always taken from the
 * top of the tree down (the agent, then its downline), so two agents changing rates
 * on the same line wait for each other instead of deadlocking.
 */

/** Locks the rate rows of `memberIds` (agent first, then downline), creating 0-rate rows where missing; answers the rates. */
export async function lockRates(tx: Db, memberIds: readonly string[]): Promise<number[]> {
  await tx
    .insert(rates)
    .values(memberIds.map((memberId) => ({ memberId, rebateBp: 0 })))
    .onConflictDoNothing();
  const answer: number[] = [];
  for (const memberId of memberIds) {
    const [row] = await tx
      .select({ bp: rates.rebateBp })
      .from(rates)
      .where(eq(rates.memberId, memberId))
      .for('update');
    answer.push(row?.bp ?? 0);
  }
  return answer;
}

export async function rateOf(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ bp: rates.rebateBp })
    .from(rates)
    .where(eq(rates.memberId, memberId));
  return row?.bp ?? 0;
}

export async function setRate(tx: Db, memberId: string, rebateBp: number): Promise<void> {
  await tx
    .insert(rates)
    .values({ memberId, rebateBp })
    .onConflictDoUpdate({ target: rates.memberId, set: { rebateBp, updatedAt: sql`now()` } });
}

/** The highest rate an account gave its direct downlines (0 without any): its own rate's floor. */
export async function floorOf(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ bp: sql<number>`coalesce(max(${rates.rebateBp}), 0)`.mapWith(Number) })
    .from(membersTable)
    .innerJoin(rates, eq(rates.memberId, membersTable.id))
    .where(eq(membersTable.uplineId, memberId));
  return row?.bp ?? 0;
}

export interface DownlineRateRow {
  userName: string;
  type: number;
  rebateBp: number;
  floorBp: number;
}

/** A page of an agent's direct downlines with their rates, newest first; `search` matches part of the username. */
export async function pageDownlineRates(
  db: Db,
  agentId: string,
  page: { pageNo: number; pageSize: number; search?: string },
): Promise<{ rows: DownlineRateRow[]; total: number }> {
  const search = page.search?.trim();
  const where = and(eq(membersTable.uplineId, agentId), search ? nameContains(search) : undefined);
  const [totals] = await db.select({ n: count() }).from(membersTable).where(where);
  const members = await db
    .select({
      id: membersTable.id,
      userName: membersTable.username,
      type: membersTable.type,
      rebateBp: sql<number>`coalesce(${rates.rebateBp}, 0)`.mapWith(Number),
    })
    .from(membersTable)
    .leftJoin(rates, eq(rates.memberId, membersTable.id))
    .where(where)
    .orderBy(desc(membersTable.regDate), asc(membersTable.username))
    .limit(page.pageSize)
    .offset(pageOffset(page));
  const floors = new Map<string, number>();
  if (members.length > 0) {
    const rows = await db
      .select({
        uplineId: membersTable.uplineId,
        bp: sql<number>`max(${rates.rebateBp})`.mapWith(Number),
      })
      .from(membersTable)
      .innerJoin(rates, eq(rates.memberId, membersTable.id))
      .where(
        inArray(
          membersTable.uplineId,
          members.map((m) => m.id),
        ),
      )
      .groupBy(membersTable.uplineId);
    for (const row of rows) if (row.uplineId) floors.set(row.uplineId, row.bp);
  }
  return {
    total: totals?.n ?? 0,
    rows: members.map((m) => ({
      userName: m.userName,
      type: m.type,
      rebateBp: m.rebateBp,
      floorBp: floors.get(m.id) ?? 0,
    })),
  };
}
