import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import {
  SESSION_COOKIE,
  SessionStore,
  type NewSession,
  type Session,
} from '../modules/accounts/sessions.ts';

export type { Session } from '../modules/accounts/sessions.ts';

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
    sessions: SessionStore;
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

/** Sends the session cookie (HttpOnly; SameSite=Lax; Path=/; Secure in production and over HTTPS). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, s: NewSession) {
  reply.setCookie(SESSION_COOKIE, s.token, {
    ...cookieOptions(request),
    ...(s.cookieMaxAgeSeconds ? { maxAge: s.cookieMaxAgeSeconds } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/** The session of a route the auth hook has let through as member-only. */
export function memberSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('auth.required');
  return request.session;
}

/**
 * Reads the session token (cookie or bearer) of routes that use sessions and
 * puts the session on the request; the auth hook then decides.
 */
export default fp<{ now: () => number; secureCookies?: boolean }>(
  async (app, opts) => {
    await app.register(cookie);
    app.decorate('secureCookies', opts.secureCookies ?? false);
    const sessions = new SessionStore(app.db, app.shared, opts.now);
    app.decorate('sessions', sessions);
    app.decorateRequest('session', null);
    app.decorateRequest('sessionExpired', false);

    app.addHook('onRequest', async (request) => {
      const auth = request.routeOptions.config.auth ?? 'public';
      if (auth === 'public' || auth === 'admin') return;
      const token = readToken(request);
      if (!token) return;
      const found = await sessions.lookup(token, opts.now());
      if (found.state === 'valid') request.session = found.session;
      else request.sessionExpired = found.state === 'expired';
    });

    // A cookie whose session has ended is dropped from the browser with the 401.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 401 && !request.session && request.cookies[SESSION_COOKIE]) {
        clearSessionCookie(request, reply);
      }
      return payload;
    });
  },
  { name: 'session', dependencies: ['db', 'shared'] },
);
