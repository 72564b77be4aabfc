import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntriesTable, walletsTable, type LedgerType } from './tables.ts';

export type LedgerEntry = typeof ledgerEntriesTable.$inferSelect;

export async function insertWallet(db: Db, memberId: string, currency: string): Promise<void> {
  await db.insert(walletsTable).values({ memberId, currency }).onConflictDoNothing();
}

export async function findWallet(db: Db, memberId: string) {
  const rows = await db
    .select()
    .from(walletsTable)
    .where(eq(walletsTable.memberId, memberId))
    .limit(1);
  return rows[0];
}

export async function findEntryByKey(db: Db, idempotencyKey: string) {
  const rows = await db
    .select()
    .from(ledgerEntriesTable)
    .where(eq(ledgerEntriesTable.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows[0];
}

/**
 * Adds `delta` (signed) to the balance unless that would take it below the part
 * held for pending withdrawals (so never negative); the condition is part of the
 * UPDATE, so concurrent debits cannot overdraw nor spend held money.
 * Answers the new balance, or undefined when refused (or no wallet).
 */
export async function applyDelta(
  db: Db,
  memberId: string,
  delta: number,
): Promise<number | undefined> {
  const rows = await db
    .update(walletsTable)
    .set({
      balanceMinor: sql`${walletsTable.balanceMinor} + ${delta}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(walletsTable.memberId, memberId),
        gte(sql`${walletsTable.balanceMinor} + ${delta}`, walletsTable.heldMinor),
      ),
    )
    .returning({ balance: walletsTable.balanceMinor });
  return rows[0]?.balance;
}

export async function insertEntry(
  db: Db,
  entry: {
    memberId: string;
    type: LedgerType;
    amountMinor: number;
    balanceAfterMinor: number;
    reference: string | null;
    idempotencyKey: string;
    /** Default: the database's now. */
    createdAt?: Date;
  },
): Promise<LedgerEntry> {
  const rows = await db.insert(ledgerEntriesTable).values(entry).returning();
  return rows[0]!;
}

export async function listEntries(db: Db, memberId: string): Promise<LedgerEntry[]> {
  return db
    .select()
    .from(ledgerEntriesTable)
    .where(eq(ledgerEntriesTable.memberId, memberId))
    .orderBy(ledgerEntriesTable.id);
}

/**
 * Holds `amount` of the balance for a pending withdrawal, unless less than that
 * is available (balance − held); the condition is part of the UPDATE, so
 * concurrent holds can never hold more than the balance. True when held.
 */
export async function holdFunds(db: Db, memberId: string, amount: number): Promise<boolean> {
  const rows = await db
    .update(walletsTable)
    .set({ heldMinor: sql`${walletsTable.heldMinor} + ${amount}`, updatedAt: new Date() })
    .where(
      and(
        eq(walletsTable.memberId, memberId),
        gte(sql`${walletsTable.balanceMinor} - ${walletsTable.heldMinor}`, amount),
      ),
    )
    .returning({ held: walletsTable.heldMinor });
  return rows.length === 1;
}

/**
 * Takes `amount` off the hold; with `spend` the balance drops by it too (the
 * withdrawal is paid). Answers the new balance, or undefined when less is held.
 */
export async function releaseHeld(
  db: Db,
  memberId: string,
  amount: number,
  spend: boolean,
): Promise<number | undefined> {
  const rows = await db
    .update(walletsTable)
    .set({
      heldMinor: sql`${walletsTable.heldMinor} - ${amount}`,
      ...(spend ? { balanceMinor: sql`${walletsTable.balanceMinor} - ${amount}` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(walletsTable.memberId, memberId), gte(walletsTable.heldMinor, amount)))
    .returning({ balance: walletsTable.balanceMinor });
  return rows[0]?.balance;
}
