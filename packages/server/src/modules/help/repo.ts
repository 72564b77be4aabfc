import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helpEntriesTable as h } from './tables.ts';

export type NewHelpEntry = typeof h.$inferInsert;

/** More than any help centre holds; bounds the work of one request. */
const HELP_ENTRIES_MAX = 200;

/** A device's entries by sort order, then id. */
export async function findHelpEntries(db: Db, device: string) {
  return db
    .select({ id: h.id, translations: h.translations })
    .from(h)
    .where(eq(h.device, device))
    .orderBy(asc(h.sortOrder), asc(h.id))
    .limit(HELP_ENTRIES_MAX);
}

export async function insertHelpEntries(db: Db, rows: NewHelpEntry[]): Promise<void> {
  if (rows.length > 0) await db.insert(h).values(rows);
}

export async function countHelpEntries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(h);
  return row?.n ?? 0;
}

/** Two seeds starting at once (two processes on one database) must not both fill it. */
export async function lockHelpEntries(db: Db): Promise<void> {
  await db.execute(sql`lock table ${h} in share row exclusive mode`);
}
