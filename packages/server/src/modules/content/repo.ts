import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  ANNOUNCEMENT_GROUP,
  ANNOUNCEMENT_PLATFORM,
  CONTENT_TYPE,
} from '@kalaro/contract/constants';
import type { Db } from '../../db/client.ts';
import { gamesTable as g } from '../games/tables.ts';
import { announcementsTable as a, hotMatchesTable as h } from './tables.ts';

export type NewAnnouncement = typeof a.$inferInsert;
export type NewHotMatch = typeof h.$inferInsert;

/** More than any home page shows; bounds the work of one request. */
const ANNOUNCEMENTS_MAX = 500;

export interface AnnouncementFilter {
  types: string[];
  groupName: string;
  platform: string;
  /** In effect at this instant: started (or no start) and not ended (or no end). */
  at: Date;
}

/** Announcements of the asked types in effect at `at`, by sort order then id. */
export async function findAnnouncements(db: Db, f: AnnouncementFilter) {
  if (f.types.length === 0) return [];
  return db
    .select({
      id: a.id,
      type: a.type,
      execution: a.execution,
      promotionType: a.promotionType,
      imageUrl: a.imageUrl,
      imageWidth: a.imageWidth,
      imageHeight: a.imageHeight,
      linkUrl: a.linkUrl,
      translations: a.translations,
      startAt: a.startAt,
      updatedAt: a.updatedAt,
    })
    .from(a)
    .where(
      and(
        eq(a.groupName, f.groupName),
        eq(a.platform, f.platform),
        inArray(a.type, f.types),
        or(isNull(a.startAt), lte(a.startAt, f.at)),
        or(isNull(a.endAt), gt(a.endAt, f.at)),
      ),
    )
    .orderBy(asc(a.sortOrder), asc(a.id))
    .limit(ANNOUNCEMENTS_MAX);
}

export type AnnouncementRow = Awaited<ReturnType<typeof findAnnouncements>>[number];

/**
 * A promotion of this kind (REFERRAL, MISSION…) runs at `at`: the home
 * announcements' promotions, as the member menu reads them.
 */
export async function promotionRunning(db: Db, promotionType: string, at: Date): Promise<boolean> {
  const promotions = await findAnnouncements(db, {
    types: [CONTENT_TYPE.PROMOTION],
    groupName: ANNOUNCEMENT_GROUP.HOME,
    platform: ANNOUNCEMENT_PLATFORM,
    at,
  });
  return promotions.some((p) => p.promotionType === promotionType);
}

/** A hot match as the home page reads it: the teams, the kick-off and the game it opens. */
export const hotMatchColumns = {
  id: h.id,
  league: h.league,
  homeTeam: h.homeTeam,
  awayTeam: h.awayTeam,
  homeTeamImageUrl: h.homeTeamImageUrl,
  awayTeamImageUrl: h.awayTeamImageUrl,
  matchTime: h.matchTime,
  vendor: h.vendor,
  gameCategory: h.gameCategory,
  gameId: h.gameId,
  nodeId: h.nodeId,
  roomId: h.roomId,
};

/**
 * Matches kicking off after `since`, soonest first, whose game is still in the
 * catalogue and enabled (a match whose game is gone could not be played).
 */
export async function findHotMatches(db: Db, since: Date, limit: number) {
  return db
    .select(hotMatchColumns)
    .from(h)
    .innerJoin(g, and(eq(g.nodeId, h.nodeId), eq(g.enabled, true)))
    .where(and(gt(h.matchTime, since), eq(h.visible, true)))
    .orderBy(asc(h.matchTime), asc(h.sortOrder), asc(h.id))
    .limit(limit);
}

export type HotMatchRow = Awaited<ReturnType<typeof findHotMatches>>[number];

export async function insertAnnouncement(db: Db, values: NewAnnouncement): Promise<number> {
  const [row] = await db.insert(a).values(values).returning({ id: a.id });
  return row!.id;
}

/** Replaces every field of an announcement; undefined when there is none with that id. */
export async function replaceAnnouncement(
  db: Db,
  id: number,
  values: NewAnnouncement,
): Promise<number | undefined> {
  const [row] = await db
    .update(a)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(a.id, id))
    .returning({ id: a.id });
  return row?.id;
}

export async function deleteAnnouncement(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.delete(a).where(eq(a.id, id)).returning({ id: a.id });
  return row?.id;
}

// --- demo seed ------------------------------------------------------------------

/**
 * Serialises two instances seeding the same empty database: the second waits,
 * then finds the rows. Call inside a transaction.
 */
export async function lockContentTables(db: Db): Promise<void> {
  await db.execute(sql`lock table ${a}, ${h} in share row exclusive mode`);
}

export async function countAnnouncements(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(a);
  return row?.n ?? 0;
}

export async function countHotMatches(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(h);
  return row?.n ?? 0;
}

export async function insertAnnouncements(db: Db, rows: NewAnnouncement[]): Promise<void> {
  if (rows.length > 0) await db.insert(a).values(rows);
}

export async function insertHotMatches(db: Db, rows: NewHotMatch[]): Promise<void> {
  if (rows.length > 0) await db.insert(h).values(rows);
}

/** The catalogue's enabled games of these menu categories (sports, esports), in list order. */
export async function findGamesOfTypes(db: Db, gameTypes: string[]) {
  return db
    .select({
      nodeId: g.nodeId,
      gameId: g.gameId,
      roomId: g.roomId,
      vendor: g.vendor,
      gameType: g.gameType,
      gameCategory: g.gameCategory,
      names: g.names,
    })
    .from(g)
    .where(and(eq(g.enabled, true), inArray(g.gameType, gameTypes)))
    .orderBy(asc(g.sortOrder), asc(g.nodeId));
}
