import type { OperatorConfig } from '@kalaro/contract/operator';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorConfigTable } from '../../db/schema.ts';

/** Stored as-is; the service validates on the way in and out. */
export async function findOperatorConfig(db: Db, id: string): Promise<unknown> {
  const rows = await db
    .select({ config: operatorConfigTable.config })
    .from(operatorConfigTable)
    .where(eq(operatorConfigTable.id, id))
    .limit(1);
  return rows[0]?.config;
}

/** The same, locked for the rest of the transaction (a save waits for another). */
export async function lockOperatorConfig(tx: Db, id: string): Promise<unknown> {
  const rows = await tx
    .select({ config: operatorConfigTable.config })
    .from(operatorConfigTable)
    .where(eq(operatorConfigTable.id, id))
    .for('update');
  return rows[0]?.config;
}

export async function upsertOperatorConfig(
  db: Db,
  id: string,
  config: OperatorConfig,
): Promise<void> {
  await db
    .insert(operatorConfigTable)
    .values({ id, config })
    .onConflictDoUpdate({
      target: operatorConfigTable.id,
      set: { config, updatedAt: new Date() },
    });
}

/** True when this call inserted the row; concurrent starts cannot duplicate it. */
export async function insertOperatorConfigIfAbsent(
  db: Db,
  id: string,
  config: OperatorConfig,
): Promise<boolean> {
  const inserted = await db
    .insert(operatorConfigTable)
    .values({ id, config })
    .onConflictDoNothing({ target: operatorConfigTable.id })
    .returning({ id: operatorConfigTable.id });
  return inserted.length > 0;
}
