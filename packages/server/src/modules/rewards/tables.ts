import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';
import { campaignChecks, campaignColumns } from '../campaigns/tables.ts';

/**
 * Rewards-centre promotions a member may claim once each; the bonus is
 * credited through the wallet ledger. In effect between start_at and end_at
 * while `status` is active; every claim is spent from its budget.
 */
export const rewardsTable = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    translations: jsonb('translations')
      .$type<Record<string, { title: string; description: string }>>()
      .notNull(),
    promotionType: text('promotion_type'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...campaignColumns(),
  },
  (t) => [
    check('rewards_amount_positive', sql`${t.amountMinor} > 0`),
    ...campaignChecks('rewards', t),
  ],
);

/** One claim per member and reward; written in the ledger credit's transaction. */
export const rewardClaimsTable = pgTable(
  'reward_claims',
  {
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewardsTable.id, { onDelete: 'cascade' }),
    memberId: memberRef('member_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    claimedAt: at('claimed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.rewardId] }),
    index('reward_claims_reward_idx').on(t.rewardId),
  ],
);
