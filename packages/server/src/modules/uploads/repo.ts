import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StoredImage } from './store.ts';
import { uploadsTable as u } from './tables.ts';

export async function insertUploads(db: Db, memberId: string, images: readonly StoredImage[]) {
  if (images.length === 0) return;
  await db.insert(u).values(images.map((image) => ({ ...image, memberId })));
}

/** An upload, only if `memberId` owns it (undefined = any owner: the operator). */
export async function findUpload(db: Db, id: string, memberId?: string) {
  const [row] = await db
    .select({ id: u.id, contentType: u.contentType })
    .from(u)
    .where(memberId ? and(eq(u.id, id), eq(u.memberId, memberId)) : eq(u.id, id))
    .limit(1);
  return row;
}

/** How many uploads there are (of these ids). */
export async function countUploads(db: Db, ids?: readonly string[]): Promise<number> {
  if (ids?.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(u)
    .where(ids ? inArray(u.id, [...ids]) : undefined);
  return row?.n ?? 0;
}
