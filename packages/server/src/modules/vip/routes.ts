import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { memberBenefits } from './service.ts';

/** Member club benefits (issue 8); trial sessions are refused by the auth hook (`realMember`). */
export default async function vipRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.member.benefits, (_input, request) =>
    memberBenefits(app.db, app.sessions, memberSession(request).memberId),
  );
}
