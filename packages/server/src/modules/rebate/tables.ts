import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/**
 * The operator's manual-rebate rate per game category, in basis points
 * (80 = 0.80 % of the turnover). A category without a row earns no rebate.
 */
export const rebateRatesTable = pgTable(
  'rebate_rates',
  {
    gameType: text('game_type').primaryKey(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [check('rebate_rates_rate_range', sql`${t.rateBp} between 0 and 10000`)],
);

/**
 * A manual rebate paid to a member. It covers the settled bets from `since`
 * (the previous rebate's `until`, or the epoch for the first) up to `until`; the
 * unique (member, since) lets only one claim follow each rebate, and the ledger
 * credit (same transaction) carries the key `rebate:<member>:<since>`.
 */
export const rebatesTable = pgTable(
  'rebates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef('member_id').notNull(),
    since: at('since').notNull(),
    until: at('until').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('rebates_member_since_uq').on(t.memberId, t.since),
    index('rebates_member_time_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    check('rebates_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** The figures of each category a rebate covered. */
export const rebateItemsTable = pgTable(
  'rebate_items',
  {
    rebateId: bigint('rebate_id', { mode: 'number' })
      .notNull()
      .references(() => rebatesTable.id, { onDelete: 'cascade' }),
    gameType: text('game_type').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rebateId, t.gameType] })],
);
