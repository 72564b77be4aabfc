import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { WITHDRAW_STATUSES } from '@kalaro/contract/payments';
import { memberRef } from '../accounts/tables.ts';

/**
 * A member's bank card (or account) to withdraw to. The full number
 * is kept for the payout and never leaves the server: answers and logs carry
 * `**** <last4>`.
 */
export const bankCardsTable = pgTable(
  'bank_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: memberRef('member_id').notNull(),
    bankCode: text('bank_code').notNull(),
    cardNumber: text('card_number').notNull(),
    payeeName: text('payee_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('bank_cards_member_number_uq').on(t.memberId, t.bankCode, t.cardNumber),
    index('bank_cards_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * A withdrawal request. While pending its amount is held on the wallet
 * (`wallets.held_minor`); approved: the hold becomes a `withdraw` ledger row
 * (key `withdraw:<id>`); rejected: the hold is released. Each step is guarded by
 * the previous status. Paid out through a gateway: pending → paying (still
 * held) → once the gateway accepts, the hold becomes the `withdraw` row
 * (`payout_sent_at`) → approved when the gateway says paid, or failed when it
 * says failed, the amount then credited back as a `refund` row (key
 * `withdraw-refund:<id>`). A gateway that cannot be reached puts it back to pending.
 */
export const withdrawRequestsTable = pgTable(
  'withdraw_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: memberRef('member_id').notNull(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => bankCardsTable.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: WITHDRAW_STATUSES }).notNull().default('pending'),
    note: text('note'),
    /** The client's retry key: a retry answers the first request. */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    /** The payout gateway it was sent to (null: paid by hand). */
    payoutProvider: text('payout_provider'),
    /** The gateway's reference of the payout, once it accepted it. */
    payoutReference: text('payout_reference'),
    /** When the gateway took the payout and the hold became the `withdraw` ledger row. */
    payoutSentAt: at('payout_sent_at'),
    /**
     * When the gateway was last asked about the payout's status (the scheduled
     * check of paying withdrawals, or an operator's check now); null: never.
     */
    payoutCheckedAt: at('payout_checked_at'),
  },
  (t) => [
    check('withdraw_requests_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'withdraw_requests_status_known',
      sql`${t.status} in ('pending', 'paying', 'approved', 'rejected', 'failed')`,
    ),
    unique('withdraw_requests_member_key_uq').on(t.memberId, t.idempotencyKey),
    index('withdraw_requests_member_time_idx').on(t.memberId, t.createdAt.desc()),
    index('withdraw_requests_status_time_idx').on(t.status, t.createdAt.desc()),
    // Reports: what was paid on a day (approved, by review time), what was asked in a range.
    index('withdraw_requests_status_reviewed_idx').on(t.status, t.reviewedAt),
    index('withdraw_requests_time_idx').on(t.createdAt),
  ],
);

/** Payout callbacks seen, by the gateway's event id: a second one is a replay. */
export const withdrawPayoutCallbacksTable = pgTable(
  'withdraw_payout_callbacks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => withdrawRequestsTable.id, { onDelete: 'cascade' }),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
