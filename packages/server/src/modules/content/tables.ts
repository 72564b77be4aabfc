import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/** Title and HTML body of an announcement in one language. */
export interface AnnouncementText {
  title: string;
  content: string;
}

/**
 * Announcements of every content type (A agent, PL player notice, B banner,
 * PU pop-up item, PR promotion) for a group (m_home, m_reg) and platform (M).
 * Text is per language (EN is the fallback); HTML is stored as the operator gave
 * it and sanitised by the client before rendering. Shown between `start_at` and
 * `end_at` (null = open-ended), ordered by `sort_order` then id.
 */
export const announcementsTable = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    groupName: text('group_name').notNull(),
    platform: text('platform').notNull().default('M'),
    /** Pop-up items: A members, B visitors, F first login. */
    execution: text('execution'),
    promotionType: text('promotion_type'),
    imageUrl: text('image_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    linkUrl: text('link_url').notNull().default(''),
    translations: jsonb('translations').$type<Record<string, AnnouncementText>>().notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('announcements_group_type_idx').on(t.groupName, t.platform, t.type, t.sortOrder)],
);

/**
 * Hot matches for the home ticker and modal: teams with badge images, league,
 * kick-off, and the game (vendor, category, game id, node id, room) that opens it.
 */
export const hotMatchesTable = pgTable(
  'hot_matches',
  {
    id: serial('id').primaryKey(),
    league: text('league').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    homeTeamImageUrl: text('home_team_image_url').notNull(),
    awayTeamImageUrl: text('away_team_image_url').notNull(),
    matchTime: at('match_time').notNull(),
    vendor: text('vendor').notNull(),
    gameCategory: text('game_category').notNull(),
    gameId: text('game_id').notNull(),
    nodeId: integer('node_id').notNull(),
    roomId: text('room_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Entered by the operator but not shown to players (back office only). */
    visible: boolean('visible').notNull().default(true),
    updatedAt: at('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('hot_matches_time_idx').on(t.matchTime),
    // One match per teams and kick-off: entering it again (a retry) finds this one.
    uniqueIndex('hot_matches_teams_time_uq').on(t.homeTeam, t.awayTeam, t.matchTime),
  ],
);

/**
 * Banner images the operator uploaded: the bytes live in the image store
 * (modules/uploads) under the row's id; served publicly, with the content type
 * their first bytes proved and their size in pixels (the banner slot is
 * reserved before the image loads).
 */
export const bannerImagesTable = pgTable('banner_images', {
  id: uuid('id').primaryKey(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
