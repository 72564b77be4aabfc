import { endpoints } from '@kalaro/contract/endpoints';
import type { DepositLimitsValue } from '@kalaro/contract/payments';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { AppError } from '../../lib/errors.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { clearSessionCookie, memberSession } from '../../plugins/session.ts';
import type { ProtectionService } from './service.ts';

/** Player protection: the member's time-out or self-exclusion, and the operator's. */
export default async function protectionRoutes(
  app: FastifyInstance,
  opts: {
    service: ProtectionService;
    /** The member's deposit limits (the deposit module's read), shown to operators. */
    depositLimits: (memberId: string) => Promise<DepositLimitsValue>;
  },
) {
  const { service } = opts;
  const { protection } = endpoints;

  registerEndpoint(app, protection.status, (_input, request) =>
    service.status(memberSession(request).memberId),
  );
  registerEndpoint(app, protection.take, async ({ body }, request, reply) => {
    const measure = await service.take(memberSession(request).memberId, body.period);
    // Every session of the member has ended, this one too.
    clearSessionCookie(request, reply);
    return measure;
  });

  registerEndpoint(app, protection.limits, (_input, request) => {
    const session = memberSession(request);
    return service.limits.read(session.memberId, session.sessionId);
  });
  registerEndpoint(app, protection.setLimits, ({ body }, request) => {
    const session = memberSession(request);
    return service.limits.set(session.memberId, body, session.sessionId);
  });

  registerEndpoint(app, protection.realityCheck, (_input, request) =>
    service.realityCheck.read(memberSession(request).memberId),
  );
  registerEndpoint(app, protection.setRealityCheck, ({ body }, request) =>
    service.realityCheck.set(memberSession(request).memberId, body.minutes),
  );
  registerEndpoint(app, protection.continueRealityCheck, (_input, request) => {
    const session = memberSession(request);
    return service.realityCheck.answer(session.memberId, session.sessionId);
  });
  registerEndpoint(app, protection.session, (_input, request) => {
    const session = memberSession(request);
    return service.realityCheck.summary(session.memberId, session.sessionId);
  });

  registerEndpoint(app, protection.close, async (_input, request, reply) => {
    const closed = await service.close(memberSession(request).memberId);
    clearSessionCookie(request, reply);
    return closed;
  });

  registerEndpoint(app, protection.adminRead, ({ params }) =>
    service.adminRead(params.id, opts.depositLimits),
  );
  registerEndpoint(app, protection.adminApply, async ({ params, body }, request) => {
    if (!request.actor) throw new AppError('admin.token_invalid');
    const { before, after } = await service.apply(
      params.id,
      body.period,
      request.actor,
      body.reason,
    );
    noteChange(request, { target: `member/${params.id}/protection`, before, after });
    return after;
  });
}
