import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PasswordHasher } from '../../lib/password.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import type { Messaging } from '../outbox/service.ts';
import { SecurityService } from './service.ts';
import { textLanguageOf } from '../accounts/verification.ts';

export interface SecurityRoutesOptions {
  now: () => number;
  hasher: PasswordHasher;
  messaging: Messaging;
  rateLimitFactor?: number;
}

/**
 * One security service per app: its limiters count wrong payment passwords for
 * every call that checks one (the security centre and withdrawals alike).
 */
export function createSecurityService(
  app: FastifyInstance,
  opts: SecurityRoutesOptions,
): SecurityService {
  const limiter = (name: string) => app.shared.limiter(name, opts.now, opts.rateLimitFactor ?? 1);
  return new SecurityService({
    db: app.db,
    now: opts.now,
    sessions: app.sessions,
    hasher: opts.hasher,
    messaging: opts.messaging,
    limiters: {
      paymentPassword: limiter('paymentPassword'),
      loginPassword: limiter('loginPassword'),
      securityAnswers: limiter('securityAnswers'),
      codeMember: limiter('codeMember'),
      codeTarget: limiter('codeTarget'),
    },
  });
}

/**
 * The security centre. Every call needs a real account: the auth hook
 * refuses trial sessions (`realMember` in the contract). Changing the login
 * password is the accounts module's `security.changePassword`.
 */
export default async function securityRoutes(
  app: FastifyInstance,
  opts: { service: SecurityService },
) {
  const { service } = opts;
  const memberId = (request: FastifyRequest) => memberSession(request).memberId;
  const { security, securityQuestions } = endpoints;

  registerEndpoint(app, security.overview, (_input, request) =>
    service.overview(memberId(request)),
  );
  registerEndpoint(app, security.paymentPassword, ({ body }, request) =>
    service.setPaymentPassword(memberId(request), body),
  );
  registerEndpoint(app, security.verifyPaymentPassword, ({ body }, request) =>
    service.verifyPaymentPassword(memberId(request), body.paymentPassword),
  );
  registerEndpoint(app, security.bindCode, ({ body }, request) =>
    service.sendBindCode(memberId(request), body, textLanguageOf(request)),
  );
  registerEndpoint(app, security.bindEmail, ({ body }, request) =>
    service.bindEmail(memberId(request), body),
  );
  registerEndpoint(app, security.bindMobile, ({ body }, request) =>
    service.bindMobile(memberId(request), body),
  );
  registerEndpoint(app, securityQuestions.status, (_input, request) =>
    service.questionsStatus(memberId(request)),
  );
  registerEndpoint(app, securityQuestions.set, ({ body }, request) =>
    service.setQuestions(memberId(request), body),
  );
  registerEndpoint(app, security.payeeName, ({ body }, request) =>
    service.setPayeeName(memberId(request), body),
  );
}
