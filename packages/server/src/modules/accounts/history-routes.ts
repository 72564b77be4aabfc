import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { MemberHistoryService, type HistorySources } from './history.ts';

/** The back office's member history: ledger, bets, deposits, withdrawals, rewards. */
export default async function memberHistoryRoutes(app: FastifyInstance, opts: HistorySources) {
  const history = new MemberHistoryService(app.db, opts);
  registerEndpoint(app, endpoints.member.adminHistory, ({ params, query }) =>
    history.page(params.id, query),
  );
}
