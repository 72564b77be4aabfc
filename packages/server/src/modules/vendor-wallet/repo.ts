import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betsTable } from '../bets/tables.ts';
import { vendorTransactionsTable as v } from './tables.ts';

export type VendorTransaction = typeof v.$inferSelect;

export async function findTransaction(
  db: Db,
  vendor: string,
  transactionId: string,
  lock = false,
): Promise<VendorTransaction | undefined> {
  const query = db
    .select()
    .from(v)
    .where(and(eq(v.vendor, vendor), eq(v.transactionId, transactionId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertTransaction(
  tx: Db,
  row: Omit<VendorTransaction, 'id'>,
): Promise<VendorTransaction> {
  const [inserted] = await tx.insert(v).values(row).returning();
  return inserted!;
}

export async function setTransactionStatus(
  tx: Db,
  id: number,
  status: VendorTransaction['status'],
): Promise<void> {
  await tx.update(v).set({ status }).where(eq(v.id, id));
}

export async function findRoundBet(tx: Db, vendor: string, roundId: string) {
  const [row] = await tx
    .select()
    .from(betsTable)
    .where(and(eq(betsTable.vendor, vendor), eq(betsTable.roundId, roundId)))
    .limit(1)
    .for('update');
  return row;
}

/** Adds a win to the round's bet and settles it. */
export async function settleRoundBet(tx: Db, betId: number, winMinor: number, at: Date) {
  await tx
    .update(betsTable)
    .set({ winMinor: sql`${betsTable.winMinor} + ${winMinor}`, status: 'settled', settledAt: at })
    .where(eq(betsTable.id, betId));
}

export async function voidRoundBet(tx: Db, betId: number, at: Date) {
  await tx.update(betsTable).set({ status: 'void', settledAt: at }).where(eq(betsTable.id, betId));
}
