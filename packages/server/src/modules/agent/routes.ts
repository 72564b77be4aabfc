import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { AgentService } from './service.ts';

export interface AgentRouteOptions {
  now: () => number;
}

/** The agent side (issue 16): agent home and team KPI. */
export default async function agentRoutes(app: FastifyInstance, opts: AgentRouteOptions) {
  const service = new AgentService(app.db, opts.now);
  const { agent } = endpoints;
  const memberId = (request: FastifyRequest) => memberSession(request).memberId;

  registerEndpoint(app, agent.home, (_input, request) => service.home(memberId(request)));
  registerEndpoint(app, agent.teamKpi, ({ query }, request) =>
    service.teamKpi(memberId(request), query),
  );
}
