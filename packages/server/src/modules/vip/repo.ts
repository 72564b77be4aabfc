import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable } from '../accounts/tables.ts';
import { betsTable } from '../bets/tables.ts';
import { ledgerEntriesTable } from '../wallet/tables.ts';
import { vipLevelsTable } from './tables.ts';

export type VipLevelRow = typeof vipLevelsTable.$inferSelect;

export async function findVipLevels(db: Db): Promise<VipLevelRow[]> {
  return db.select().from(vipLevelsTable).orderBy(asc(vipLevelsTable.level));
}

/** Adds the levels not there yet (by level); answers how many were added. */
export async function insertVipLevelsIfAbsent(
  db: Db,
  rows: (typeof vipLevelsTable.$inferInsert)[],
) {
  if (rows.length === 0) return 0;
  const added = await db
    .insert(vipLevelsTable)
    .values(rows)
    .onConflictDoNothing()
    .returning({ level: vipLevelsTable.level });
  return added.length;
}

/** Settled stakes of a member: the turnover the levels ask for. */
export async function sumTurnoverMinor(db: Db, memberId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${betsTable.stakeMinor}), 0)` })
    .from(betsTable)
    .where(and(eq(betsTable.memberId, memberId), eq(betsTable.status, 'settled')));
  return Number(rows[0]?.total ?? 0);
}

/** Deposits credited to a member (ledger rows `deposit`). */
export async function sumDepositsMinor(db: Db, memberId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntriesTable.amountMinor}), 0)` })
    .from(ledgerEntriesTable)
    .where(and(eq(ledgerEntriesTable.memberId, memberId), eq(ledgerEntriesTable.type, 'deposit')));
  return Number(rows[0]?.total ?? 0);
}

/** Raises the member's stored level (shown in the profile block); never lowers it. */
export async function raiseMemberLevel(db: Db, memberId: string, level: number, label: string) {
  await db
    .update(membersTable)
    .set({ vipLevel: level, vipLabel: label, updatedAt: new Date() })
    .where(and(eq(membersTable.id, memberId), sql`${membersTable.vipLevel} < ${level}`));
}
