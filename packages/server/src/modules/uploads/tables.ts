import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { membersTable } from '../accounts/tables.ts';

/**
 * Images members uploaded (promotion applications, feedback). The bytes live in
 * the server's data dir under the row's random id; the content type is the one
 * the file's first bytes prove (png or jpeg), never the client's claim.
 */
export const uploadsTable = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => membersTable.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_member_idx').on(t.memberId)],
);
