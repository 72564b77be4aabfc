import type { Db } from '../../db/client.ts';
import {
  countAnnouncements,
  countHotMatches,
  findGamesOfTypes,
  insertAnnouncements,
  insertHotMatches,
  lockContentTables,
  type NewAnnouncement,
  type NewHotMatch,
} from './repo.ts';
import {
  badgePath,
  BANNER_SIZE,
  bannerPath,
  SEED_ANNOUNCEMENTS,
  SEED_HOT_MATCHES,
  teamBySlug,
} from './seed-data.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The demo announcements, as rows, relative to `now`. */
export function demoAnnouncements(merchant: string, now: number): NewAnnouncement[] {
  return SEED_ANNOUNCEMENTS.map((s, i) => ({
    type: s.type,
    groupName: s.groupName,
    execution: s.execution ?? null,
    promotionType: s.promotionType ?? null,
    imageUrl: s.bannerFile ? bannerPath(merchant, s.bannerFile) : null,
    imageWidth: s.bannerFile ? BANNER_SIZE.width : null,
    imageHeight: s.bannerFile ? BANNER_SIZE.height : null,
    linkUrl: s.linkUrl ?? '',
    translations: { ...s.translations },
    startAt: s.startDaysAgo === undefined ? null : new Date(now - s.startDaysAgo * DAY_MS),
    endAt: null,
    sortOrder: (i + 1) * 10,
  }));
}

type SportsGame = Awaited<ReturnType<typeof findGamesOfTypes>>[number];

/**
 * The demo hot matches, kicking off over the next days from `now`, each opening
 * a real game of the catalogue (by menu category and EN name, else any game of
 * that category). Matches whose game the catalogue lacks are left out.
 */
export function demoHotMatches(
  merchant: string,
  now: number,
  games: readonly SportsGame[],
): NewHotMatch[] {
  const nextHour = Math.ceil(now / HOUR_MS) * HOUR_MS;
  const rows: NewHotMatch[] = [];
  SEED_HOT_MATCHES.forEach((m, i) => {
    const ofType = games.filter((g) => g.gameType === m.game.gameType);
    const game = ofType.find((g) => g.names.EN === m.game.name) ?? ofType[0];
    const home = teamBySlug.get(m.home);
    const away = teamBySlug.get(m.away);
    if (!game || !home || !away) return;
    rows.push({
      league: m.league,
      homeTeam: home.name,
      awayTeam: away.name,
      homeTeamImageUrl: badgePath(merchant, home.slug),
      awayTeamImageUrl: badgePath(merchant, away.slug),
      matchTime: new Date(nextHour + m.hoursAhead * HOUR_MS),
      vendor: game.vendor,
      gameCategory: game.gameCategory,
      gameId: game.gameId,
      nodeId: game.nodeId,
      roomId: game.roomId,
      sortOrder: (i + 1) * 10,
    });
  });
  return rows;
}

/**
 * On an empty content store, the demo content: announcements of every type and
 * hot matches on the seeded sports games. Run after the game catalogue's seed.
 * Each table is filled only while it is empty, so a restart changes nothing.
 */
export async function seedDemoContent(
  db: Db,
  merchant: string,
  now: number = Date.now(),
): Promise<{ announcements: number; hotMatches: number }> {
  return db.transaction(async (tx) => {
    await lockContentTables(tx);
    let announcements = 0;
    let hotMatches = 0;
    if ((await countAnnouncements(tx)) === 0) {
      const rows = demoAnnouncements(merchant, now);
      await insertAnnouncements(tx, rows);
      announcements = rows.length;
    }
    if ((await countHotMatches(tx)) === 0) {
      const games = await findGamesOfTypes(tx, ['SPORTS', 'ESPORTS']);
      const rows = demoHotMatches(merchant, now, games);
      await insertHotMatches(tx, rows);
      hotMatches = rows.length;
    }
    return { announcements, hotMatches };
  });
}
