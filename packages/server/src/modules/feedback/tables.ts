import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/** Feedback categories the operator offers (seeded), named per language. */
export const feedbackCategoriesTable = pgTable('feedback_categories', {
  id: serial('id').primaryKey(),
  translations: jsonb('translations').$type<Record<string, { name: string }>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A member's feedback (text and images) and the operator's reply. */
export const feedbackTable = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef('member_id').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => feedbackCategoriesTable.id),
    text: text('text').notNull(),
    /** Ids of rows of `uploads`, in the order given. */
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    reply: text('reply'),
    createdAt: at('created_at').notNull().defaultNow(),
    repliedAt: at('replied_at'),
  },
  (t) => [index('feedback_member_idx').on(t.memberId, t.createdAt)],
);
