import type { Db } from '../../db/client.ts';
import { countHelpEntries, insertHelpEntries, lockHelpEntries } from './repo.ts';
import { SEED_HELP_ENTRIES } from './seed-data.ts';

/**
 * On an empty help centre, the demo entries (each device's in their order).
 * Filled only while empty, so a restart changes nothing. Answers how many.
 */
export async function seedHelpEntries(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await lockHelpEntries(tx);
    if ((await countHelpEntries(tx)) > 0) return 0;
    const rows = SEED_HELP_ENTRIES.map((entry, i) => ({
      device: entry.device,
      translations: { ...entry.translations },
      sortOrder: (i + 1) * 10,
    }));
    await insertHelpEntries(tx, rows);
    return rows.length;
  });
}
