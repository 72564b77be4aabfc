import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { getBalance } from './service.ts';

export default async function walletRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.wallet.balance, (_input, request) =>
    getBalance(app.db, request.session!.memberId),
  );
}
