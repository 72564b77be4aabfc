import type { Db } from '../../db/client.ts';
import { insertVipLevelsIfAbsent } from './repo.ts';
import { SEED_VIP_LEVELS } from './seed-data.ts';

/** The demo member club's levels; levels already there are left as they are. */
export async function seedVipLevels(db: Db): Promise<number> {
  return insertVipLevelsIfAbsent(
    db,
    SEED_VIP_LEVELS.map((l) => ({ ...l, benefits: { ...l.benefits } })),
  );
}
