import type {
  favouriteBody,
  favouritesQuery,
  launchBody,
  recentsQuery,
} from '@kalaro/contract/games';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pageOffset, pageCount } from '../../lib/paging.ts';
import type { Session } from '../../plugins/session.ts';
import {
  countMemberGames,
  findMemberGamesPage,
  deleteFavourite,
  findEnabledGame,
  findFavouriteIds,
  insertFavourite,
  upsertRecent,
} from './member-repo.ts';
import { LOBBY_PATH } from './play-page.ts';
import type { LaunchMember } from './providers/provider.ts';
import type { ProviderRegistry } from './providers/registry.ts';
import type { GameRow } from './repo.ts';
import type { GameCatalogue } from './service.ts';

/** Recently played games kept per member; older ones drop off. */
export const RECENTS_KEPT = 100;
/** Where the game page leads back to when the launch names no lobby. */
export const DEFAULT_PAGE_BACK = LOBBY_PATH;

/**
 * A member's favourites, recently played games and game launches. Games come out
 * in the catalogue's shape (`GameCatalogue.toGames`); disabled games are left out.
 */
export class GameMemberService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: GameCatalogue,
    private readonly providers: ProviderRegistry,
    private readonly now: () => number,
  ) {}

  /** The enabled game, checked against the vendor (and vendor game id) the caller names. */
  private async game(nodeId: number, vendor?: string, gameId?: string): Promise<GameRow> {
    const game = await findEnabledGame(this.db, nodeId);
    if (
      !game ||
      (vendor !== undefined && vendor !== game.vendor) ||
      (gameId !== undefined && gameId !== game.gameId)
    ) {
      throw new AppError('game.not_found');
    }
    return game;
  }

  async addFavourite(memberId: string, body: z.output<typeof favouriteBody>) {
    await this.game(body.nodeId, body.vendor);
    await insertFavourite(this.db, memberId, body.nodeId);
    return this.favouriteIds(memberId);
  }

  async removeFavourite(memberId: string, nodeId: number) {
    await deleteFavourite(this.db, memberId, nodeId);
    return this.favouriteIds(memberId);
  }

  async favouriteIds(memberId: string) {
    return { list: await findFavouriteIds(this.db, memberId) };
  }

  async favourites(memberId: string, query: z.output<typeof favouritesQuery>) {
    const { pageNo, pageSize, gameType, language } = query;
    const offset = pageOffset({ pageNo, pageSize });
    const [rows, total] = await Promise.all([
      findMemberGamesPage(this.db, 'favourites', memberId, gameType, pageSize, offset),
      countMemberGames(this.db, 'favourites', memberId, gameType),
    ]);
    return {
      content: await this.catalogue.toGames(rows, language),
      pageNum: pageNo,
      totalPages: pageCount(total, pageSize),
      total,
    };
  }

  async addRecent(memberId: string, body: z.output<typeof favouriteBody>) {
    await this.game(body.nodeId, body.vendor);
    await upsertRecent(this.db, memberId, body.nodeId, new Date(this.now()), RECENTS_KEPT);
    return { done: true as const };
  }

  async recents(memberId: string, query: z.output<typeof recentsQuery>) {
    const { page, pageSize, gameType, language } = query;
    const offset = (page - 1) * pageSize;
    const [rows, total] = await Promise.all([
      findMemberGamesPage(this.db, 'recents', memberId, gameType, pageSize, offset),
      countMemberGames(this.db, 'recents', memberId, gameType),
    ]);
    return {
      list: await this.catalogue.toGames(rows, language),
      totalPages: pageCount(total, pageSize),
      total,
    };
  }

  /**
   * Opens a game through its vendor's provider. Trial accounts play only games
   * with free play (`supportPlay`). A launched game joins the recents.
   */
  async launch(session: Session, body: z.output<typeof launchBody>) {
    const row = await this.game(body.nodeId, body.vendor, body.gameId);
    if (session.isTrial && !row.supportPlay) throw new AppError('game.trial_not_supported');
    const [game] = await this.catalogue.toGames([row], body.language);
    const member: LaunchMember = {
      id: session.memberId,
      username: session.username,
      merchantCode: session.merchantCode,
      type: session.type,
      isTrial: session.isTrial,
    };
    const { url } = await this.providers.forVendor(row.vendor).launch({
      member,
      game: game!,
      language: body.language,
      pageBack: body.pageBack ?? DEFAULT_PAGE_BACK,
    });
    await upsertRecent(this.db, session.memberId, row.nodeId, new Date(this.now()), RECENTS_KEPT);
    return { url, target: 'self' as const };
  }
}
