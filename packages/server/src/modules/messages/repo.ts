import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messagesTable as m, messageStatesTable as s } from './tables.ts';

export type NewMessage = typeof m.$inferInsert;

/**
 * The member's inbox: messages to them and broadcasts (member_id null) that
 * they have not deleted. Used with a left join of their own state rows, so a
 * message they never touched counts as unread.
 */
const joinOwnState = (memberId: string) => and(eq(s.messageId, m.id), eq(s.memberId, memberId));
const inInbox = (memberId: string): SQL =>
  and(or(eq(m.memberId, memberId), isNull(m.memberId)), isNull(s.deletedAt))!;

const inboxColumns = {
  id: m.id,
  memberId: m.memberId,
  translations: m.translations,
  createdAt: m.createdAt,
  readAt: s.readAt,
};
export interface InboxRow {
  id: number;
  /** Null for a broadcast. */
  memberId: string | null;
  translations: (typeof m.$inferSelect)['translations'];
  createdAt: Date;
  readAt: Date | null;
}

/** One page of the inbox, newest first. */
export async function findInboxPage(
  db: Db,
  memberId: string,
  limit: number,
  offset: number,
): Promise<InboxRow[]> {
  return db
    .select(inboxColumns)
    .from(m)
    .leftJoin(s, joinOwnState(memberId))
    .where(inInbox(memberId))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit)
    .offset(offset);
}

/** Messages in the inbox and how many of them are unread, in one query. */
export async function countInbox(
  db: Db,
  memberId: string,
): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${s.readAt} is null)`.mapWith(Number),
    })
    .from(m)
    .leftJoin(s, joinOwnState(memberId))
    .where(inInbox(memberId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** A message of the member's inbox (not one they deleted, not another member's). */
export async function findInboxMessage(
  db: Db,
  memberId: string,
  id: number,
): Promise<InboxRow | undefined> {
  const [row] = await db
    .select(inboxColumns)
    .from(m)
    .leftJoin(s, joinOwnState(memberId))
    .where(and(eq(m.id, id), inInbox(memberId)))
    .limit(1);
  return row;
}

/**
 * Writes the member's state of a message in their inbox — read or deleted —
 * keeping the first time it was set (so again changes nothing). One statement:
 * the row is written only if the message is theirs to see and not deleted.
 * Answers whether it was.
 */
export async function markMessage(
  db: Db,
  memberId: string,
  id: number,
  mark: 'read' | 'deleted',
  at: Date,
): Promise<boolean> {
  const readAt = mark === 'read' ? at.toISOString() : null;
  const deletedAt = mark === 'deleted' ? at.toISOString() : null;
  const visible = db
    .select({
      messageId: m.id,
      memberId: sql<string>`${memberId}::uuid`.as('member_id'),
      readAt: sql<Date | null>`${readAt}::timestamptz`.as('read_at'),
      deletedAt: sql<Date | null>`${deletedAt}::timestamptz`.as('deleted_at'),
    })
    .from(m)
    .leftJoin(s, joinOwnState(memberId))
    .where(and(eq(m.id, id), inInbox(memberId)));
  const written = await db
    .insert(s)
    .select(visible)
    .onConflictDoUpdate({
      target: [s.memberId, s.messageId],
      set:
        mark === 'read'
          ? { readAt: sql`coalesce(${s.readAt}, excluded.read_at)` }
          : { deletedAt: sql`coalesce(${s.deletedAt}, excluded.deleted_at)` },
    })
    .returning({ messageId: s.messageId });
  return written.length > 0;
}

export async function insertMessages(db: Db, rows: NewMessage[]): Promise<void> {
  if (rows.length > 0) await db.insert(m).values(rows);
}

export async function countMessages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(m);
  return row?.n ?? 0;
}

/** Two seeds starting at once (two processes on one database) must not both fill it. */
export async function lockMessages(db: Db): Promise<void> {
  await db.execute(sql`lock table ${m} in share row exclusive mode`);
}
