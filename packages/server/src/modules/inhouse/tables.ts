import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/**
 * Provably-fair seeds of the in-house slot, one member's history. The seed in
 * play (`revealed_at` null, at most one per member) is secret, only its hash is
 * shown; a rotation reveals it and starts the next one.
 */
export const slotSeedsTable = pgTable(
  'slot_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef('member_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next spin = spins made with this seed. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: at('created_at').notNull(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('slot_seeds_member_active_uq')
      .on(t.memberId)
      .where(sql`${t.revealedAt} is null`),
    index('slot_seeds_member_idx').on(t.memberId, t.id),
  ],
);

/**
 * A member at the in-house slot: its row is locked by every spin (spins of one
 * member run one at a time), and holds the spacing and the play session.
 */
export const slotPlayersTable = pgTable('slot_players', {
  memberId: memberRef('member_id').primaryKey(),
  lastSpinAt: at('last_spin_at'),
  sessionStartedAt: at('session_started_at'),
  sessionSpins: integer('session_spins').notNull().default(0),
  sessionStakeMinor: bigint('session_stake_minor', { mode: 'number' }).notNull().default(0),
  sessionWinMinor: bigint('session_win_minor', { mode: 'number' }).notNull().default(0),
});
