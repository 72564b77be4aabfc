import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTRACT_KINDS } from '@kalaro/contract/agent-rules';
import { membersTable } from '../accounts/tables.ts';
import { announcementsTable } from '../content/tables.ts';

/**
 * The team hierarchy as a closure table (issue 16): one row per (ancestor,
 * descendant) pair at any depth, plus each member's own row at depth 0. "The
 * whole team of X" is one indexed lookup on `ancestor_id`, never a recursive walk.
 * Rows are written by a database trigger when a member is inserted (migration
 * 0011), so every way of creating a member keeps the tree whole.
 */
export const memberTreeTable = pgTable(
  'member_tree',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => membersTable.id, { onDelete: 'cascade' }),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => membersTable.id, { onDelete: 'cascade' }),
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
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => membersTable.id, { onDelete: 'cascade' }),
    rebateBp: integer('rebate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('agent_rates_rebate_bp_range', sql`rebate_bp between 0 and 10000`)],
);

/**
 * Contracts an upline offers a direct downline agent (daily salary, dividend,
 * hourly salary). At most one pending offer and one contract in force per agent and
 * kind (partial unique indexes); a new offer replaces the pending one, an accepted
 * offer replaces the terms in force. Rows are never deleted: the history stays.
 */
export const agentContractsTable = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => membersTable.id, { onDelete: 'cascade' }),
    uplineId: uuid('upline_id')
      .notNull()
      .references(() => membersTable.id, { onDelete: 'cascade' }),
    rateBp: integer('rate_bp').notNull(),
    status: text('status', { enum: ['pending', 'active', 'declined', 'replaced'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    check('agent_contracts_rate_bp_range', sql`rate_bp between 0 and 10000`),
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
    memberId: uuid('member_id')
      .notNull()
      .references(() => membersTable.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcementsTable.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);
