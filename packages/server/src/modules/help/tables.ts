import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Help-centre entries: title and HTML content per language, for a device (MOBILE, WEB). */
export const helpEntriesTable = pgTable('help_entries', {
  id: serial('id').primaryKey(),
  device: text('device').notNull().default('MOBILE'),
  translations: jsonb('translations')
    .$type<Record<string, { title: string; content: string }>>()
    .notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
