import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/**
 * SMS and e-mail that would have been sent, for development and tests (the
 * admin outbox call reads it). Never written in production.
 */
export const outboxTable = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'email', 'captcha'] }).notNull(),
    /** "+639171234567" for SMS, the address for e-mail, "captcha:<id>" for a captcha answer. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.sentAt)],
);
