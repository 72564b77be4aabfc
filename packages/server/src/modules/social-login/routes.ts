import { endpoints } from '@kalaro/contract/endpoints';
import { errorEnvelope } from '@kalaro/contract/envelope';
import type { ErrorCode } from '@kalaro/contract/errors';
import {
  SOCIAL_ERROR_PARAM,
  SOCIAL_LINK_DONE_PATH,
  SOCIAL_LINKED_PARAM,
  SOCIAL_LOGIN_DONE_PATH,
  SOCIAL_LOGIN_FAILED_PATH,
  type SocialProvider,
} from '@kalaro/contract/social-login-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PasswordHasher } from '../../lib/password.ts';
import { registerEndpoint, routeConfigOf } from '../../lib/route.ts';
import { describeError, sendError } from '../../plugins/errors.ts';
import { memberSession, setSessionCookie } from '../../plugins/session.ts';
import type { ProtectionService } from '../protection/service.ts';
import type { SocialProviderConfig } from './model.ts';
import { PENDING_TTL_MS } from './pending-cookie.ts';
import { SocialLoginService } from './service.ts';

/** The pending authorization (state, nonce, PKCE verifier), signed; only the callback reads it. */
export const PENDING_COOKIE = 'kalaro_social';
const COOKIE_PATH = '/wps/auth/social';

export interface SocialLoginRoutesOptions {
  now: () => number;
  hasher: PasswordHasher;
  protection: Pick<ProtectionService, 'assertMayLogIn'>;
  providers: readonly SocialProviderConfig[];
  rateLimitFactor?: number;
  /** Test hook: the account names' random digits. */
  randomDigits?: (count: number) => string;
}

const { providers, start, linkStart, callback, linked, unlink } = endpoints.socialLogin;

/** The start's refusals a page cannot help with (no button leads there): the error envelope. */
const START_ANSWERS_JSON: ReadonlySet<ErrorCode> = new Set([
  'auth.social_unavailable',
  'validation.failed',
]);

/** The link start's refusals before it leaves for the provider (no session, a trial one): the error envelope. */
const LINK_START_ANSWERS_JSON: ReadonlySet<ErrorCode> = new Set([
  ...START_ANSWERS_JSON,
  'auth.required',
  'auth.session_expired',
  'auth.trial_restricted',
  'auth.password_change_required',
]);

const pendingCookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  // Sent on the provider's top-level redirect back (a GET navigation from its site).
  sameSite: 'lax' as const,
  path: COOKIE_PATH,
  secure: request.server.secureCookies || request.protocol === 'https',
});

/** This server's address as the browser reached it (behind a trusted proxy: as forwarded). */
const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const callbackPath = (provider: SocialProvider) =>
  callback.path.replace(':provider', encodeURIComponent(provider));

/** A page navigation's redirect, never kept by a cache (it carries one-time values). */
const redirect = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').redirect(location, 302);

/**
 * Social login: the offered providers (JSON), and the start and the callback,
 * which are page navigations. Their refusals take the player back to the login
 * screen with the error's code (`/m/login?socialError=…`), which shows its message.
 */
export default async function socialLoginRoutes(
  app: FastifyInstance,
  opts: SocialLoginRoutesOptions,
) {
  const limiter = (name: string) => app.shared.limiter(name, opts.now, opts.rateLimitFactor ?? 1);
  const service = new SocialLoginService({
    db: app.db,
    now: opts.now,
    hasher: opts.hasher,
    protection: opts.protection,
    providers: opts.providers,
    cookieKey: app.encryption.signingKey('social-login-pending'),
    claimOnce: app.shared.claimOnce,
    limiters: { loginIp: limiter('loginIp'), registerIp: limiter('registerIp') },
    randomDigits: opts.randomDigits,
  });

  registerEndpoint(app, providers, async () => ({ providers: await service.offered() }));
  registerEndpoint(app, linked, (_input, request) =>
    service.linked(memberSession(request).memberId),
  );
  registerEndpoint(app, unlink, ({ params }, request) =>
    service.unlink(memberSession(request).memberId, params.provider),
  );

  /** Callbacks (and link starts) whose refusals go back to the security centre, not the login screen. */
  const linkMode = new WeakSet<FastifyRequest>();

  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      const described = describeError(error);
      if (described.code === 'server.error') request.log.error({ err: error }, 'request failed');
      else
        request.log.info(
          { errorCode: described.code, reason: error instanceof Error ? error.message : error },
          'social login refused',
        );
      const route = request.routeOptions.url;
      if (route === start.path && START_ANSWERS_JSON.has(described.code)) {
        return sendError(reply, described);
      }
      const isLinkStart = route === linkStart.path;
      if (isLinkStart && LINK_START_ANSWERS_JSON.has(described.code)) {
        return sendError(reply, described);
      }
      const query = new URLSearchParams({ [SOCIAL_ERROR_PARAM]: described.code });
      const back =
        isLinkStart || linkMode.has(request) ? SOCIAL_LINK_DONE_PATH : SOCIAL_LOGIN_FAILED_PATH;
      return redirect(reply, `${back}?${query}`);
    });

    const responses = {
      302: start.value,
      '4xx': errorEnvelope,
      '5xx': errorEnvelope,
    };

    scope.get<{ Params: { provider: SocialProvider } }>(
      start.path,
      {
        config: routeConfigOf(start),
        schema: {
          summary: start.summary,
          tags: [start.group],
          params: start.params,
          response: responses,
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        const redirectUri = new URL(callbackPath(provider), origin(request)).href;
        const { url, cookie } = await service.start(provider, redirectUri);
        reply.setCookie(PENDING_COOKIE, cookie, {
          ...pendingCookieOptions(request),
          maxAge: PENDING_TTL_MS / 1000,
        });
        return redirect(reply, url);
      },
    );

    scope.get<{ Params: { provider: SocialProvider } }>(
      linkStart.path,
      {
        config: routeConfigOf(linkStart),
        schema: {
          summary: linkStart.summary,
          tags: [linkStart.group],
          params: linkStart.params,
          response: responses,
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        const redirectUri = new URL(callbackPath(provider), origin(request)).href;
        const member = memberSession(request).memberId;
        const { url, cookie } = await service.start(provider, redirectUri, member);
        reply.setCookie(PENDING_COOKIE, cookie, {
          ...pendingCookieOptions(request),
          maxAge: PENDING_TTL_MS / 1000,
        });
        return redirect(reply, url);
      },
    );

    scope.get<{ Params: { provider: SocialProvider } }>(
      callback.path,
      {
        config: routeConfigOf(callback),
        schema: {
          summary: callback.summary,
          tags: [callback.group],
          params: callback.params,
          querystring: callback.query,
          response: responses,
        },
      },
      async (request, reply) => {
        const cookie = request.cookies[PENDING_COOKIE];
        // Used or not, the pending authorization goes with this answer.
        reply.clearCookie(PENDING_COOKIE, pendingCookieOptions(request));
        if (service.isLinkMode(cookie)) linkMode.add(request);
        const done = await service.complete(
          request.params.provider,
          { url: new URL(request.url, origin(request)), cookie },
          { ip: request.ip, userAgent: request.headers['user-agent'] },
          request.session,
        );
        if ('linked' in done) {
          // The member stays signed in with the session they have.
          const query = new URLSearchParams({ [SOCIAL_LINKED_PARAM]: done.linked });
          return redirect(reply, `${SOCIAL_LINK_DONE_PATH}?${query}`);
        }
        setSessionCookie(request, reply, done.session);
        return redirect(reply, SOCIAL_LOGIN_DONE_PATH);
      },
    );
  });
}
