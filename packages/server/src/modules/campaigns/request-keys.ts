import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../wallet/service.ts';
import { adminRequestKeysTable as keys } from './tables.ts';

/**
 * Runs an operator's creation once per request key: `create` makes the row in
 * the transaction that stores the key, so a retry with the same key (even one
 * racing the first) answers the id the first call made. Without a key it just
 * creates. Answers the id and whether it was made before.
 */
export async function createOnce(
  db: Db,
  scope: string,
  key: string | undefined,
  create: (tx: Db) => Promise<number>,
): Promise<{ id: number; replayed: boolean }> {
  if (key === undefined) return { id: await create(db), replayed: false };
  const earlier = await find(db, scope, key);
  if (earlier !== undefined) return { id: earlier, replayed: true };
  try {
    const id = await db.transaction(async (tx) => {
      const made = await create(tx);
      await tx.insert(keys).values({ scope, key, targetId: made });
      return made;
    });
    return { id, replayed: false };
  } catch (error) {
    if (pgErrorCode(error) === '23505') {
      const winner = await find(db, scope, key);
      if (winner !== undefined) return { id: winner, replayed: true };
    }
    throw error;
  }
}

async function find(db: Db, scope: string, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: keys.targetId })
    .from(keys)
    .where(and(eq(keys.scope, scope), eq(keys.key, key)));
  return row?.id;
}
