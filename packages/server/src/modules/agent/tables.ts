import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import {
  AGENT_PAYOUT_KINDS,
  AGENT_PAYOUT_STATUSES,
  CONTRACT_KINDS,
} from '@kalaro/contract/agent-rules';
import { memberRef } from '../accounts/tables.ts';
import { announcementsTable } from '../content/tables.ts';

/**
 * The team hierarchy as a closure table: one row per (ancestor,
 * descendant) pair at any depth, plus each member's own row at depth 0. "The
 * whole team of X" is one indexed lookup on `ancestor_id`, never a recursive walk.
 * Rows are written by a database trigger when a member is inserted (migration
 * 0011), so every way of creating a member keeps the tree whole.
 */
export const memberTreeTable = pgTable(
  'member_tree',
  {
    ancestorId: memberRef('ancestor_id').notNull(),
    descendantId: memberRef('descendant_id').notNull(),
    /** 0 for the member's own row, 1 for a direct downline, 2 for theirs, … */
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
  ],
);

/**
 * Rebate rates in basis points (hundredths of a percent): the share of its team's
 * turnover an account earns. A member without a row has 0. An agent sets its direct
 * downlines' rates, never above its own (checked by the service, which holds a lock
 * on the agent's row while it checks).
 */
export const agentRatesTable = pgTable(
  'agent_rates',
  {
    memberId: memberRef('member_id').primaryKey(),
    rebateBp: integer('rebate_bp').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [check('agent_rates_rebate_bp_range', sql`rebate_bp between 0 and 10000`)],
);

/**
 * Contracts offered to an agent (daily salary, dividend, hourly salary), by its
 * upline (a direct downline agent) or by the operator from the back office. At
 * most one pending offer and one contract in force per agent and kind (partial
 * unique indexes); a new offer replaces the pending one, an accepted offer
 * replaces the terms in force; the operator may withdraw an offer or end the
 * contract in force. Rows are never deleted: the history stays.
 */
export const agentContractsTable = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    memberId: memberRef('member_id').notNull(),
    /** The upline agent that offered it; null: the operator did (`offeredByOperator`). */
    uplineId: memberRef('upline_id'),
    /** The operator account (its username; the automation token's name) that offered it. */
    offeredByOperator: text('offered_by_operator'),
    rateBp: integer('rate_bp').notNull(),
    status: text('status', {
      enum: ['pending', 'active', 'declined', 'replaced', 'withdrawn', 'ended'],
    }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    respondedAt: at('responded_at'),
    /** When the operator ended it (in force) or withdrew it (pending). */
    endedAt: at('ended_at'),
  },
  (t) => [
    check('agent_contracts_rate_bp_range', sql`rate_bp between 0 and 10000`),
    check(
      'agent_contracts_offered_by',
      sql`upline_id is not null or offered_by_operator is not null`,
    ),
    uniqueIndex('agent_contracts_pending_uq')
      .on(t.memberId, t.kind)
      .where(sql`status = 'pending'`),
    uniqueIndex('agent_contracts_active_uq')
      .on(t.memberId, t.kind)
      .where(sql`status = 'active'`),
  ],
);

/**
 * Which agent announcements (type A) each member has opened: the agent footer's
 * unread badge counts the announcements in effect without a row here.
 */
export const announcementReadsTable = pgTable(
  'announcement_reads',
  {
    memberId: memberRef('member_id').notNull(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcementsTable.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);

/**
 * What the operator pays agents: one row per agent, kind and period
 * (the unique key), written with the ledger credit in one transaction when it is
 * paid at once, or left `pending` for review when above the operator's threshold.
 * The ledger's idempotency key (`agentPayoutKey`) makes the credit happen once.
 */
export const agentPayoutsTable = pgTable(
  'agent_payouts',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef('member_id').notNull(),
    kind: text('kind', { enum: AGENT_PAYOUT_KINDS }).notNull(),
    /** The period's start and end (half-open). */
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** Team turnover (salaries, rebate) or team net loss (dividend), minor units. */
    baseMinor: bigint('base_minor', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: AGENT_PAYOUT_STATUSES }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    reviewedAt: at('reviewed_at'),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('agent_payouts_period_uq').on(t.memberId, t.kind, t.periodStart),
    index('agent_payouts_status_idx').on(t.status, t.id),
    check('agent_payouts_amount_non_negative', sql`amount_minor >= 0`),
  ],
);
