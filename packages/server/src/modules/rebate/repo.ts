import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sumOf } from '../../db/sql.ts';
import { betsTable as b } from '../bets/tables.ts';
import type { Span } from '../../lib/date-range.ts';
import { walletsTable } from '../wallet/tables.ts';
import type { CategoryRate, CategoryRebate, CategoryTurnover } from './math.ts';
import { rebateItemsTable as i, rebateRatesTable, rebatesTable as r } from './tables.ts';

export async function findRates(db: Db): Promise<CategoryRate[]> {
  return db
    .select({ gameType: rebateRatesTable.gameType, rateBp: rebateRatesTable.rateBp })
    .from(rebateRatesTable);
}

/** Stakes of the member's settled bets per category, settled in [from, to). */
export async function turnoverByType(
  db: Db,
  memberId: string,
  span: Span,
): Promise<CategoryTurnover[]> {
  return db
    .select({ gameType: b.gameType, turnoverMinor: sumOf(sql`${b.stakeMinor}`) })
    .from(b)
    .where(
      and(
        eq(b.memberId, memberId),
        eq(b.status, 'settled'),
        gte(b.settledAt, span.from),
        lt(b.settledAt, span.to),
      ),
    )
    .groupBy(b.gameType);
}

/** The end of the member's last rebate (the next one starts there), or undefined. */
export async function lastRebateUntil(db: Db, memberId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ until: r.until })
    .from(r)
    .where(eq(r.memberId, memberId))
    .orderBy(desc(r.until))
    .limit(1);
  return row?.until;
}

/**
 * Holds the member's wallet row until the transaction ends: claims of one
 * member run one at a time, and a bet being settled (which updates the wallet)
 * is committed before the claim reads the turnover.
 */
export async function lockWallet(tx: Db, memberId: string): Promise<void> {
  await tx
    .select({ memberId: walletsTable.memberId })
    .from(walletsTable)
    .where(eq(walletsTable.memberId, memberId))
    .for('update');
}

/** Answers the new rebate's id, or undefined when one already follows `since`. */
export async function insertRebateIfAbsent(
  tx: Db,
  rebate: typeof r.$inferInsert,
  items: readonly CategoryRebate[],
): Promise<number | undefined> {
  const [row] = await tx.insert(r).values(rebate).onConflictDoNothing().returning({ id: r.id });
  if (!row) return undefined;
  if (items.length > 0) {
    await tx.insert(i).values(items.map((item) => ({ rebateId: row.id, ...item })));
  }
  return row.id;
}

const rangeWhere = (memberId: string, span: Span) =>
  and(eq(r.memberId, memberId), gte(r.createdAt, span.from), lt(r.createdAt, span.to));

export async function findRebatesPage(
  db: Db,
  memberId: string,
  span: Span,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(r)
    .where(rangeWhere(memberId, span))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit)
    .offset(offset);
}

export type RebateRow = Awaited<ReturnType<typeof findRebatesPage>>[number];

export async function rebateTotals(db: Db, memberId: string, span: Span) {
  const [row] = await db
    .select({
      total: count(),
      turnoverMinor: sumOf(sql`${r.turnoverMinor}`),
      amountMinor: sumOf(sql`${r.amountMinor}`),
    })
    .from(r)
    .where(rangeWhere(memberId, span));
  return row ?? { total: 0, turnoverMinor: 0, amountMinor: 0 };
}

/** The categories of these rebates, largest turnover first. */
export async function findItems(db: Db, rebateIds: readonly number[]) {
  if (rebateIds.length === 0) return [];
  return db
    .select()
    .from(i)
    .where(inArray(i.rebateId, [...rebateIds]))
    .orderBy(desc(i.turnoverMinor), asc(i.gameType));
}

export async function findRebateById(db: Db, id: number) {
  const [row] = await db.select().from(r).where(eq(r.id, id)).limit(1);
  return row;
}

export async function insertRates(db: Db, rates: readonly CategoryRate[]): Promise<number> {
  if (rates.length === 0) return 0;
  const rows = await db
    .insert(rebateRatesTable)
    .values([...rates])
    .onConflictDoNothing()
    .returning({ gameType: rebateRatesTable.gameType });
  return rows.length;
}
