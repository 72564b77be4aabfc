import type { ProtectionKind, ProtectionPeriod } from '@kalaro/contract/protection-rules';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/**
 * Player protection: every time-out and self-exclusion a member took
 * or an operator applied. A measure is never changed or lifted (a database
 * trigger refuses UPDATE): a longer one is a new row, and the one in force is
 * the newest still running (`ends_at` null: permanent).
 */
export const protectionMeasuresTable = pgTable(
  'protection_measures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: memberRef('member_id').notNull(),
    kind: text('kind').$type<ProtectionKind>().notNull(),
    period: text('period').$type<ProtectionPeriod>().notNull(),
    startsAt: at('starts_at').notNull(),
    /** Null: permanent. */
    endsAt: at('ends_at'),
    createdBy: text('created_by', { enum: ['member', 'operator'] }).notNull(),
    /** The operator who applied it (null: the member, or the automation token). */
    operatorId: uuid('operator_id'),
    /** The operator's name as it was then (the audit log has the rest). */
    operatorName: text('operator_name'),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('protection_measures_member_idx').on(t.memberId, t.createdAt),
    check('protection_measures_kind', sql`${t.kind} in ('timeOut', 'selfExclusion')`),
    check('protection_measures_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The member's own play limits: loss and wager per period (day, week, month;
 * minor units) and session time ('session' / 'day'; minutes). `limitValue`
 * null: none. A raise (or removal) waits until `pendingAt`, when
 * `pendingValue` takes over (null: removed) — the deposit limits' rule.
 * The reality-check interval is a row of its own ('reality' / 'day';
 * minutes, null: none chosen off): it holds at once, never pending.
 */
export const playLimitsTable = pgTable(
  'play_limits',
  {
    memberId: memberRef('member_id').notNull(),
    kind: text('kind', { enum: ['loss', 'wager', 'session', 'reality'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    limitValue: bigint('limit_value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);
