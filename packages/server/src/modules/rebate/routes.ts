import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { RebateService } from './service.ts';

/** Manual rebate and rebate report (member calls; claiming needs a real account). */
export default async function rebateRoutes(
  app: FastifyInstance,
  opts: { now?: () => number } = {},
) {
  const service = new RebateService(app.db, opts.now ?? Date.now);
  const memberId = (request: FastifyRequest) => memberSession(request).memberId;
  const { rebate } = endpoints;

  registerEndpoint(app, rebate.manual, (_input, request) => service.manual(memberId(request)));
  registerEndpoint(app, rebate.claim, (_input, request) => service.claim(memberId(request)));
  registerEndpoint(app, rebate.records, ({ query }, request) =>
    service.records(memberId(request), query),
  );
}
