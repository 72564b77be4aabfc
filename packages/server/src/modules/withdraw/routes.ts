import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import type { SecurityService } from '../security/service.ts';
import { WithdrawService } from './service.ts';

export interface WithdrawRouteOptions {
  now: () => number;
  /** The app's security service: its payment-password lockout covers withdrawals too. */
  security: SecurityService;
}

/** Withdrawals: the withdraw screen, bank cards, requests, records and operator review. */
export default async function withdrawRoutes(app: FastifyInstance, opts: WithdrawRouteOptions) {
  const service = new WithdrawService(app.db, opts.security, opts.now);
  const { withdraw } = endpoints;
  const memberId = (request: FastifyRequest) => memberSession(request).memberId;

  registerEndpoint(app, withdraw.info, (_input, request) => service.info(memberId(request)));
  registerEndpoint(app, withdraw.addCard, ({ body }, request) =>
    service.addCard(memberId(request), body),
  );
  registerEndpoint(app, withdraw.create, ({ body }, request) =>
    service.create(memberId(request), body),
  );
  registerEndpoint(app, withdraw.records, ({ query }, request) =>
    service.records(memberId(request), query),
  );
  registerEndpoint(app, withdraw.adminList, ({ query }) => service.reviewQueue(query));
  registerEndpoint(app, withdraw.adminReview, async ({ params, body }, request) => {
    const reviewed = await service.review(params.id, body);
    // Only a pending request is reviewed (a second review is refused): before, it was pending.
    noteChange(request, {
      target: `withdrawal/${params.id}`,
      before: { status: 'pending' },
      after: { status: reviewed.status, note: reviewed.note, amount: reviewed.amount },
    });
    return reviewed;
  });
}
