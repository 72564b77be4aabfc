import type {
  AdminHelpEntry,
  adminHelpQuery,
  helpEntryInput,
  helpOrderBody,
} from '@kalaro/contract/content-admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { SharedState } from '../../plugins/shared.ts';
import {
  deleteHelp,
  findHelpById,
  findHelpOrder,
  findHelpPage,
  insertHelp,
  lockHelpOrder,
  replaceHelp,
  setHelpOrder,
  type HelpRow,
  type NewHelpRow,
} from './admin-repo.ts';

type Input = z.output<typeof helpEntryInput>;

const entryOf = (row: HelpRow): AdminHelpEntry => ({
  id: row.id,
  device: row.device as AdminHelpEntry['device'],
  translations: row.translations,
  sortOrder: row.sortOrder,
});

const rowOf = (input: Input): NewHelpRow => {
  const translations: NewHelpRow['translations'] = {};
  for (const [language, text] of Object.entries(input.translations)) {
    if (text) translations[language] = text;
  }
  return { device: input.device, translations, sortOrder: input.sortOrder };
};

/** The order's rule: every entry of the device, each once. */
export function sameEntries(current: readonly number[], asked: readonly number[]): boolean {
  if (current.length !== asked.length) return false;
  const have = new Set(current);
  return asked.every((id) => have.has(id));
}

/**
 * The help centre's entries for the back office. A write empties the public
 * list's cache here and on the other instances (`help`).
 */
export class HelpAdmin {
  constructor(
    private readonly db: Db,
    private readonly shared: Pick<SharedState, 'invalidate'>,
  ) {}

  async list(query: z.output<typeof adminHelpQuery>) {
    const { page, pageSize, device } = query;
    const { rows, total } = await findHelpPage(
      this.db,
      device,
      pageSize,
      pageOffset({ pageNo: page, pageSize }),
    );
    return { items: rows.map(entryOf), total, page, pageSize };
  }

  async find(id: number): Promise<AdminHelpEntry | undefined> {
    const row = await findHelpById(this.db, id);
    return row && entryOf(row);
  }

  async create(input: Input): Promise<AdminHelpEntry> {
    const saved = await insertHelp(this.db, rowOf(input));
    this.shared.invalidate('help');
    return entryOf(saved);
  }

  async replace(id: number, input: Input): Promise<AdminHelpEntry> {
    const saved = await replaceHelp(this.db, id, rowOf(input));
    if (!saved) throw new AppError('help.not_found');
    this.shared.invalidate('help');
    return entryOf(saved);
  }

  async remove(id: number): Promise<AdminHelpEntry> {
    const removed = await deleteHelp(this.db, id);
    if (!removed) throw new AppError('help.not_found');
    this.shared.invalidate('help');
    return entryOf(removed);
  }

  /** Puts every entry of the device in the asked order; answers the order before and after. */
  async order(body: z.output<typeof helpOrderBody>) {
    const before = await this.db.transaction(async (tx) => {
      await lockHelpOrder(tx);
      const current = await findHelpOrder(tx, body.device);
      if (!sameEntries(current, body.ids)) {
        throw new AppError('validation.failed', 'Invalid body: ids', {
          field: 'ids',
          issues: [
            { path: 'ids', code: 'custom', message: 'Every entry of the device, each once' },
          ],
        });
      }
      await setHelpOrder(tx, body.ids);
      return current;
    });
    this.shared.invalidate('help');
    return { before: { ids: before }, after: { ids: body.ids } };
  }
}
