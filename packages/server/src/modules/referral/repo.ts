import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable } from '../accounts/tables.ts';

/** Gives the member `code` unless they already have one; answers whether it was taken. */
export async function setCodeIfAbsent(db: Db, memberId: string, code: string) {
  const rows = await db
    .update(membersTable)
    .set({ affiliateCode: code, updatedAt: new Date() })
    .where(and(eq(membersTable.id, memberId), isNull(membersTable.affiliateCode)))
    .returning({ id: membersTable.id });
  return rows.length > 0;
}

/** Members whose upline is this member: those who registered with their code. */
export async function countInvited(db: Db, memberId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(membersTable)
    .where(eq(membersTable.uplineId, memberId));
  return rows[0]?.n ?? 0;
}
