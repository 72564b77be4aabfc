import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { ReferralService } from './service.ts';

/** Invite friends; trial sessions are refused by the auth hook (`realMember`). */
export default async function referralRoutes(
  app: FastifyInstance,
  opts: { now?: () => number } = {},
) {
  const service = new ReferralService(app.db, opts.now ?? Date.now);
  registerEndpoint(app, endpoints.member.referral, (_input, request) =>
    service.get(memberSession(request).memberId),
  );
}
