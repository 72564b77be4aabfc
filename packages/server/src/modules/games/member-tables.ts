import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgSequence, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';
import { gamesTable } from './tables.ts';

/**
 * One counter orders favourites and recents: a higher `seq` is newer. Timestamps
 * alone cannot, as two calls may share a clock tick; an upsert takes a fresh value
 * and so moves its row to the front.
 */
export const gameMemberSeq = pgSequence('game_member_seq');
const seq = () =>
  bigint('seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('game_member_seq')`);

/** A member's favourite games; adding one twice changes nothing. */
export const favouritesTable = pgTable(
  'favourites',
  {
    memberId: memberRef('member_id').notNull(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => gamesTable.nodeId, { onDelete: 'cascade' }),
    seq: seq(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('favourites_member_seq_idx').on(t.memberId, t.seq),
  ],
);

/** Recently played games: one row per member and game, moved to the front when played again. */
export const recentsTable = pgTable(
  'recents',
  {
    memberId: memberRef('member_id').notNull(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => gamesTable.nodeId, { onDelete: 'cascade' }),
    seq: seq(),
    lastPlayedAt: at('last_played_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('recents_member_seq_idx').on(t.memberId, t.seq),
  ],
);

/**
 * One-time launch tokens of the demo provider, stored as their SHA-256: a token
 * opens its game page once, within a couple of minutes.
 */
export const launchTokensTable = pgTable(
  'launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: memberRef('member_id').notNull(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => gamesTable.nodeId, { onDelete: 'cascade' }),
    /** Language of the game name on the page. */
    language: text('language').notNull(),
    /** Same-origin path of the lobby the page links back to. */
    pageBack: text('page_back').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('launch_tokens_member_idx').on(t.memberId)],
);
