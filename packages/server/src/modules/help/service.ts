import type { HelpEntry, helpQuery } from '@kalaro/contract/member-content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { pickTranslation } from '../../lib/translations.ts';
import { findHelpEntries } from './repo.ts';

/**
 * Help entries change rarely; a back-office edit empties the cache on every
 * instance at once (`help`), an edit made in the database shows within this.
 */
export const HELP_CACHE_TTL_MS = 60_000;

/** The help centre: titled HTML entries per device and language (EN fallback). Public. */
export class HelpService {
  /** Keyed by device and language: a bounded handful of lists. */
  private readonly cache: TtlCache<HelpEntry[]>;

  constructor(
    private readonly db: Db,
    now: () => number = Date.now,
  ) {
    this.cache = new TtlCache(128, HELP_CACHE_TTL_MS, now);
  }

  /** After a back-office write. */
  forget(): void {
    this.cache.clear();
  }

  async list({ lang, device }: z.output<typeof helpQuery>): Promise<{ list: HelpEntry[] }> {
    const list = await this.cache.getOrLoad(`${device}:${lang}`, async () => {
      const rows = await findHelpEntries(this.db, device);
      return rows.flatMap((row) => {
        const text = pickTranslation(row.translations, lang);
        return text ? [{ id: row.id, title: text.title, content: text.content }] : [];
      });
    });
    return { list };
  }
}
