import { MEMBER_TYPE } from '@kalaro/contract/constants';
import type { LoginDevice } from '@kalaro/contract/device';
import type { Db } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { LoadingCache } from '../../lib/ttl-cache.ts';
import type { MemberSessions, NewSession, Session, SessionLookup } from '../../plugins/session.ts';
import type { SharedState } from '../../plugins/shared.ts';
import {
  findSessionByTokenHash,
  insertSession,
  revokeMemberSessions,
  revokeSession,
  touchSession,
  type Member,
} from './repo.ts';

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

export async function createSession(
  db: Db,
  member: Pick<Member, 'id'>,
  {
    rememberMe,
    userAgent,
    device,
    ip,
  }: { rememberMe: boolean; userAgent?: string; device?: LoginDevice; ip: string },
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
    device: device ?? null,
    ip,
  });
  return { token, cookieMaxAgeSeconds: rememberMe ? ttl.absoluteMs / 1000 : undefined };
}

/** What is kept of a live session: the session row and the member fields the check needs. */
interface KnownSession {
  readonly session: Session;
  readonly absoluteExpiresAt: number;
  /** Moved forward (here and in the database) by each touch. */
  lastSeenAt: number;
  idleExpiresAt: number;
}

/** The token's session as the database has it: live, `expired` (revoked, disabled…) or unknown. */
async function readSession(
  db: Db,
  tokenHash: string,
): Promise<KnownSession | 'expired' | undefined> {
  const found = await findSessionByTokenHash(db, tokenHash);
  if (!found) return undefined;
  const { session, member } = found;
  if (session.revokedAt || member.status !== 'active' || member.side !== 'member') return 'expired';
  return {
    session: Object.freeze({
      sessionId: session.id,
      memberId: member.id,
      merchantCode: member.merchantCode,
      username: member.username,
      type: member.type,
      isTrial: member.type === MEMBER_TYPE.TRIAL,
      rememberMe: session.rememberMe,
      mustChangePassword: member.expiredPassword,
    }),
    absoluteExpiresAt: session.absoluteExpiresAt.getTime(),
    lastSeenAt: session.lastSeenAt.getTime(),
    idleExpiresAt: session.idleExpiresAt.getTime(),
  };
}

const isLive = (known: KnownSession, now: number) =>
  known.idleExpiresAt > now && known.absoluteExpiresAt > now;

/** How long this instance keeps a session it has read, at most (writes elsewhere are published). */
export const SESSION_CACHE = { ttlMs: 5_000, maxEntries: 10_000 } as const;

/** `sessions` topic payload: every member's. */
export const ALL_MEMBERS = 'all';

/**
 * The members' sessions of this instance: finds a token's session (kept in
 * memory for {@link SESSION_CACHE}.ttlMs, so most calls do not read the
 * database), ends sessions, and tells every instance to forget what it keeps of
 * a member whose sessions or account changed (`app.shared`, topic `sessions`).
 * A session ended here is refused here as soon as the ending call returns, and
 * on other instances once they hear of it (at most the time to live when a
 * message is lost). Idle and absolute expiry are checked on every call.
 */
export class SessionStore implements MemberSessions {
  /** Live sessions by token hash (ended ones are not kept). */
  private readonly known: LoadingCache<KnownSession | 'expired'>;
  private readonly memberHandlers: ((memberId: string) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly shared: Pick<SharedState, 'invalidate' | 'onInvalidate'>,
    /** The clock of the cache's time to live (the app's clock: tests move it). */
    now: () => number,
    { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number } = SESSION_CACHE,
  ) {
    this.known = new LoadingCache(maxEntries, ttlMs, now);
    shared.onInvalidate('sessions', (payload) => this.forget(payload ?? ALL_MEMBERS));
  }

  /** What this instance keeps of the member (or of all members) goes. */
  private forget(memberId: string): void {
    if (memberId === ALL_MEMBERS) this.known.clear();
    else
      this.known.deleteWhere((known) => known === 'expired' || known.session.memberId === memberId);
    for (const handler of this.memberHandlers) handler(memberId);
  }

  /**
   * Finds the token's session; slides its idle expiry (written at most once a
   * minute). A live session kept in memory with no write due is answered at once
   * (no promise: the common case of every member call).
   */
  lookup(token: string, now: number): SessionLookup | Promise<SessionLookup> {
    if (token.length < 16 || token.length > 256) return { state: 'unknown' };
    const tokenHash = sha256(token);
    const cached = this.known.get(tokenHash);
    if (cached !== undefined && cached !== 'expired' && isLive(cached, now)) {
      if (!this.touchDue(cached, now)) return { state: 'valid', session: cached.session };
      return this.touch(cached, now).then(() => ({ state: 'valid', session: cached.session }));
    }
    // Past its expiry here: another instance may have slid it since, the database decides.
    if (cached) this.known.delete(tokenHash);
    return this.read(tokenHash, now);
  }

  private async read(tokenHash: string, now: number): Promise<SessionLookup> {
    const found = await this.known.load(
      tokenHash,
      () => readSession(this.db, tokenHash),
      // Only a live session is kept: an ended one is read again (it is refused all the same).
      (known) => known !== 'expired' && isLive(known, now),
    );
    if (found === undefined) return { state: 'unknown' };
    if (found === 'expired' || !isLive(found, now)) return { state: 'expired' };
    await this.touch(found, now);
    return { state: 'valid', session: found.session };
  }

  /** Logout: this session ends, on every instance. */
  async end(session: Session, now: number): Promise<void> {
    await revokeSession(this.db, session.sessionId, new Date(now));
    this.memberChanged(session.memberId);
  }

  /** Password change: the member's other sessions end, on every instance. */
  async endOthers(session: Session, now: number): Promise<void> {
    await revokeMemberSessions(this.db, session.memberId, new Date(now), session.sessionId);
    this.memberChanged(session.memberId);
  }

  /** Password reset: every session of the member ends, on every instance. */
  async endAll(memberId: string, now: number): Promise<void> {
    await revokeMemberSessions(this.db, memberId, new Date(now));
    this.memberChanged(memberId);
  }

  /**
   * Call after writing a member's row (status, side, type, or a field a cache
   * shows, e.g. member info): every instance forgets what it keeps of the member
   * (here before this returns).
   */
  memberChanged(memberId: string): void {
    this.shared.invalidate('sessions', memberId);
  }

  /**
   * Runs `handler` with the member id whenever any instance calls
   * {@link memberChanged} (with `all` when every member's is to be forgotten).
   */
  onMemberChanged(handler: (memberId: string) => void): void {
    this.memberHandlers.push(handler);
  }

  /** Writes last-seen and the slid idle expiry once a minute, and keeps them so no other call does. */
  private touchDue(known: KnownSession, now: number): boolean {
    return now - known.lastSeenAt >= SESSION_TTL.touchEveryMs;
  }

  private async touch(known: KnownSession, now: number): Promise<void> {
    if (!this.touchDue(known, now)) return;
    const before = { lastSeenAt: known.lastSeenAt, idleExpiresAt: known.idleExpiresAt };
    const ttl = known.session.rememberMe ? SESSION_TTL.rememberMe : SESSION_TTL.normal;
    known.lastSeenAt = now;
    known.idleExpiresAt = Math.min(now + ttl.idleMs, known.absoluteExpiresAt);
    try {
      await touchSession(
        this.db,
        known.session.sessionId,
        new Date(now),
        new Date(known.idleExpiresAt),
      );
    } catch (error) {
      Object.assign(known, before);
      throw error;
    }
  }
}
