import { MEMBER_TYPE } from '@kalaro/contract/constants';
import type { Db } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import {
  findSessionByTokenHash,
  insertSession,
  revokeMemberSessions,
  revokeSession,
  touchSession,
  type Member,
} from './repo.ts';

export const SESSION_COOKIE = 'kalaro_session';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Lifetimes: a session ends after `idle` without a call, or `absolute` after login. */
export const SESSION_TTL = {
  normal: { idleMs: 2 * HOUR, absoluteMs: DAY },
  rememberMe: { idleMs: 30 * DAY, absoluteMs: 30 * DAY },
  /** Last-seen is written at most this often. */
  touchEveryMs: MINUTE,
} as const;

/** The caller's session as handlers see it. */
export interface Session {
  readonly sessionId: string;
  readonly memberId: string;
  readonly merchantCode: string;
  readonly username: string;
  /** customerType. */
  readonly type: number;
  readonly isTrial: boolean;
  readonly rememberMe: boolean;
}

export type SessionLookup =
  | { state: 'valid'; session: Session }
  /** Known token, but revoked, expired, or its account disabled. */
  | { state: 'expired' }
  | { state: 'unknown' };

export interface NewSession {
  token: string;
  /** Cookie lifetime in seconds; undefined = a browser-session cookie. */
  cookieMaxAgeSeconds: number | undefined;
}

export async function createSession(
  db: Db,
  member: Pick<Member, 'id'>,
  { rememberMe, userAgent, ip }: { rememberMe: boolean; userAgent?: string; ip: string },
  now: number,
): Promise<NewSession> {
  const token = randomToken();
  const ttl = rememberMe ? SESSION_TTL.rememberMe : SESSION_TTL.normal;
  await insertSession(db, {
    memberId: member.id,
    tokenHash: sha256(token),
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    idleExpiresAt: new Date(now + ttl.idleMs),
    absoluteExpiresAt: new Date(now + ttl.absoluteMs),
    rememberMe,
    userAgent: userAgent?.slice(0, 512) ?? null,
    ip,
  });
  return { token, cookieMaxAgeSeconds: rememberMe ? ttl.absoluteMs / 1000 : undefined };
}

/** Finds the token's session; slides its idle expiry (written at most once a minute). */
export async function lookupSession(db: Db, token: string, now: number): Promise<SessionLookup> {
  if (token.length < 16 || token.length > 256) return { state: 'unknown' };
  const found = await findSessionByTokenHash(db, sha256(token));
  if (!found) return { state: 'unknown' };
  const { session, member } = found;
  if (
    session.revokedAt ||
    session.idleExpiresAt.getTime() <= now ||
    session.absoluteExpiresAt.getTime() <= now ||
    member.status !== 'active' ||
    member.side !== 'member'
  ) {
    return { state: 'expired' };
  }
  if (now - session.lastSeenAt.getTime() >= SESSION_TTL.touchEveryMs) {
    const ttl = session.rememberMe ? SESSION_TTL.rememberMe : SESSION_TTL.normal;
    const idle = Math.min(now + ttl.idleMs, session.absoluteExpiresAt.getTime());
    await touchSession(db, session.id, new Date(now), new Date(idle));
  }
  return {
    state: 'valid',
    session: {
      sessionId: session.id,
      memberId: member.id,
      merchantCode: member.merchantCode,
      username: member.username,
      type: member.type,
      isTrial: member.type === MEMBER_TYPE.TRIAL,
      rememberMe: session.rememberMe,
    },
  };
}

export const endSession = (db: Db, sessionId: string, now: number) =>
  revokeSession(db, sessionId, new Date(now));

export const endOtherSessions = (db: Db, memberId: string, keepId: string, now: number) =>
  revokeMemberSessions(db, memberId, new Date(now), keepId);

export const endAllSessions = (db: Db, memberId: string, now: number) =>
  revokeMemberSessions(db, memberId, new Date(now));
