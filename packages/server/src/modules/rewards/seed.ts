import type { Db } from '../../db/client.ts';
import { countRewards, insertRewards, lockRewards, type NewReward } from './repo.ts';
import { SEED_REWARDS } from './seed-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo rewards as rows, their start and end relative to `now`. */
export function demoRewards(now: number): NewReward[] {
  const day = (days: number | undefined) =>
    days === undefined ? null : new Date(now + days * DAY_MS);
  return SEED_REWARDS.map((s, i) => ({
    translations: { ...s.translations },
    promotionType: s.promotionType,
    amountMinor: s.amountMinor,
    startAt: day(s.startDays),
    endAt: day(s.endDays),
    sortOrder: (i + 1) * 10,
  }));
}

/**
 * On an empty rewards centre, the demo rewards. Filled only while empty, so a
 * restart changes nothing. Answers how many.
 */
export async function seedDemoRewards(db: Db, now: number = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    await lockRewards(tx);
    if ((await countRewards(tx)) > 0) return 0;
    const rows = demoRewards(now);
    await insertRewards(tx, rows);
    return rows.length;
  });
}
