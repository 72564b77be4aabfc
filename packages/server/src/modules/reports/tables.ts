import { bigint, bigserial, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/*
 * The reports' rollup of settled bets, so the dashboard and the daily report
 * read a few thousand rows instead of every bet of the month. A trigger on
 * `bets` appends each change of a settled bet to the queue (insert-only: no
 * row a bet's transaction waits for); a fold moves the queue into the two
 * rollups (modules/reports/rollup.ts). Member ids are plain uuids here, not
 * references: the queue must never refuse a bet.
 */

/** A settled bet's contribution (rounds 1) or its withdrawal (rounds -1), not yet folded. */
export const betRollupQueueTable = pgTable('bet_rollup_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: uuid('member_id').notNull(),
  settledAt: at('settled_at').notNull(),
  rounds: integer('rounds').notNull(),
  stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
  winMinor: bigint('win_minor', { mode: 'number' }).notNull(),
});

/** Settled bets per half hour (UTC, so any whole or half-hour time zone's days add up). */
export const betHalfHoursTable = pgTable('bet_half_hours', {
  startAt: at('start_at').primaryKey(),
  rounds: bigint('rounds', { mode: 'number' }).notNull(),
  stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
  winMinor: bigint('win_minor', { mode: 'number' }).notNull(),
});

/**
 * Who played when: per member and UTC day, bit i of `half_hours` is set when a
 * bet of theirs settled in the day's half hour i (0–47). Active members of any
 * range of half hours are then counted distinct over about a row per member
 * and day.
 */
export const betMemberDaysTable = pgTable(
  'bet_member_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: uuid('member_id').notNull(),
    halfHours: bigint('half_hours', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.memberId] })],
);
