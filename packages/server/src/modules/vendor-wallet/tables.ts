import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';
import type { StoredAnswer } from './model.ts';

export const VENDOR_TRANSACTION_KINDS = ['debit', 'credit', 'rollback'] as const;
/**
 * A debit: `open` until a credit settles it (`settled`) or a rollback returns it
 * (`rolled_back`); `tombstone` is a debit id rolled back before it came (the
 * debit, if it comes, is refused). Credits and rollbacks are `done`.
 */
export const VENDOR_TRANSACTION_STATUSES = [
  'open',
  'settled',
  'rolled_back',
  'tombstone',
  'done',
] as const;

/**
 * Every seamless-wallet call a vendor made that moved money (or recorded a
 * tombstone), by the vendor's transaction id: a replay is answered `answer`,
 * the first answer, without moving money again. The money itself is in the
 * wallet ledger (idempotency key `vendor:<vendor>:<transaction id>`) and the
 * round in `bets`, written in the same transaction.
 */
export const vendorTransactionsTable = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendor: text('vendor').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: VENDOR_TRANSACTION_KINDS }).notNull(),
    roundId: text('round_id').notNull(),
    memberId: memberRef('member_id').notNull(),
    /** Minor units, never negative (a credit of 0 is a lost round). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: VENDOR_TRANSACTION_STATUSES }).notNull(),
    /** A credit's or rollback's debit. */
    debitTransactionId: text('debit_transaction_id'),
    answer: jsonb('answer').$type<StoredAnswer>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_vendor_tx_uq').on(t.vendor, t.transactionId),
    index('vendor_transactions_member_idx').on(t.memberId, t.createdAt),
    check('vendor_transactions_amount_non_negative', sql`${t.amountMinor} >= 0`),
  ],
);
