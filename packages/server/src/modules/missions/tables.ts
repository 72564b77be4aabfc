import type { MissionMetric, MissionPeriod } from '@kalaro/contract/missions';
import { bigint, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';
import { campaignChecks, campaignColumns } from '../campaigns/tables.ts';

export interface MissionPrize {
  fromRank: number;
  toRank: number;
  amountMinor: number;
}

/**
 * A mission race: members ranked by `metric` over each `period` (a day, or a
 * week from Monday) in the operator's time zone (`utc_offset`, minutes east of
 * UTC); runs between start_at and end_at (unset: always). Prizes are paid
 * from its budget while `status` is active.
 */
export const missionsTable = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    translations: jsonb('translations')
      .$type<Record<string, { title: string; description: string }>>()
      .notNull(),
    metric: text('metric').$type<MissionMetric>().notNull(),
    period: text('period').$type<MissionPeriod>().notNull(),
    utcOffset: integer('utc_offset').notNull().default(0),
    prizes: jsonb('prizes').$type<MissionPrize[]>().notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...campaignColumns(),
  },
  (t) => campaignChecks('missions', t),
);

/**
 * A prize won by a member whose time-out or self-exclusion ran when its period
 * ended: kept here, and paid (from the mission's budgets then) by the first
 * pass after the measure has ended. One row per mission, period and member.
 */
export const missionPrizesHeldTable = pgTable(
  'mission_prizes_held',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missionsTable.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    memberId: memberRef('member_id').notNull(),
    rank: integer('rank').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    heldAt: at('held_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.periodStart, t.memberId] })],
);
