import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNED_IN_COOKIE } from '@kalaro/contract/static-shell';
import { AppError } from '../lib/errors.ts';
import { addRouteHook } from '../lib/route-hooks.ts';
import { logCaller } from '../lib/request-id.ts';

export const SESSION_COOKIE = 'kalaro_session';

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
  /** The password was reset (by an operator or an e-mailed temporary one): it must be changed first. */
  readonly mustChangePassword: boolean;
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

/**
 * The members' sessions, as the app is given them (the accounts module's
 * `SessionStore` keeps them): this plugin looks tokens up; what changes a
 * member's account ends sessions and tells it of the change.
 */
export interface MemberSessions {
  /** The token's session; no promise when it is kept in memory. */
  lookup(token: string, now: number): SessionLookup | Promise<SessionLookup>;
  /** Logout: this session ends, on every instance. */
  end(session: Session, now: number): Promise<void>;
  /** Password change: the member's other sessions end, on every instance. */
  endOthers(session: Session, now: number): Promise<void>;
  /** Password reset: every session of the member ends, on every instance. */
  endAll(memberId: string, now: number): Promise<void>;
  /** After a write of a member's row: every instance forgets what it keeps of the member. */
  memberChanged(memberId: string): void;
  /** Runs `handler` with the member id (or `all`) whenever any instance calls `memberChanged`. */
  onMemberChanged(handler: (memberId: string) => void): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's member session, or null. Set before the auth hook runs. */
    session: Session | null;
    /** Why there is no session although a token came: it was revoked or expired. */
    sessionExpired: boolean;
  }
  interface FastifyInstance {
    /** Production mode: the session cookie is always `Secure` (TLS ends at a proxy in front). */
    secureCookies: boolean;
    /** Finds and ends members' sessions; what changes a member's account tells it. */
    sessions: MemberSessions;
  }
}

/** The token from the session cookie, else from `Authorization: Bearer`. */
function readToken(request: FastifyRequest): string | undefined {
  const fromCookie = request.cookies[SESSION_COOKIE];
  if (fromCookie) return fromCookie;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: request.server.secureCookies || request.protocol === 'https',
});

/**
 * Sends the session cookie (HttpOnly; SameSite=Lax; Path=/; Secure in production
 * and over HTTPS) and, with the same lifetime, the signed-in mark scripts can read
 * (`SIGNED_IN_COOKIE`: no secret, only that a session cookie is there).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, s: NewSession) {
  const lifetime = s.cookieMaxAgeSeconds ? { maxAge: s.cookieMaxAgeSeconds } : {};
  reply.setCookie(SESSION_COOKIE, s.token, { ...cookieOptions(request), ...lifetime });
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    ...cookieOptions(request),
    httpOnly: false,
    ...lifetime,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  reply.clearCookie(SIGNED_IN_COOKIE, { ...cookieOptions(request), httpOnly: false });
}

function useSession(request: FastifyRequest, reply: FastifyReply, found: SessionLookup) {
  if (found.state === 'valid') {
    request.session = found.session;
    logCaller(request, reply, { memberId: found.session.memberId });
  } else request.sessionExpired = found.state === 'expired';
}

/** The session of a route the auth hook has let through as member-only. */
export function memberSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('auth.required');
  return request.session;
}

export interface SessionOptions {
  /** The members' sessions (built by the app: `modules/accounts/sessions.ts`). */
  store: MemberSessions;
  now: () => number;
  secureCookies?: boolean;
}

/**
 * Reads the session token (cookie or bearer) of routes that use sessions and
 * puts the session on the request; the auth hook then decides.
 */
export default fp<SessionOptions>(
  async (app, opts) => {
    await app.register(cookie);
    app.decorate('secureCookies', opts.secureCookies ?? false);
    const sessions = opts.store;
    app.decorate('sessions', sessions);
    app.decorateRequest('session', null);
    app.decorateRequest('sessionExpired', false);

    /** Puts the token's session on the request (no promise when it is kept in memory). */
    function readSession(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      const token = readToken(request);
      if (!token) return done();
      const found = sessions.lookup(token, opts.now());
      if (!(found instanceof Promise)) {
        useSession(request, reply, found);
        return done();
      }
      found.then((lookup) => {
        useSession(request, reply, lookup);
        done();
      }, done);
    }

    // A cookie whose session has ended is dropped from the browser with the 401.
    function dropEndedCookie(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (err: null, payload: unknown) => void,
    ) {
      const cookies = request.cookies;
      if (
        reply.statusCode === 401 &&
        !request.session &&
        (cookies[SESSION_COOKIE] || cookies[SIGNED_IN_COOKIE])
      ) {
        clearSessionCookie(request, reply);
      }
      done(null, payload);
    }

    // Only the routes that use sessions read one (public reads do no session work).
    app.addHook('onRoute', (route) => {
      const auth = route.config?.auth ?? 'public';
      if (auth === 'public' || auth === 'admin' || auth === 'vendor') return;
      addRouteHook(route, 'onRequest', readSession);
      addRouteHook(route, 'onSend', dropEndedCookie);
    });
  },
  { name: 'session' },
);
