import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { rawBodyOf, withRawBody } from '../../lib/raw-body.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import type { PaymentProviders } from '../deposit/providers/types.ts';
import type { SecurityService } from '../security/service.ts';
import type { PayoutChecksConfig } from '../../config.ts';
import { WithdrawPayoutChecks } from './payout-checks.ts';
import { reviewContext } from './review-context.ts';
import { WithdrawService } from './service.ts';

export interface WithdrawRouteOptions {
  now: () => number;
  /** The app's security service: its payment-password lockout covers withdrawals too. */
  security: SecurityService;
  /** The payment providers this server runs: those with payout support pay withdrawals out. */
  providers?: PaymentProviders;
  /** The scheduled status check of payouts left paying (on a timer with `scheduler`). */
  payoutChecks?: PayoutChecksConfig;
}

/**
 * Withdrawals: the withdraw screen, bank cards, requests, records and operator
 * review; payouts through a gateway, their callback, an operator's check now and
 * (with `payoutChecks.scheduler`) the scheduled check of those left paying.
 */
export default async function withdrawRoutes(app: FastifyInstance, opts: WithdrawRouteOptions) {
  const service = new WithdrawService(app.db, opts.security, opts.now, opts.providers, app.log);
  if (opts.payoutChecks?.scheduler) {
    const { intervalSeconds, checkAfterSeconds } = opts.payoutChecks;
    const checks = new WithdrawPayoutChecks(
      service.payouts,
      {
        scheduler: true,
        holdLease: app.shared.holdLease,
        ...(intervalSeconds ? { intervalMs: intervalSeconds * 1000 } : {}),
        ...(checkAfterSeconds ? { checkAfterMs: checkAfterSeconds * 1000 } : {}),
      },
      app.log,
    );
    app.addHook('onReady', () => checks.start());
    app.addHook('onClose', () => checks.stop());
  }
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
  registerEndpoint(app, withdraw.adminDetail, async ({ params }) => {
    const request = await service.reviewItem(params.id);
    return { request, ...(await reviewContext(app.db, request.memberId)) };
  });
  registerEndpoint(app, withdraw.adminReview, async ({ params, body }, request) => {
    const reviewed = await service.review(params.id, body);
    // Only a pending request is reviewed (a second review is refused): before, it was pending.
    noteChange(request, {
      target: `withdrawal/${params.id}`,
      before: { status: 'pending' },
      after: {
        status: reviewed.status,
        note: reviewed.note,
        amount: reviewed.amount,
        ...(body.payoutProvider ? { payoutProvider: body.payoutProvider } : {}),
      },
    });
    return reviewed;
  });
  // Check now: the gateway asked, its answer applied; audited whether or not the status changed.
  registerEndpoint(app, withdraw.adminPayoutStatus, async ({ params }, request) => {
    const before = (await service.payouts.statusOf(params.id)) ?? null;
    const after = await service.payoutStatus(params.id);
    noteChange(request, {
      target: `withdrawal/${params.id}`,
      before: { status: before },
      after: { status: after.status, via: 'payout status check' },
    });
    return after;
  });
  await withRawBody(app, (scope) => {
    registerEndpoint(scope, withdraw.payoutCallback, ({ params }, request) =>
      service.payouts.callback(params.provider, rawBodyOf(request), request.headers),
    );
  });
}
