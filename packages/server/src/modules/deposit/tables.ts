import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { DEPOSIT_STATUSES, type PayToAccount } from '@kalaro/contract/payments';
import { memberRef } from '../accounts/tables.ts';

/**
 * A member's deposit request. Amounts in integer minor units; the
 * channel's name, kind, fee and bonus are copied in when it is made, so a later
 * change of the operator configuration does not change what was asked for.
 * pending → approved (credited once: ledger keys `deposit:<id>` and
 * `deposit:<id>:bonus`) or rejected; the status update is guarded by the previous
 * status, so a second approval changes nothing.
 */
export const depositRequestsTable = pgTable(
  'deposit_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: memberRef('member_id').notNull(),
    channelId: text('channel_id').notNull(),
    /** The channel's names by language when the request was made. */
    channelName: jsonb('channel_name').$type<Record<string, string>>().notNull(),
    /** The payment provider that runs the channel ("manual", "demo", …). */
    provider: text('provider').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull().default(0),
    bonusMinor: bigint('bonus_minor', { mode: 'number' }).notNull().default(0),
    bonusOptIn: boolean('bonus_opt_in').notNull().default(false),
    payerName: text('payer_name').notNull(),
    reference: text('reference'),
    /** Manual transfer: the operator account paid to (a copy). */
    account: jsonb('account').$type<PayToAccount>(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    check('deposit_requests_amount_positive', sql`${t.amountMinor} > 0`),
    check('deposit_requests_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    // The record and the deposit-limit windows: a member's requests by time.
    index('deposit_requests_member_time_idx').on(t.memberId, t.createdAt.desc()),
    // The operator's review queue.
    index('deposit_requests_status_time_idx').on(t.status, t.createdAt.desc()),
    // Reports: what was paid on a day (approved, by review time), what was asked in a range.
    index('deposit_requests_status_reviewed_idx').on(t.status, t.reviewedAt),
    index('deposit_requests_time_idx').on(t.createdAt),
  ],
);

/** Gateway callbacks seen, by the provider's event id: a second one is a replay. */
export const depositCallbacksTable = pgTable(
  'deposit_callbacks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => depositRequestsTable.id, { onDelete: 'cascade' }),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The member's own deposit limit of one period (day, week, month). `limitMinor`
 * null: none. A raise (or removal) waits: `pendingAt` is when it takes effect and
 * `pendingLimitMinor` what it will be (null: removed).
 */
export const depositLimitsTable = pgTable(
  'deposit_limits',
  {
    memberId: memberRef('member_id').notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    limitMinor: bigint('limit_minor', { mode: 'number' }),
    pendingLimitMinor: bigint('pending_limit_minor', { mode: 'number' }),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.period] })],
);
