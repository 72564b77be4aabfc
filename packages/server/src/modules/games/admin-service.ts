import type {
  AdminGame,
  AdminVendor,
  adminGamesQuery,
  adminGameUpdate,
} from '@kalaro/contract/games-admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like.ts';
import {
  countAdminGames,
  findAdminGame,
  findAdminGamesPage,
  findAdminVendor,
  findAdminVendors,
  updateGame,
  updateVendor,
  type AdminGameFilter,
  type AdminGameRow,
  type AdminVendorRow,
} from './admin-repo.ts';
import { normaliseSearch } from './search.ts';

const toAdminGame = (row: AdminGameRow): AdminGame => ({
  nodeId: row.nodeId,
  gameId: row.gameId,
  name: row.names.EN,
  vendor: row.vendor,
  vendorName: row.vendorName,
  vendorEnabled: row.vendorEnabled,
  gameType: row.gameType,
  enabled: row.enabled,
  hotRank: row.hotRank,
  sortOrder: row.sortOrder,
});

const toAdminVendor = (row: AdminVendorRow): AdminVendor => ({ ...row });

/** A game's or vendor's values before and after a change, for the audit log. */
export interface Change<T> {
  before: T;
  after: T;
}

/**
 * The back office's games catalogue. Writes set values, so a retry changes
 * nothing more; the caller tells every instance to forget its game lists.
 */
export class GameAdmin {
  constructor(private readonly db: Db) {}

  async list(query: z.output<typeof adminGamesQuery>) {
    const filter: AdminGameFilter = {};
    const term = normaliseSearch(query.q ?? '');
    if (term !== '') filter.pattern = containsPattern(term);
    if (query.vendor !== undefined) filter.vendor = query.vendor;
    if (query.gameType !== undefined) filter.gameType = query.gameType;
    if (query.enabled !== undefined) filter.enabled = query.enabled;
    if (query.hot !== undefined) filter.hot = query.hot;
    const { page, pageSize } = query;
    const [rows, total] = await Promise.all([
      findAdminGamesPage(this.db, filter, query.sort, pageSize, (page - 1) * pageSize),
      countAdminGames(this.db, filter),
    ]);
    return { games: rows.map(toAdminGame), total, page, pageSize };
  }

  async vendors() {
    return { vendors: (await findAdminVendors(this.db)).map(toAdminVendor) };
  }

  async update(
    nodeId: number,
    change: z.output<typeof adminGameUpdate>,
  ): Promise<Change<AdminGame>> {
    const before = await findAdminGame(this.db, nodeId);
    if (!before) throw new AppError('admin.game_not_found');
    await updateGame(this.db, nodeId, change);
    const after = await findAdminGame(this.db, nodeId);
    return { before: toAdminGame(before), after: toAdminGame(after!) };
  }

  async updateVendor(code: string, enabled: boolean): Promise<Change<AdminVendor>> {
    const before = await findAdminVendor(this.db, code);
    if (!before) throw new AppError('admin.vendor_not_found');
    await updateVendor(this.db, code, enabled);
    const after = await findAdminVendor(this.db, code);
    return { before: toAdminVendor(before), after: toAdminVendor(after!) };
  }
}
