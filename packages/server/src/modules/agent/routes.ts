import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { SecurityService } from '../security/service.ts';
import { registerAgentAdminRoutes } from './admin-routes.ts';
import { AgentAnnouncementService } from './announcements.ts';
import { ContractService } from './contracts.ts';
import { DividendService } from './dividend.ts';
import { DownlineService } from './downlines.ts';
import { AgentPayouts, AgentPayoutService } from './payouts.ts';
import { AgentService } from './service.ts';
import { TeamService } from './team.ts';
import { TransferUpService } from './transfer-up.ts';

export interface AgentRouteOptions {
  now: () => number;
  hasher: PasswordHasher;
  /** Checks the payment password (with its lockout) for transfers to the upline. */
  security: SecurityService;
  /** Pay salaries, dividends and team rebate on a timer under the lease (the server does; tests pass by hand). */
  payouts?: boolean;
}

/**
 * The agent side: agent home, team KPI, downlines and their rates,
 * contracts, payouts; and, from the same services, the back office's (admin-routes.ts).
 */
export default async function agentRoutes(app: FastifyInstance, opts: AgentRouteOptions) {
  const service = new AgentService(app.db, opts.now);
  const { agent } = endpoints;
  const memberId = (request: FastifyRequest) => memberSession(request).memberId;

  registerEndpoint(app, agent.home, (_input, request) => service.home(memberId(request)));

  const dividends = new DividendService(app.db, opts.now);
  registerEndpoint(app, agent.dividend, ({ query }, request) =>
    dividends.info(memberId(request), query),
  );

  const announcements = new AgentAnnouncementService(app.db, opts.now);
  registerEndpoint(app, agent.announcements, ({ query }, request) =>
    announcements.list(memberId(request), query),
  );
  registerEndpoint(app, agent.readAnnouncement, ({ params }, request) =>
    announcements.markRead(memberId(request), params.id),
  );
  registerEndpoint(app, agent.teamKpi, ({ query }, request) =>
    service.teamKpi(memberId(request), query),
  );

  const team = new TeamService(app.db, opts.now);
  registerEndpoint(app, agent.teamOverview, ({ query }, request) =>
    team.overview(memberId(request), query),
  );
  registerEndpoint(app, agent.teamMembers, ({ query }, request) =>
    team.members(memberId(request), query),
  );
  registerEndpoint(app, agent.teamProfitAndLoss, ({ query }, request) =>
    team.profitAndLoss(memberId(request), query),
  );
  registerEndpoint(app, agent.teamBets, ({ query }, request) =>
    team.bets(memberId(request), query),
  );
  registerEndpoint(app, agent.teamRebate, ({ query }, request) =>
    team.rebateIncome(memberId(request), query),
  );

  const downlines = new DownlineService(app.db, opts.hasher);
  registerEndpoint(app, agent.createDownline, ({ body }, request) =>
    downlines.create(memberId(request), body),
  );
  registerEndpoint(app, agent.rebate, ({ query }, request) =>
    downlines.list(memberId(request), query),
  );
  registerEndpoint(app, agent.setDownlineRebate, ({ params, body }, request) =>
    downlines.setRebate(memberId(request), params.userName, body.rebateRate),
  );

  const contracts = new ContractService(app.db, opts.now);
  const payoutService = new AgentPayoutService(app.db, opts.now);
  // The operator's side of the same services (agents.read, agents.manage, payouts.review).
  registerAgentAdminRoutes(app, { team, contracts, payouts: payoutService });
  registerEndpoint(app, agent.pendingContracts, (_input, request) =>
    contracts.pending(memberId(request)),
  );
  registerEndpoint(app, agent.contract, ({ params }, request) =>
    contracts.get(memberId(request), params.kind),
  );
  registerEndpoint(app, agent.offerContract, ({ params, body }, request) =>
    contracts.offer(memberId(request), params.kind, body),
  );
  registerEndpoint(app, agent.respondContract, ({ params, body }, request) =>
    contracts.respond(memberId(request), params.kind, body),
  );

  registerEndpoint(app, agent.payouts, ({ query }, request) =>
    payoutService.mine(memberId(request), query),
  );
  if (opts.payouts) {
    const job = new AgentPayouts(
      app.db,
      { now: opts.now, scheduler: true, holdLease: app.shared.holdLease },
      app.log,
    );
    app.addHook('onReady', () => job.start());
    app.addHook('onClose', () => job.stop());
  }

  const transferUp = new TransferUpService(app.db, opts.security);
  registerEndpoint(app, agent.transferUpInfo, (_input, request) =>
    transferUp.info(memberId(request)),
  );
  registerEndpoint(app, agent.transferUp, ({ body }, request) =>
    transferUp.transfer(memberId(request), body),
  );
}
