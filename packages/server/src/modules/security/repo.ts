import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable } from '../accounts/tables.ts';
import { memberSecurityAnswersTable } from './tables.ts';

/** The member's security questions with their answer hashes, in the order chosen. */
export function readSecurityAnswers(db: Db, memberId: string) {
  return db
    .select({
      questionId: memberSecurityAnswersTable.questionId,
      answerHash: memberSecurityAnswersTable.answerHash,
    })
    .from(memberSecurityAnswersTable)
    .where(eq(memberSecurityAnswersTable.memberId, memberId))
    .orderBy(memberSecurityAnswersTable.position);
}

/** Replaces all of the member's security questions at once. */
export async function replaceSecurityAnswers(
  db: Db,
  memberId: string,
  rows: (typeof memberSecurityAnswersTable.$inferInsert)[],
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(memberSecurityAnswersTable)
      .where(eq(memberSecurityAnswersTable.memberId, memberId));
    await tx.insert(memberSecurityAnswersTable).values(rows);
  });
}

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
