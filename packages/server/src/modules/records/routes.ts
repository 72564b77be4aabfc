import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { RecordsService } from './service.ts';

/** Account record, betting record and profit and loss (member sessions). */
export default async function recordsRoutes(app: FastifyInstance, opts: { now: () => number }) {
  const records = new RecordsService(app.db, opts.now);
  const memberId = (request: Parameters<typeof memberSession>[0]) =>
    memberSession(request).memberId;

  registerEndpoint(app, endpoints.wallet.transactions, ({ query }, request) =>
    records.transactions(memberId(request), query),
  );
  registerEndpoint(app, endpoints.report.bets, ({ query }, request) =>
    records.bets(memberId(request), query),
  );
  registerEndpoint(app, endpoints.report.profitAndLoss, ({ query }, request) =>
    records.profitAndLoss(memberId(request), query),
  );
}
