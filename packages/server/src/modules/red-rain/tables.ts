import type { CampaignStatus } from '@kalaro/contract/campaigns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/**
 * Red-envelope rains the operator schedules. `paid_minor` is what the
 * rain's envelopes have paid so far: a CHECK keeps it within the budget whatever
 * the service does, and claims take the row's lock, so racing claims queue.
 */
export const redRainsTable = pgTable(
  'red_rains',
  {
    id: serial('id').primaryKey(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    budgetMinor: bigint('budget_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    minAmountMinor: bigint('min_amount_minor', { mode: 'number' }).notNull(),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'number' }).notNull(),
    claimsPerMember: integer('claims_per_member').notNull(),
    /** Paused or ended by the operator: no envelope is paid. */
    status: text('status').$type<CampaignStatus>().notNull().default('active'),
    /** What one member may be paid by this rain in all; null: only `claims_per_member` bounds it. */
    memberBudgetMinor: bigint('member_budget_minor', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('red_rains_time_idx').on(t.startsAt, t.endsAt),
    check('red_rains_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('red_rains_paid_within_budget', sql`${t.paidMinor} between 0 and ${t.budgetMinor}`),
    check('red_rains_status', sql`${t.status} in ('active', 'paused', 'ended')`),
    check(
      'red_rains_member_budget_positive',
      sql`${t.memberBudgetMinor} is null or ${t.memberBudgetMinor} > 0`,
    ),
    check(
      'red_rains_amounts',
      sql`${t.minAmountMinor} > 0 and ${t.maxAmountMinor} >= ${t.minAmountMinor}`,
    ),
  ],
);

/** Each envelope a member opened: at most `claims_per_member` per rain (claim_no 1…n). */
export const redRainClaimsTable = pgTable(
  'red_rain_claims',
  {
    id: serial('id').primaryKey(),
    rainId: integer('rain_id')
      .notNull()
      .references(() => redRainsTable.id, { onDelete: 'cascade' }),
    memberId: memberRef('member_id').notNull(),
    claimNo: integer('claim_no').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The caller's key: a retried claim answers this one. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('red_rain_claims_member_no_uq').on(t.rainId, t.memberId, t.claimNo),
    uniqueIndex('red_rain_claims_member_key_uq').on(t.memberId, t.idempotencyKey),
    check('red_rain_claims_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
