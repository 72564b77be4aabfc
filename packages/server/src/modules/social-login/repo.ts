import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SocialProvider } from './model.ts';
import { socialLoginsTable } from './tables.ts';

/** The member an identity of `provider` is linked to, if any. */
export async function findLinkedMemberId(
  db: Db,
  provider: SocialProvider,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ memberId: socialLoginsTable.memberId })
    .from(socialLoginsTable)
    .where(and(eq(socialLoginsTable.provider, provider), eq(socialLoginsTable.subject, subject)))
    .limit(1);
  return row?.memberId;
}

/** Links the identity to the member (unique: an identity links one member, a member one identity per provider). */
export async function insertLink(
  db: Db,
  link: { provider: SocialProvider; subject: string; memberId: string },
): Promise<void> {
  await db.insert(socialLoginsTable).values(link);
}

/** The member's linked identities (provider and when), oldest first; the subject stays here. */
export async function listLinks(
  db: Db,
  memberId: string,
): Promise<{ provider: SocialProvider; createdAt: Date }[]> {
  return db
    .select({ provider: socialLoginsTable.provider, createdAt: socialLoginsTable.createdAt })
    .from(socialLoginsTable)
    .where(eq(socialLoginsTable.memberId, memberId))
    .orderBy(asc(socialLoginsTable.createdAt), asc(socialLoginsTable.provider));
}

/** Removes the member's identity of `provider`; whether there was one. */
export async function deleteLink(
  db: Db,
  memberId: string,
  provider: SocialProvider,
): Promise<boolean> {
  const removed = await db
    .delete(socialLoginsTable)
    .where(and(eq(socialLoginsTable.memberId, memberId), eq(socialLoginsTable.provider, provider)))
    .returning({ id: socialLoginsTable.id });
  return removed.length > 0;
}

/** The unique indexes a link can break, by name. */
export const LINK_CONSTRAINTS = {
  subject: 'social_logins_subject_uq',
  member: 'social_logins_member_uq',
} as const;
