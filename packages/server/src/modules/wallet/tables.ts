import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { LEDGER_TYPES } from '@kalaro/contract/wallet-records';
import { memberRef } from '../accounts/tables.ts';

// The kinds of ledger rows are part of the contract (the account record filters by them).
export { LEDGER_TYPES, type LedgerType } from '@kalaro/contract/wallet-records';

/** One wallet per member; money in integer minor units (centavos), never negative. */
export const walletsTable = pgTable(
  'wallets',
  {
    memberId: memberRef('member_id').primaryKey(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    /**
     * Part of the balance held for pending withdrawals: it stays in the
     * total but cannot be bet or withdrawn again; available = balance − held.
     */
    heldMinor: bigint('held_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_non_negative', sql`${t.balanceMinor} >= 0`),
    check(
      'wallets_held_within_balance',
      sql`${t.heldMinor} >= 0 and ${t.heldMinor} <= ${t.balanceMinor}`,
    ),
  ],
);

/** Every balance change, written in the same transaction as the wallet update. */
export const ledgerEntriesTable = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef('member_id').notNull(),
    type: text('type', { enum: LEDGER_TYPES }).notNull(),
    /** Signed: credits positive, debits negative. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    reference: text('reference'),
    /** A retried call with the same key is applied once. */
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_entries_idempotency_key_uq'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_member_idx').on(t.memberId, t.id),
    // The account record: a member's rows of a date range, newest first.
    index('ledger_entries_member_time_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
  ],
);
