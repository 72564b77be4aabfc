import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { rawBodyOf, withRawBody } from '../../lib/raw-body.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { payoutReconciliation } from '../withdraw/payout-reconciliation.ts';
import { registerDemoGatewayPages } from './demo-pages.ts';
import { DEMO_PROVIDER_ID, type DemoProvider } from './providers/demo.ts';
import type { PaymentProviders } from './providers/types.ts';
import { reviewContext } from '../withdraw/review-context.ts';
import { DepositService } from './service.ts';

export interface DepositRouteOptions {
  now: () => number;
  /** The payment providers this server runs (providers/registry.ts). */
  providers: PaymentProviders;
}

/** Deposits: member calls, the gateway callback, operator review and the demo gateway's page. */
export default async function depositRoutes(app: FastifyInstance, opts: DepositRouteOptions) {
  const service = new DepositService(app.db, opts.providers, opts.now);
  const { deposit } = endpoints;
  const memberId = (request: Parameters<typeof memberSession>[0]) =>
    memberSession(request).memberId;

  registerEndpoint(app, deposit.channels, ({ query }) => service.channels(query.language));
  registerEndpoint(app, deposit.create, ({ body }, request) =>
    service.create(memberId(request), body),
  );
  registerEndpoint(app, deposit.detail, ({ params, query }, request) =>
    service.detail(memberId(request), params.id, query.language),
  );
  registerEndpoint(app, deposit.records, ({ query }, request) =>
    service.records(memberId(request), query),
  );
  registerEndpoint(app, deposit.limits, (_input, request) => service.limits(memberId(request)));
  registerEndpoint(app, deposit.setLimits, ({ body }, request) =>
    service.setLimits(memberId(request), body),
  );
  registerEndpoint(app, endpoints.paymentGateways.reconcile, async ({ params }, request) => {
    const before = await service.reviewStatus(params.id);
    const reconciled = await service.reconcile(params.id);
    if (before !== reconciled.status) {
      noteChange(request, {
        target: `deposit/${params.id}`,
        before: { status: before },
        after: { status: reconciled.status, via: 'gateway status query' },
      });
    }
    return reconciled;
  });
  registerEndpoint(app, endpoints.paymentGateways.list, async () => service.gateways());
  registerEndpoint(app, endpoints.paymentGateways.reconciliation, ({ query }) =>
    query.side === 'payouts'
      ? payoutReconciliation(app.db, opts.providers, query, opts.now())
      : service.reconciliation(query),
  );
  registerEndpoint(app, deposit.adminList, ({ query }) => service.reviewQueue(query));
  registerEndpoint(app, deposit.adminDetail, async ({ params }) => {
    const request = await service.reviewItem(params.id);
    return { request, ...(await reviewContext(app.db, request.memberId)) };
  });
  registerEndpoint(app, deposit.adminReview, async ({ params, body }, request) => {
    const reviewed = await service.review(params.id, body);
    // Only a pending request is reviewed (a second review is refused): before, it was pending.
    noteChange(request, {
      target: `deposit/${params.id}`,
      before: { status: 'pending' },
      after: { status: reviewed.status, note: reviewed.note, credit: reviewed.credit },
    });
    return reviewed;
  });

  await withRawBody(app, (scope) => {
    registerEndpoint(scope, deposit.callback, ({ params }, request) =>
      service.callback(params.provider, rawBodyOf(request), request.headers),
    );
  });

  const demo = opts.providers.get(DEMO_PROVIDER_ID);
  if (demo && 'sign' in demo) {
    await registerDemoGatewayPages(app, service, demo as DemoProvider, opts.now);
  }
}
