import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/**
 * Images members uploaded (promotion applications, feedback). The bytes live in
 * the server's data dir under the row's random id; the content type is the one
 * the file's first bytes prove (png or jpeg), never the client's claim.
 */
export const uploadsTable = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    memberId: memberRef('member_id').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_member_idx').on(t.memberId)],
);
