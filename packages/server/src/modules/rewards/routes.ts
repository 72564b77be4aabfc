import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { RewardService } from './service.ts';

/**
 * The rewards centre (member calls). Claiming needs a real account: the auth
 * hook refuses trial sessions (`realMember` in the contract).
 */
export default async function rewardRoutes(
  app: FastifyInstance,
  opts: { now?: () => number } = {},
) {
  const service = new RewardService(app.db, opts.now ?? Date.now);
  const memberId = (request: FastifyRequest) => memberSession(request).memberId;
  const { rewards } = endpoints;

  registerEndpoint(app, rewards.list, ({ query }, request) =>
    service.list(memberId(request), query),
  );
  registerEndpoint(app, rewards.unclaimedCount, (_input, request) =>
    service.unclaimedCount(memberId(request)),
  );
  registerEndpoint(app, rewards.claim, ({ params }, request) =>
    service.claim(memberId(request), params.id),
  );
}
