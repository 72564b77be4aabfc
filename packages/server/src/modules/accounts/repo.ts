import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchasTable, membersTable, sessionsTable, verificationCodesTable } from './tables.ts';

export type Member = typeof membersTable.$inferSelect;
export type NewMember = typeof membersTable.$inferInsert;
export type SessionRow = typeof sessionsTable.$inferSelect;
export type CodePurpose = (typeof verificationCodesTable.$inferSelect)['purpose'];

const first = <T>(rows: T[]): T | undefined => rows[0];

// --- members -----------------------------------------------------------------

export async function findMemberById(db: Db, id: string) {
  return first(await db.select().from(membersTable).where(eq(membersTable.id, id)).limit(1));
}

/** Case-insensitive, as the unique index is. */
export async function findMemberByUsername(db: Db, merchantCode: string, username: string) {
  return first(
    await db
      .select()
      .from(membersTable)
      .where(
        and(
          eq(membersTable.merchantCode, merchantCode),
          eq(sql`lower(${membersTable.username})`, username.toLowerCase()),
        ),
      )
      .limit(1),
  );
}

export async function findMemberByPhone(
  db: Db,
  merchantCode: string,
  dialCode: string,
  mobile: string,
) {
  return first(
    await db
      .select()
      .from(membersTable)
      .where(
        and(
          eq(membersTable.merchantCode, merchantCode),
          eq(membersTable.dialCode, dialCode),
          eq(membersTable.mobile, mobile),
        ),
      )
      .limit(1),
  );
}

export async function findMemberByAffiliateCode(db: Db, merchantCode: string, code: string) {
  return first(
    await db
      .select()
      .from(membersTable)
      .where(
        and(
          eq(membersTable.merchantCode, merchantCode),
          eq(sql`upper(${membersTable.affiliateCode})`, code.toUpperCase()),
          eq(membersTable.status, 'active'),
        ),
      )
      .limit(1),
  );
}

export async function countMembers(db: Db, merchantCode: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(membersTable)
    .where(eq(membersTable.merchantCode, merchantCode));
  return rows[0]?.n ?? 0;
}

export async function insertMember(db: Db, values: NewMember): Promise<Member> {
  const rows = await db.insert(membersTable).values(values).returning();
  return rows[0]!;
}

/** Atomic: concurrent failures each count. Answers the new count. */
export async function addLoginFailure(db: Db, id: string): Promise<number> {
  const rows = await db
    .update(membersTable)
    .set({ failedLoginCount: sql`${membersTable.failedLoginCount} + 1` })
    .where(eq(membersTable.id, id))
    .returning({ count: membersTable.failedLoginCount });
  return rows[0]?.count ?? 0;
}

export async function lockMember(db: Db, id: string, until: Date): Promise<void> {
  await db.update(membersTable).set({ lockedUntil: until }).where(eq(membersTable.id, id));
}

export async function clearLoginFailures(db: Db, id: string): Promise<void> {
  await db
    .update(membersTable)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(membersTable.id, id));
}

/**
 * Callers then tell `SessionStore.memberChanged(id)`: sessions and member info
 * are kept in memory, on every instance, until the change is published.
 */
export async function updateMember(db: Db, id: string, values: Partial<NewMember>) {
  await db
    .update(membersTable)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(membersTable.id, id));
}

// --- sessions ----------------------------------------------------------------

export async function insertSession(db: Db, values: typeof sessionsTable.$inferInsert) {
  const rows = await db.insert(sessionsTable).values(values).returning();
  return rows[0]!;
}

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return first(
    await db
      .select({ session: sessionsTable, member: membersTable })
      .from(sessionsTable)
      .innerJoin(membersTable, eq(membersTable.id, sessionsTable.memberId))
      .where(eq(sessionsTable.tokenHash, tokenHash))
      .limit(1),
  );
}

export async function touchSession(db: Db, id: string, lastSeenAt: Date, idleExpiresAt: Date) {
  await db.update(sessionsTable).set({ lastSeenAt, idleExpiresAt }).where(eq(sessionsTable.id, id));
}

export async function revokeSession(db: Db, id: string, at: Date) {
  await db
    .update(sessionsTable)
    .set({ revokedAt: at })
    .where(and(eq(sessionsTable.id, id), isNull(sessionsTable.revokedAt)));
}

/** Every live session of the member, except `keepId` when given. */
export async function revokeMemberSessions(db: Db, memberId: string, at: Date, keepId?: string) {
  await db
    .update(sessionsTable)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessionsTable.memberId, memberId),
        isNull(sessionsTable.revokedAt),
        keepId ? ne(sessionsTable.id, keepId) : undefined,
      ),
    );
}

// --- captchas ----------------------------------------------------------------

export async function insertCaptcha(db: Db, answerHash: string, expiresAt: Date) {
  const rows = await db
    .insert(captchasTable)
    .values({ answerHash, expiresAt })
    .returning({ id: captchasTable.id });
  return rows[0]!.id;
}

/** Marks the captcha used (right or wrong answer alike) and answers it, once. */
export async function takeCaptcha(db: Db, id: string, now: Date) {
  return first(
    await db
      .update(captchasTable)
      .set({ usedAt: now })
      .where(
        and(
          eq(captchasTable.id, id),
          isNull(captchasTable.usedAt),
          gt(captchasTable.expiresAt, now),
        ),
      )
      .returning({ answerHash: captchasTable.answerHash }),
  );
}

// --- verification codes ------------------------------------------------------

export async function insertCode(
  db: Db,
  values: typeof verificationCodesTable.$inferInsert,
): Promise<{ id: (typeof verificationCodesTable.$inferSelect)['id'] }> {
  const [row] = await db
    .insert(verificationCodesTable)
    .values(values)
    .returning({ id: verificationCodesTable.id });
  return row!;
}

/** A code that was never delivered: gone, so the one sent before it still counts. */
export async function deleteCode(db: Db, id: (typeof verificationCodesTable.$inferSelect)['id']) {
  await db.delete(verificationCodesTable).where(eq(verificationCodesTable.id, id));
}

/** The newest unused code for this phone and purpose. */
export async function findLatestCode(
  db: Db,
  merchantCode: string,
  phone: string,
  purpose: CodePurpose,
) {
  return first(
    await db
      .select()
      .from(verificationCodesTable)
      .where(
        and(
          eq(verificationCodesTable.merchantCode, merchantCode),
          eq(verificationCodesTable.phone, phone),
          eq(verificationCodesTable.purpose, purpose),
          isNull(verificationCodesTable.usedAt),
        ),
      )
      .orderBy(desc(verificationCodesTable.createdAt))
      .limit(1),
  );
}

export async function addCodeAttempt(db: Db, id: string): Promise<number> {
  const rows = await db
    .update(verificationCodesTable)
    .set({ attempts: sql`${verificationCodesTable.attempts} + 1` })
    .where(eq(verificationCodesTable.id, id))
    .returning({ attempts: verificationCodesTable.attempts });
  return rows[0]?.attempts ?? 0;
}

/** True for the one call that marks it used. */
export async function useCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodesTable)
    .set({ usedAt: now })
    .where(and(eq(verificationCodesTable.id, id), isNull(verificationCodesTable.usedAt)))
    .returning({ id: verificationCodesTable.id });
  return rows.length > 0;
}
