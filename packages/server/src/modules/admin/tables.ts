import { index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/**
 * The Idempotency-Key of each admin write that sent one (modules/admin/idempotency.ts):
 * a retry with the same key gets the first answer instead of doing the write twice.
 * Kept a day.
 */
export const adminIdempotencyKeysTable = pgTable(
  'admin_idempotency_keys',
  {
    /** The operator's id, or `token` for the automation token. */
    actor: text('actor').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the route, URL and body: the same key on another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's status and JSON body; null while the first request runs. */
    status: smallint('status'),
    answer: text('answer'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.actor, t.key] }),
    index('admin_idempotency_keys_created_idx').on(t.createdAt),
  ],
);
