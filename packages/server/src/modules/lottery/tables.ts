import { LOTTERY_DRAW_STATUSES } from '@kalaro/contract/lottery';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import { betsTable } from '../bets/tables.ts';
import { gamesTable } from '../games/tables.ts';

/**
 * The in-house draw lotteries. Each is a (hidden) game of the INHOUSE vendor so
 * its bets sit in the generic bets table and the betting record; the schedule and
 * the limits are written at every start from the server's configuration.
 */
export const lotteriesTable = pgTable('lotteries', {
  code: text('code').primaryKey(),
  nodeId: integer('node_id')
    .notNull()
    .references(() => gamesTable.nodeId),
  drawIntervalSeconds: integer('draw_interval_seconds').notNull(),
  closeBeforeSeconds: integer('close_before_seconds').notNull(),
  minBetMinor: bigint('min_bet_minor', { mode: 'number' }).notNull(),
  maxBetMinor: bigint('max_bet_minor', { mode: 'number' }).notNull(),
  /** Most one member may stake on one draw. */
  maxPerDrawMinor: bigint('max_per_draw_minor', { mode: 'number' }).notNull(),
  sortOrder: integer('sort_order').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * One draw of a lottery: open (taking bets) → closed (betting stopped) → drawn
 * (digits known, seed revealed) → settled (every bet paid). Each step is an
 * update guarded by the previous status, so a step is never applied twice.
 */
export const lotteryDrawsTable = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotteryCode: text('lottery_code')
      .notNull()
      .references(() => lotteriesTable.code),
    /** floor(opensAt / interval): increasing per lottery; part of the HMAC message. */
    drawNo: bigint('draw_no', { mode: 'number' }).notNull(),
    status: text('status', { enum: LOTTERY_DRAW_STATUSES }).notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawAt: at('draw_at').notNull(),
    /** Secret until drawn; only its hash is shown before. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    digits: jsonb('digits').$type<number[]>(),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_draws_lottery_no_uq').on(t.lotteryCode, t.drawNo),
    // The scheduler's work: draws not yet settled, oldest first.
    index('lottery_draws_pending_idx')
      .on(t.drawAt)
      .where(sql`${t.status} <> 'settled'`),
    index('lottery_draws_lottery_time_idx').on(t.lotteryCode, t.drawAt.desc()),
  ],
);

/** What a lottery bet picked; the money and the status are on its `bets` row. */
export const lotteryBetsTable = pgTable(
  'lottery_bets',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .primaryKey()
      .references(() => betsTable.id, { onDelete: 'cascade' }),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDrawsTable.id),
    memberId: memberRef('member_id').notNull(),
    selection: text('selection').notNull(),
    /** Decimal odds × 100 (1.96 → 196), fixed when the bet is placed. */
    oddsCents: integer('odds_cents').notNull(),
  },
  (t) => [
    index('lottery_bets_draw_idx').on(t.drawId),
    index('lottery_bets_member_draw_idx').on(t.memberId, t.drawId),
    check('lottery_bets_odds_positive', sql`${t.oddsCents} > 100`),
  ],
);
