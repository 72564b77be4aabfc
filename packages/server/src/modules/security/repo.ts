import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable } from '../accounts/tables.ts';

/**
 * Sets the payee name only while it is empty: of two racing requests one wins.
 * Answers false when a name was already there.
 */
export async function setPayeeNameIfEmpty(db: Db, memberId: string, payeeName: string) {
  const rows = await db
    .update(membersTable)
    .set({ payeeName, updatedAt: new Date() })
    .where(
      and(
        eq(membersTable.id, memberId),
        or(isNull(membersTable.payeeName), eq(sql`trim(${membersTable.payeeName})`, '')),
      ),
    )
    .returning({ id: membersTable.id });
  return rows.length > 0;
}
