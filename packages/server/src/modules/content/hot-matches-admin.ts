import type {
  AdminHotMatch,
  HotMatchesAdminValue,
  HotMatchGamesValue,
  HotMatchInput,
} from '@kalaro/contract/campaigns-admin';
import type { z } from 'zod';
import type { hotMatchesQuery, hotMatchInput } from '@kalaro/contract/campaigns-admin';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SharedState } from '../../plugins/shared.ts';
import { pgErrorCode } from '../wallet/service.ts';
import { getOperatorConfig } from '../operator/service.ts';
import {
  deleteHotMatch,
  findHotMatch,
  findHotMatchPage,
  findMatchGame,
  findMatchGames,
  findSameMatch,
  insertHotMatch,
  updateHotMatch,
  type HotMatchValues,
} from './hot-matches-admin-repo.ts';
import { TEAM_SLUG_MAX } from './badges.ts';
import { badgePath } from './seed-data.ts';

type Input = z.output<typeof hotMatchInput>;
type Query = z.output<typeof hotMatchesQuery>;
type Row = NonNullable<Awaited<ReturnType<typeof findHotMatch>>>;

/** "Manila Kings FC" → "manila-kings-fc": the crest the badge route draws for a team. */
export function teamSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 8)
    .join('-')
    .slice(0, TEAM_SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'team';
}

const toMatch = (row: Row): AdminHotMatch => ({
  id: row.id,
  league: row.league,
  homeTeam: row.homeTeam,
  awayTeam: row.awayTeam,
  homeTeamImageUrl: row.homeTeamImageUrl,
  awayTeamImageUrl: row.awayTeamImageUrl,
  matchTime: row.matchTime.toISOString(),
  vendor: row.vendor,
  gameCategory: row.gameCategory,
  gameId: row.gameId,
  nodeId: row.nodeId,
  roomId: row.roomId,
  sortOrder: row.sortOrder,
  visible: row.visible,
  gameName: row.gameNames?.EN ?? row.gameId,
});

/**
 * Hot matches entered by hand in the back office: the home page shows the
 * visible ones (`findHotMatches`). A match is one per teams and kick-off, so
 * entering it again (a retry) answers the one entered. Every write empties the
 * home page's cache here and on the other instances.
 */
export class HotMatchAdminService {
  constructor(
    private readonly db: Db,
    private readonly shared: Pick<SharedState, 'invalidate'>,
    private readonly now: () => number,
  ) {}

  async list(query: Query): Promise<HotMatchesAdminValue> {
    const { rows, total } = await findHotMatchPage(this.db, {
      when: query.when,
      at: new Date(this.now()),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { list: rows.map(toMatch), total, page: query.page, pageSize: query.pageSize };
  }

  async games(): Promise<HotMatchGamesValue> {
    const games = await findMatchGames(this.db);
    return {
      games: games.map((g) => ({
        nodeId: g.nodeId,
        vendor: g.vendor,
        name: g.names.EN ?? String(g.nodeId),
      })),
    };
  }

  async get(id: number): Promise<AdminHotMatch> {
    const row = await findHotMatch(this.db, id);
    if (!row) throw new AppError('hot_match.not_found');
    return toMatch(row);
  }

  private async values(input: Input): Promise<HotMatchValues> {
    const game = await findMatchGame(this.db, input.nodeId);
    if (!game)
      throw new AppError('hot_match.game_unknown', 'Not an enabled sports or e-sports game');
    const needsCrest = !input.homeTeamImageUrl || !input.awayTeamImageUrl;
    const merchant = needsCrest ? (await getOperatorConfig(this.db)).merchantCode : '';
    return {
      league: input.league,
      homeTeam: input.homeTeam,
      awayTeam: input.awayTeam,
      homeTeamImageUrl: input.homeTeamImageUrl || badgePath(merchant, teamSlug(input.homeTeam)),
      awayTeamImageUrl: input.awayTeamImageUrl || badgePath(merchant, teamSlug(input.awayTeam)),
      matchTime: new Date(input.matchTime),
      vendor: game.vendor,
      gameCategory: game.gameCategory,
      gameId: game.gameId,
      nodeId: game.nodeId,
      roomId: game.roomId,
      sortOrder: input.sortOrder,
      visible: input.visible,
    };
  }

  async create(input: Input): Promise<{ match: AdminHotMatch; created: boolean }> {
    const values = await this.values(input);
    const same = await findSameMatch(this.db, values);
    if (same !== undefined) return { match: await this.get(same), created: false };
    try {
      const id = await insertHotMatch(this.db, values);
      this.shared.invalidate('content');
      return { match: await this.get(id), created: true };
    } catch (error) {
      // The same match raced in twice: the first one stands and answers both.
      const winner =
        pgErrorCode(error) === '23505' ? await findSameMatch(this.db, values) : undefined;
      if (winner === undefined) throw error;
      return { match: await this.get(winner), created: false };
    }
  }

  async replace(
    id: number,
    input: Input,
  ): Promise<{ before: AdminHotMatch; after: AdminHotMatch }> {
    const before = await this.get(id);
    const values = await this.values(input);
    try {
      const saved = await updateHotMatch(this.db, id, values);
      if (saved === undefined) throw new AppError('hot_match.not_found');
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new AppError('hot_match.exists');
      throw error;
    }
    this.shared.invalidate('content');
    return { before, after: await this.get(id) };
  }

  async remove(id: number): Promise<AdminHotMatch> {
    const before = await this.get(id);
    const removed = await deleteHotMatch(this.db, id);
    if (removed === undefined) throw new AppError('hot_match.not_found');
    this.shared.invalidate('content');
    return before;
  }
}

export type { HotMatchInput };
