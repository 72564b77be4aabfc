import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
