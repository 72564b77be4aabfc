import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { setOpenLotteryBetsSource } from '../../lib/metrics.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { countOpenBets } from './repo.ts';
import { LotteryService, type LotteryOptions } from './service.ts';

/**
 * The in-house lottery's calls (member sessions, trial accounts included: they
 * bet their trial balance) and its scheduler: on start it writes the configured
 * lotteries and catches up on every draw that is due (resumable settlement).
 */
export default async function lotteryRoutes(app: FastifyInstance, opts: LotteryOptions) {
  const lottery = new LotteryService(app.db, { ...opts, holdLease: app.shared.holdLease }, app.log);
  app.addHook('onReady', () => lottery.start());
  app.addHook('onClose', () => lottery.stop());
  const unsetOpenBets = setOpenLotteryBetsSource(() => countOpenBets(app.db));
  app.addHook('onClose', async () => unsetOpenBets());

  registerEndpoint(app, endpoints.lottery.list, ({ query }) => lottery.list(query.language));
  registerEndpoint(app, endpoints.lottery.state, ({ params, query }, request) =>
    lottery.state(memberSession(request), params.code, query.language),
  );
  registerEndpoint(app, endpoints.lottery.placeBet, ({ params, body }, request) =>
    lottery.placeBet(memberSession(request), params.code, body),
  );
  registerEndpoint(app, endpoints.lottery.myBets, ({ params }, request) =>
    lottery.myBets(memberSession(request), params.code),
  );
}
