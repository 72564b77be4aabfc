import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OPERATOR_COOKIE,
  OPERATOR_COOKIE_PATH,
  OPERATOR_SIGN_IN_COOKIE,
  type AdminActor,
} from '../../lib/actor.ts';
import { noteChange } from '../../lib/audit-note.ts';
import { AppError } from '../../lib/errors.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { recordAudit } from '../audit/service.ts';
import { OPERATOR_SESSION_TTL, signedIn, type OperatorAccounts } from './service.ts';

/**
 * Cookies of the back office: HttpOnly, SameSite=Strict, only on the admin API's
 * paths, Secure in production (and over HTTPS). The session's lasts at most its
 * absolute lifetime; the sign-in's five minutes.
 */
const cookieOptions = (request: FastifyRequest, maxAgeMs: number) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: OPERATOR_COOKIE_PATH,
  secure: request.server.secureCookies || request.protocol === 'https',
  maxAge: Math.floor(maxAgeMs / 1000),
});

const metaOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const actor = (request: FastifyRequest): AdminActor => {
  if (!request.actor) throw new AppError('admin.token_invalid');
  return request.actor;
};

/** Sign-in, sign-out and the owner's management of operator accounts. */
export default async function operatorAccountRoutes(
  app: FastifyInstance,
  { accounts, now }: { accounts: OperatorAccounts; now: () => number },
) {
  const e = endpoints.operatorAccounts;

  function startSession(request: FastifyRequest, reply: FastifyReply, token: string): void {
    reply.clearCookie(OPERATOR_SIGN_IN_COOKIE, cookieOptions(request, 0));
    reply.setCookie(
      OPERATOR_COOKIE,
      token,
      cookieOptions(request, OPERATOR_SESSION_TTL.absoluteMs),
    );
  }

  const audited = (request: FastifyRequest, who: AdminActor, action: string) =>
    recordAudit(app.db, {
      actor: who,
      ip: request.ip,
      action,
      target: who.operatorId ? `operator/${who.operatorId}` : null,
      before: null,
      after: null,
      at: new Date(now()),
    });

  registerEndpoint(app, e.signIn, async ({ body }, request, reply) => {
    const { token, value } = await accounts.signIn(body.username, body.password, metaOf(request));
    reply.setCookie(
      OPERATOR_SIGN_IN_COOKIE,
      token,
      cookieOptions(request, OPERATOR_SESSION_TTL.codeStepMs),
    );
    return value;
  });

  registerEndpoint(app, e.signInCode, async ({ body }, request, reply) => {
    const { token, actor: who } = await accounts.signInCode(
      request.cookies[OPERATOR_SIGN_IN_COOKIE],
      body.code,
      metaOf(request),
    );
    startSession(request, reply, token);
    await audited(request, who, 'operatorAccounts.signIn');
    return signedIn(who);
  });

  registerEndpoint(app, e.skipEnrolment, async (_input, request, reply) => {
    const { token, actor: who } = await accounts.skipEnrolment(
      request.cookies[OPERATOR_SIGN_IN_COOKIE],
      metaOf(request),
    );
    startSession(request, reply, token);
    await audited(request, who, 'operatorAccounts.signIn');
    return signedIn(who);
  });

  registerEndpoint(app, e.signOut, async (_input, request, reply) => {
    const token = request.cookies[OPERATOR_COOKIE];
    const found = token ? await accounts.authenticate(token) : undefined;
    await accounts.signOut(token);
    reply.clearCookie(OPERATOR_COOKIE, cookieOptions(request, 0));
    reply.clearCookie(OPERATOR_SIGN_IN_COOKIE, cookieOptions(request, 0));
    if (found?.state === 'valid') await audited(request, found.actor, 'operatorAccounts.signOut');
    return { done: true as const };
  });

  registerEndpoint(app, e.me, async (_input, request) => signedIn(actor(request)));

  registerEndpoint(app, e.changePassword, async ({ body }, request) => {
    const who = actor(request);
    const { endedSessions } = await accounts.changePassword(
      who,
      request.cookies[OPERATOR_COOKIE],
      body,
      metaOf(request),
    );
    // No password in the log: only that it changed and how many other sessions ended.
    noteChange(request, {
      target: `operator/${who.operatorId}`,
      before: null,
      after: { passwordChanged: true, endedSessions },
    });
    return { done: true as const };
  });

  registerEndpoint(app, e.list, async () => ({ operators: await accounts.list() }));

  registerEndpoint(app, e.create, async ({ body }, request) => {
    const created = await accounts.create(body);
    noteChange(request, { target: `operator/${created.id}`, after: created });
    return created;
  });

  registerEndpoint(app, e.update, async ({ params, body }, request) => {
    const { before, after } = await accounts.update(params.id, body);
    noteChange(request, { target: `operator/${params.id}`, before, after });
    return after;
  });

  registerEndpoint(app, e.resetPassword, async ({ params, body }, request) => {
    const { before, after, endedSessions } = await accounts.resetPassword(params.id, body.password);
    // No password in the log: the account before and after, and the sessions it ended.
    noteChange(request, {
      target: `operator/${params.id}`,
      before,
      after: { ...after, passwordReset: true, endedSessions },
    });
    return after;
  });

  registerEndpoint(app, e.endSessions, async ({ params }, request) => {
    const ended = await accounts.endSessions(params.id);
    noteChange(request, { target: `operator/${params.id}`, after: { endedSessions: ended } });
    return { ended };
  });
}
