import { index, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { membersTable } from '../accounts/tables.ts';

/**
 * The team hierarchy as a closure table (issue 16): one row per (ancestor,
 * descendant) pair at any depth, plus each member's own row at depth 0. "The
 * whole team of X" is one indexed lookup on `ancestor_id`, never a recursive walk.
 * Rows are written by a database trigger when a member is inserted (migration
 * 0011), so every way of creating a member keeps the tree whole.
 */
export const memberTreeTable = pgTable(
  'member_tree',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => membersTable.id, { onDelete: 'cascade' }),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => membersTable.id, { onDelete: 'cascade' }),
    /** 0 for the member's own row, 1 for a direct downline, 2 for theirs, … */
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
  ],
);
