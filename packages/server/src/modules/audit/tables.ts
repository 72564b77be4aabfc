import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/**
 * Every admin write. Append-only: a trigger (migration 0019) refuses
 * UPDATE and DELETE, so no path of the app, nor a mistaken query, changes it.
 */
export const auditLogTable = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    actorKind: text('actor_kind', { enum: ['operator', 'token'] }).notNull(),
    /** No foreign key: the log outlives what it names. */
    operatorId: uuid('operator_id'),
    actorName: text('actor_name').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_operator_at_idx').on(t.operatorId, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);
