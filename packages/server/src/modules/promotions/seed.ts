import type { Db } from '../../db/client.ts';
import { countPromotions, insertPromotions, lockPromotions, type NewPromotion } from './repo.ts';
import { SEED_PROMOTIONS } from './seed-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function demoPromotions(now: number): NewPromotion[] {
  const day = (days: number | undefined) =>
    days === undefined ? null : new Date(now + days * DAY_MS);
  return SEED_PROMOTIONS.map((s, i) => ({
    translations: { ...s.translations },
    acceptsApplications: s.acceptsApplications,
    startAt: day(s.startDays),
    endAt: day(s.endDays),
    sortOrder: (i + 1) * 10,
  }));
}

/** On an empty activity centre, the demo promotions (once: a restart changes nothing). */
export async function seedDemoPromotions(db: Db, now: number = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    await lockPromotions(tx);
    if ((await countPromotions(tx)) > 0) return 0;
    const rows = demoPromotions(now);
    await insertPromotions(tx, rows);
    return rows.length;
  });
}
