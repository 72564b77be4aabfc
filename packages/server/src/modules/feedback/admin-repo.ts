import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable as mem } from '../accounts/tables.ts';
import { feedbackCategoriesTable as c, feedbackTable as f } from './tables.ts';

export interface FeedbackFilter {
  /** Answered (a reply) or not; both when absent. */
  replied?: boolean;
  categoryId?: number;
}

const whereOf = (filter: FeedbackFilter): SQL | undefined =>
  and(
    filter.replied === undefined
      ? undefined
      : filter.replied
        ? isNotNull(f.reply)
        : isNull(f.reply),
    filter.categoryId === undefined ? undefined : eq(f.categoryId, filter.categoryId),
  );

const columns = { feedback: f, category: c.translations, username: mem.username };

/** A page of every member's feedback, newest first, and how many match. */
export async function findFeedbackPage(
  db: Db,
  filter: FeedbackFilter,
  limit: number,
  offset: number,
) {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(f)
      .innerJoin(c, eq(c.id, f.categoryId))
      .innerJoin(mem, eq(mem.id, f.memberId))
      .where(where)
      .orderBy(desc(f.createdAt), desc(f.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(f).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findFeedbackById(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(f)
    .innerJoin(c, eq(c.id, f.categoryId))
    .innerJoin(mem, eq(mem.id, f.memberId))
    .where(eq(f.id, id))
    .limit(1);
  return row;
}
