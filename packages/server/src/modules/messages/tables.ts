import {
  index,
  pgTable,
  primaryKey,
  serial,
  integer,
  jsonb,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/** Title and HTML body in one language (EN is the fallback). */
export interface LocalisedText {
  title: string;
  content: string;
}

/**
 * Inbox messages sent from the back office: one row per send, whose
 * `client_key` makes a retry answer the first send instead of sending again.
 * The messages themselves are rows of `messages` pointing here.
 */
export const messageSendsTable = pgTable(
  'message_sends',
  {
    id: serial('id').primaryKey(),
    clientKey: uuid('client_key').notNull().unique(),
    /** member, list or everyone. */
    audience: text('audience').notNull(),
    /** The usernames asked for (member and list sends). */
    usernames: jsonb('usernames').$type<string[]>().notNull().default([]),
    /** service or marketing. */
    kind: text('kind').notNull(),
    translations: jsonb('translations').$type<Record<string, LocalisedText>>().notNull(),
    recipients: integer('recipients').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    operatorName: text('operator_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('message_sends_created_idx').on(t.createdAt)],
);

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
    /** service (about the account) or marketing (skipped for protected members). */
    kind: text('kind').notNull().default('service'),
    /** The back-office send it belongs to, if any. */
    sendId: integer('send_id').references(() => messageSendsTable.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_send_idx').on(t.sendId),
    index('messages_member_idx').on(t.memberId, t.createdAt),
  ],
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
