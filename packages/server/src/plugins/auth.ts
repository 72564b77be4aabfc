import { createHash, timingSafeEqual } from 'node:crypto';
import { roleMay, type Permission } from '@kalaro/contract/operator-roles';
import { PASSWORD_CHANGE_OPEN_ROUTES, type RouteId } from '@kalaro/contract/password-change';
import type { AuthRequirement } from '@kalaro/contract/route-info';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  OPERATOR_COOKIE,
  TOKEN_ACTOR,
  type AdminActor,
  type OperatorAuthenticator,
} from '../lib/actor.ts';
import { AppError } from '../lib/errors.ts';
import { addRouteHook } from '../lib/route-hooks.ts';
import { logCaller } from '../lib/request-id.ts';

type Done = (err?: Error) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Copied from the contract by lib/route.ts; routes without it are public. */
    auth?: AuthRequirement;
    /** An admin route's permission, copied from the contract by lib/route.ts. */
    permission?: Permission;
  }
  interface FastifyRequest {
    /** Who makes an admin call (set by the auth hook on admin routes only). */
    actor: AdminActor | null;
  }
}

export const TRIAL_RESTRICTED_MESSAGE = 'Please login an actual account to use this function';

// Hashing first gives both sides the same length, so the comparison time tells nothing.
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The automation token's check: undefined when the request carries no bearer
 * token, true when it is the token, false when it is another one.
 */
export function makeAdminTokenCheck(adminToken: string | undefined) {
  const expected = adminToken ? digest(adminToken) : undefined;
  return (request: FastifyRequest): boolean | undefined => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return undefined;
    return expected !== undefined && timingSafeEqual(digest(match[1]), expected);
  };
}

/** Enforces the `auth` the contract declares for the matched route. The only place that does. */
export default fp<{ adminToken?: string; authenticateOperator: OperatorAuthenticator }>(
  async (app, opts) => {
    const isAdminToken = makeAdminTokenCheck(opts.adminToken);
    app.decorateRequest('actor', null);

    /** The automation token (acts as the owner), else the operator's session cookie. */
    async function actorOf(request: FastifyRequest): Promise<AdminActor> {
      const viaToken = isAdminToken(request);
      if (viaToken === true) return TOKEN_ACTOR;
      if (viaToken === false) throw new AppError('admin.token_invalid', 'Wrong admin token');
      const token = request.cookies[OPERATOR_COOKIE];
      if (!token) throw new AppError('admin.token_invalid', 'Sign in to the back office');
      const found = await opts.authenticateOperator(token);
      if (found.state !== 'valid') {
        throw new AppError('admin.token_invalid', 'The back-office session has ended');
      }
      return found.actor;
    }

    const requireAdmin =
      (permission: Permission | undefined) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const actor = await actorOf(request);
        logCaller(request, reply, { operatorId: actor.operatorId ?? actor.kind });
        if (!permission || !roleMay(actor.role, permission)) {
          throw new AppError('admin.forbidden', `The ${actor.role} role may not make this call`);
        }
        // A one-time password: the operator's own calls ('self': me, the password change) only.
        if (actor.mustChangePassword && permission !== 'self') {
          throw new AppError(
            'admin.password_change_required',
            'Change your one-time password before anything else',
          );
        }
        request.actor = actor;
      };
    // The session plugin has read the cookie or bearer token (its hook runs first).
    const requireMember =
      (realOnly: boolean, openBeforePasswordChange: boolean) =>
      (request: FastifyRequest, _reply: FastifyReply, done: Done) => {
        if (!request.session) {
          throw new AppError(request.sessionExpired ? 'auth.session_expired' : 'auth.required');
        }
        if (realOnly && request.session.isTrial) {
          throw new AppError('auth.trial_restricted', TRIAL_RESTRICTED_MESSAGE);
        }
        // A reset password (someone else has seen it): the change, the basics and logout only.
        if (request.session.mustChangePassword && !openBeforePasswordChange) {
          throw new AppError(
            'auth.password_change_required',
            'Change your password before anything else',
          );
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
        // Signed with the vendor's secret over the raw body: the vendor-wallet module checks it.
        case 'vendor':
          return;
        case 'admin':
          return addRouteHook(route, 'onRequest', requireAdmin(route.config?.permission));
        case 'member':
        case 'realMember':
          return addRouteHook(
            route,
            'onRequest',
            requireMember(
              auth === 'realMember',
              PASSWORD_CHANGE_OPEN_ROUTES.has(route.config?.action as RouteId),
            ),
          );
      }
    });
  },
  { name: 'auth', dependencies: ['errors', 'session'] },
);
