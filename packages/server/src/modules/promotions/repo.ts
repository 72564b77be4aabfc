import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotionApplicationsTable as a, promotionsTable as p } from './tables.ts';

export type NewPromotion = typeof p.$inferInsert;
export type ApplicationRow = typeof a.$inferSelect;

/** More than any activity centre shows at once; bounds one request's work. */
const PROMOTIONS_MAX = 200;

/** Running at `at`: active, started (or no start) and not ended (or no end). */
const inEffect = (at: Date): SQL =>
  and(
    eq(p.status, 'active'),
    or(isNull(p.startAt), lte(p.startAt, at)),
    or(isNull(p.endAt), gt(p.endAt, at)),
  )!;

/** A promotion whether running or not. */
export async function findPromotion(db: Db, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(p).where(eq(p.id, id)).limit(1);
  return row;
}

/** An application, locked until the transaction ends (a review and a racing one queue). */
export async function findApplicationForUpdate(
  db: Db,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(a).where(eq(a.id, id)).for('update');
  return row;
}

export async function findPromotionsInEffect(db: Db, at: Date) {
  return db
    .select()
    .from(p)
    .where(inEffect(at))
    .orderBy(asc(p.sortOrder), asc(p.id))
    .limit(PROMOTIONS_MAX);
}

export type PromotionRow = Awaited<ReturnType<typeof findPromotionsInEffect>>[number];

export async function findPromotionInEffect(
  db: Db,
  id: number,
  at: Date,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), inEffect(at)))
    .limit(1);
  return row;
}

/** The member's latest application to each of these promotions. */
export async function findLatestApplications(
  db: Db,
  memberId: string,
  promotionIds: readonly number[],
): Promise<Map<number, ApplicationRow>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.memberId, memberId), inArray(a.promotionId, [...promotionIds])))
    .orderBy(desc(a.createdAt), desc(a.id));
  const latest = new Map<number, ApplicationRow>();
  for (const row of rows) if (!latest.has(row.promotionId)) latest.set(row.promotionId, row);
  return latest;
}

export async function insertApplication(
  db: Db,
  row: typeof a.$inferInsert,
): Promise<ApplicationRow> {
  const [saved] = await db.insert(a).values(row).returning();
  return saved!;
}

export async function reviewApplication(
  db: Db,
  id: number,
  decision: { status: string; reviewNote: string | null; reviewedAt: Date },
): Promise<ApplicationRow | undefined> {
  const [row] = await db.update(a).set(decision).where(eq(a.id, id)).returning();
  return row;
}

export async function insertPromotions(db: Db, rows: NewPromotion[]): Promise<void> {
  if (rows.length > 0) await db.insert(p).values(rows);
}

export async function countPromotions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(p);
  return row?.n ?? 0;
}

/** Two seeds starting at once (two processes on one database) must not both fill it. */
export async function lockPromotions(db: Db): Promise<void> {
  await db.execute(sql`lock table ${p} in share row exclusive mode`);
}
