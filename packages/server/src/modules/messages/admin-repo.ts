import { and, count, desc, eq, inArray, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable as mem } from '../accounts/tables.ts';
import { protectionMeasuresTable as pm } from '../protection/tables.ts';
import { messageSendsTable as s, messagesTable as m } from './tables.ts';

export type SendRow = typeof s.$inferSelect;
export type NewSend = typeof s.$inferInsert;

/** Trial accounts (type 4) are short-lived demo players: no inbox messages. */
const TRIAL_TYPE = 4;

/** Members of these usernames (any case): their id and username as stored. */
export async function findMembersByUsername(db: Db, usernames: readonly string[]) {
  if (usernames.length === 0) return [];
  return db
    .select({ id: mem.id, username: mem.username })
    .from(mem)
    .where(
      inArray(
        sql`lower(${mem.username})`,
        usernames.map((u) => u.toLowerCase()),
      ),
    );
}

export async function findSendByKey(db: Db, clientKey: string): Promise<SendRow | undefined> {
  const [row] = await db.select().from(s).where(eq(s.clientKey, clientKey)).limit(1);
  return row;
}

/** Inserts the send; undefined when one with its client key is there already (a retry). */
export async function insertSend(db: Db, row: NewSend): Promise<SendRow | undefined> {
  const [saved] = await db
    .insert(s)
    .values(row)
    .onConflictDoNothing({ target: s.clientKey })
    .returning();
  return saved;
}

/** The member of the outer query is in a time-out or self-exclusion at `at`. */
const protectedAt = (at: Date): SQL => {
  const instant = sql`${at.toISOString()}::timestamptz`;
  return sql`exists (select 1 from ${pm} where ${pm.memberId} = ${mem.id} and ${pm.startsAt} <= ${instant} and (${pm.endsAt} is null or ${pm.endsAt} > ${instant}))`;
};

export interface Audience {
  /** Member ids; undefined = every member (not trial accounts). */
  memberIds?: readonly string[];
  /** Skip members in a time-out or self-exclusion at `at` (marketing). */
  skipProtected: boolean;
  at: Date;
}

const audienceWhere = (audience: Audience): SQL | undefined =>
  and(
    audience.memberIds ? inArray(mem.id, [...audience.memberIds]) : ne(mem.type, TRIAL_TYPE),
    audience.skipProtected ? not(protectedAt(audience.at)) : undefined,
  );

/**
 * Writes the send's message into each member's inbox in one insert-select (no
 * member list is read into memory); answers how many it wrote and how many of
 * the audience it skipped.
 */
export async function deliverSend(
  db: Db,
  send: SendRow,
  audience: Audience,
): Promise<{ recipients: number; skipped: number }> {
  await db.execute(
    sql`insert into ${m} (member_id, translations, kind, send_id, created_at)
        select ${mem.id}, ${JSON.stringify(send.translations)}::jsonb, ${send.kind}, ${send.id}::integer,
               ${send.createdAt.toISOString()}::timestamptz
        from ${mem} where ${audienceWhere(audience)}`,
  );
  const [[delivered], [asked]] = await Promise.all([
    db.select({ n: count() }).from(m).where(eq(m.sendId, send.id)),
    db
      .select({ n: count() })
      .from(mem)
      .where(audienceWhere({ ...audience, skipProtected: false })),
  ]);
  const recipients = delivered?.n ?? 0;
  const skipped = Math.max(0, (asked?.n ?? 0) - recipients);
  await db.update(s).set({ recipients, skipped }).where(eq(s.id, send.id));
  return { recipients, skipped };
}

/** A page of sends, newest first, and how many there are. */
export async function findSendPage(db: Db, limit: number, offset: number) {
  const [rows, [counted]] = await Promise.all([
    db.select().from(s).orderBy(desc(s.createdAt), desc(s.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(s),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
