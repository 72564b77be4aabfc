import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedbackCategoriesTable as c, feedbackTable as f } from './tables.ts';

export type NewFeedback = typeof f.$inferInsert;
export type FeedbackRow = typeof f.$inferSelect;
export type CategoryRow = typeof c.$inferSelect;

/** More than anyone reads on one screen; bounds one request's work. */
const FEEDBACK_MAX = 100;

export async function findCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(c).orderBy(asc(c.sortOrder), asc(c.id));
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(c).where(eq(c.id, id)).limit(1);
  return row;
}

export async function findMemberFeedback(db: Db, memberId: string) {
  return db
    .select({ feedback: f, category: c.translations })
    .from(f)
    .innerJoin(c, eq(c.id, f.categoryId))
    .where(eq(f.memberId, memberId))
    .orderBy(desc(f.createdAt), desc(f.id))
    .limit(FEEDBACK_MAX);
}

export async function insertFeedback(db: Db, row: NewFeedback): Promise<FeedbackRow> {
  const [saved] = await db.insert(f).values(row).returning();
  return saved!;
}

export async function setReply(db: Db, id: number, reply: string, at: Date) {
  const [row] = await db.update(f).set({ reply, repliedAt: at }).where(eq(f.id, id)).returning();
  return row;
}

export async function insertCategories(db: Db, rows: (typeof c.$inferInsert)[]) {
  return db.insert(c).values(rows).returning({ id: c.id });
}

export async function countCategories(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(c);
  return row?.n ?? 0;
}

export async function lockCategories(db: Db): Promise<void> {
  await db.execute(sql`lock table ${c} in share row exclusive mode`);
}
