import { index, pgTable, primaryKey, serial, integer, jsonb } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/** Title and HTML body in one language (EN is the fallback). */
export interface LocalisedText {
  title: string;
  content: string;
}

/**
 * Message-centre messages: personal (member_id set) or broadcast to every
 * member (member_id null). HTML is stored as written and sanitised by the client.
 */
export const messagesTable = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef('member_id'),
    translations: jsonb('translations').$type<Record<string, LocalisedText>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('messages_member_idx').on(t.memberId, t.createdAt)],
);

/** Per-member state of a message: read and deleted times (broadcasts included). */
export const messageStatesTable = pgTable(
  'message_states',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messagesTable.id, { onDelete: 'cascade' }),
    memberId: memberRef('member_id').notNull(),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);
