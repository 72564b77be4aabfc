import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CategoryRate } from './math.ts';
import { insertRates } from './repo.ts';
import { rebateRatesTable } from './tables.ts';

/** The demo operator's manual-rebate rates, in basis points (80 = 0.80 %). */
export const SEED_REBATE_RATES: readonly CategoryRate[] = [
  { gameType: 'SPORTS', rateBp: 80 },
  { gameType: 'ESPORTS', rateBp: 70 },
  { gameType: 'LIVE', rateBp: 60 },
  { gameType: 'FISH', rateBp: 50 },
  { gameType: 'RNG', rateBp: 100 },
  { gameType: 'CARD', rateBp: 50 },
  { gameType: 'INHOUSE', rateBp: 100 },
  { gameType: 'LOTT', rateBp: 30 },
  { gameType: 'ELOTT', rateBp: 30 },
  { gameType: 'COCKFIGHT', rateBp: 50 },
];

/** On an empty rate table, the demo rates; answers how many were stored. */
export async function seedRebateRates(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(rebateRatesTable);
  if ((row?.n ?? 0) > 0) return 0;
  return insertRates(db, SEED_REBATE_RATES);
}
