import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxTable } from './tables.ts';

export async function insertOutbox(db: Db, values: typeof outboxTable.$inferInsert) {
  await db.insert(outboxTable).values(values);
}

/** Newest first. */
export async function listOutbox(db: Db, to: string, limit = 50) {
  return db
    .select()
    .from(outboxTable)
    .where(eq(outboxTable.to, to))
    .orderBy(desc(outboxTable.sentAt), desc(outboxTable.id))
    .limit(limit);
}
