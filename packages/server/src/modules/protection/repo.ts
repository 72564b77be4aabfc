import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable } from '../accounts/tables.ts';
import { protectionMeasuresTable as m } from './tables.ts';

export type MeasureRow = typeof m.$inferSelect;
export type NewMeasureRow = typeof m.$inferInsert;

const LATEST_END = sql`${m.endsAt} desc nulls first`;

/**
 * Serialises a member's protection changes until the transaction ends, so two
 * requests at once are checked one after the other (the second must lengthen
 * the first).
 */
export async function lockMemberProtection(tx: Db, memberId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`protection:${memberId}`}, 0))`,
  );
}

/** The measure in force at `now`: the newest that still runs (they only lengthen). */
export async function findRunning(
  db: Db,
  memberId: string,
  now: Date,
): Promise<MeasureRow | undefined> {
  const [row] = await db
    .select()
    .from(m)
    .where(and(eq(m.memberId, memberId), or(isNull(m.endsAt), gt(m.endsAt, now))))
    // They only lengthen: the one in force ends last (permanent first).
    .orderBy(LATEST_END, desc(m.createdAt))
    .limit(1);
  return row;
}

/** Every measure of the member, newest first. */
export async function findHistory(db: Db, memberId: string): Promise<MeasureRow[]> {
  return db.select().from(m).where(eq(m.memberId, memberId)).orderBy(desc(m.createdAt), LATEST_END);
}

export async function insertMeasure(db: Db, row: NewMeasureRow): Promise<MeasureRow> {
  const [inserted] = await db.insert(m).values(row).returning();
  return inserted!;
}

/** The member's id and name, when the id is a member's. */
export async function findMember(
  db: Db,
  memberId: string,
): Promise<{ id: string; username: string } | undefined> {
  const [row] = await db
    .select({ id: membersTable.id, username: membersTable.username })
    .from(membersTable)
    .where(eq(membersTable.id, memberId));
  return row;
}
