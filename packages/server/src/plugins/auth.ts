import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthRequirement } from '@kalaro/contract/route-info';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { addRouteHook } from '../lib/route-hooks.ts';

type Done = (err?: Error) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Copied from the contract by lib/route.ts; routes without it are public. */
    auth?: AuthRequirement;
  }
}

export const TRIAL_RESTRICTED_MESSAGE = 'Please login an actual account to use this function';

// Hashing first gives both sides the same length, so the comparison time tells nothing.
const digest = (value: string) => createHash('sha256').update(value).digest();

export function makeAdminTokenCheck(adminToken: string | undefined) {
  const expected = adminToken ? digest(adminToken) : undefined;
  return (request: FastifyRequest) => {
    if (!expected) {
      throw new AppError(
        'admin.token_invalid',
        'The admin API is disabled: KALARO_ADMIN_TOKEN is not set',
      );
    }
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw new AppError('admin.token_invalid', 'Missing or wrong admin token');
    }
  };
}

/** Enforces the `auth` the contract declares for the matched route. The only place that does. */
export default fp<{ adminToken?: string }>(
  async (app, opts) => {
    const checkAdmin = makeAdminTokenCheck(opts.adminToken);

    const requireAdmin = (request: FastifyRequest, _reply: FastifyReply, done: Done) => {
      checkAdmin(request);
      done();
    };
    // The session plugin has read the cookie or bearer token (its hook runs first).
    const requireMember =
      (realOnly: boolean) => (request: FastifyRequest, _reply: FastifyReply, done: Done) => {
        if (!request.session) {
          throw new AppError(request.sessionExpired ? 'auth.session_expired' : 'auth.required');
        }
        if (realOnly && request.session.isTrial) {
          throw new AppError('auth.trial_restricted', TRIAL_RESTRICTED_MESSAGE);
        }
        done();
      };

    // Each route gets the check its `auth` asks for; public and optional ones get none.
    app.addHook('onRoute', (route) => {
      const auth = route.config?.auth ?? 'public';
      switch (auth) {
        case 'public':
        case 'optional':
          return;
        case 'admin':
          return addRouteHook(route, 'onRequest', requireAdmin);
        case 'member':
        case 'realMember':
          return addRouteHook(route, 'onRequest', requireMember(auth === 'realMember'));
      }
    });
  },
  { name: 'auth', dependencies: ['errors', 'session'] },
);
