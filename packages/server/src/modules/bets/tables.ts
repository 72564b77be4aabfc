import { BET_STATUSES } from '@kalaro/contract/wallet-records';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';
import { gamesTable } from '../games/tables.ts';

/** What a bet of an in-house game showed; its shape depends on `kind`. */
export type BetDetail = {
  kind: 'slot';
  /** slot_seeds row the outcome came from. */
  seedId: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  stops: number[];
  reels: string[][];
  lines: { line: number; symbol: string; count: number; multiplier: number; rows: number[] }[];
  lineBetMinor: number;
  /** Wallet balance right after the bet was settled (answers a retried request). */
  balanceAfterMinor: number;
};

/**
 * Every bet a member places on a game of the catalogue: the in-house slot now,
 * the in-house lottery and seamless-wallet vendors later. Money moves through
 * the wallet ledger (rows `bet` and `win` referencing `round_id`), written in the
 * same transaction as the bet row.
 */
export const betsTable = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef('member_id').notNull(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => gamesTable.nodeId),
    /** The game's vendor (vassalage) and menu category, kept for the records' filters. */
    vendor: text('vendor').notNull(),
    gameType: text('game_type').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    /** 0 until settled (and for a loss). */
    winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: BET_STATUSES }).notNull(),
    /** The game round (a vendor's round id, or ours); the ledger rows reference it. */
    roundId: text('round_id').notNull(),
    /** The caller's key: a retried request answers this bet instead of placing another. */
    idempotencyKey: text('idempotency_key').notNull(),
    detail: jsonb('detail').$type<BetDetail>(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('bets_member_idempotency_uq').on(t.memberId, t.idempotencyKey),
    uniqueIndex('bets_vendor_round_uq').on(t.vendor, t.roundId),
    // Betting record and profit and loss: a member's bets of a date range, newest first…
    index('bets_member_time_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    // …of one category or one game.
    index('bets_member_type_time_idx').on(t.memberId, t.gameType, t.createdAt.desc()),
    index('bets_member_node_time_idx').on(t.memberId, t.nodeId, t.createdAt.desc()),
    // Settled bets of a period: every member's (mission leaderboards), one member's (rebate).
    index('bets_settled_time_idx')
      .on(t.settledAt)
      .where(sql`${t.status} = 'settled'`),
    // The back office's bets export: settled bets in (settled_at, id) keyset pages.
    index('bets_settled_time_id_idx')
      .on(t.settledAt, t.id)
      .where(sql`${t.status} = 'settled'`),
    index('bets_member_settled_time_idx')
      .on(t.memberId, t.settledAt)
      .where(sql`${t.status} = 'settled'`),
    check('bets_stake_positive', sql`${t.stakeMinor} > 0`),
    check('bets_win_non_negative', sql`${t.winMinor} >= 0`),
  ],
);
