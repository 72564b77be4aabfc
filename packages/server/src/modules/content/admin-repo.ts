import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcementsTable as a, bannerImagesTable as b } from './tables.ts';

export type AnnouncementRecord = typeof a.$inferSelect;
export type NewBannerImage = typeof b.$inferInsert;

export interface AdminAnnouncementFilter {
  type?: string;
  /** Only rows with a text in this language. */
  language?: string;
  groupName?: string;
}

const whereOf = (f: AdminAnnouncementFilter): SQL | undefined =>
  and(
    f.type ? eq(a.type, f.type) : undefined,
    f.groupName ? eq(a.groupName, f.groupName) : undefined,
    f.language ? sql`${a.translations} ? ${f.language}` : undefined,
  );

/** A page of announcements, newest first, and how many match. */
export async function findAnnouncementPage(
  db: Db,
  filter: AdminAnnouncementFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AnnouncementRecord[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db.select().from(a).where(where).orderBy(desc(a.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findAnnouncementById(
  db: Db,
  id: number,
): Promise<AnnouncementRecord | undefined> {
  const [row] = await db.select().from(a).where(eq(a.id, id)).limit(1);
  return row;
}

export async function insertBannerImage(db: Db, row: NewBannerImage): Promise<void> {
  await db.insert(b).values(row);
}

export async function findBannerImage(db: Db, id: string) {
  const [row] = await db
    .select({ id: b.id, contentType: b.contentType })
    .from(b)
    .where(eq(b.id, id))
    .limit(1);
  return row;
}
