import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helpEntriesTable as h } from './tables.ts';

export type HelpRow = typeof h.$inferSelect;
export type NewHelpRow = typeof h.$inferInsert;

/** A page of a device's entries in their order, and how many it has. */
export async function findHelpPage(db: Db, device: string, limit: number, offset: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(h)
      .where(eq(h.device, device))
      .orderBy(asc(h.sortOrder), asc(h.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(h).where(eq(h.device, device)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findHelpById(db: Db, id: number): Promise<HelpRow | undefined> {
  const [row] = await db.select().from(h).where(eq(h.id, id)).limit(1);
  return row;
}

export async function insertHelp(db: Db, row: NewHelpRow): Promise<HelpRow> {
  const [saved] = await db.insert(h).values(row).returning();
  return saved!;
}

export async function replaceHelp(db: Db, id: number, row: NewHelpRow) {
  const [saved] = await db.update(h).set(row).where(eq(h.id, id)).returning();
  return saved;
}

export async function deleteHelp(db: Db, id: number) {
  const [removed] = await db.delete(h).where(eq(h.id, id)).returning();
  return removed;
}

/** The ids of a device's entries in their order (a few hundred at most). */
export async function findHelpOrder(db: Db, device: string): Promise<number[]> {
  const rows = await db
    .select({ id: h.id })
    .from(h)
    .where(eq(h.device, device))
    .orderBy(asc(h.sortOrder), asc(h.id));
  return rows.map((r) => r.id);
}

/** Sort order = position in `ids`, in one statement. */
export async function setHelpOrder(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update ${h} set sort_order = o.position from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position) where ${h.id} = o.id`,
  );
}

/** Serialises reorders and creations of the help centre (an order names every entry). */
export async function lockHelpOrder(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('help-order', 0))`);
}
