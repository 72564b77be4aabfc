import type { AdminAgentPayout } from '@kalaro/contract/agent';
import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { AppError } from '../../lib/errors.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { AgentAdmin } from './admin.ts';
import { adminTermsOf, type ContractService } from './contracts.ts';
import type { AgentPayoutService, ReviewedPayout } from './payouts.ts';
import type { TeamService } from './team.ts';

/** What the audit log keeps of a payout before and after a review. */
const payoutNote = ({ status, base, rate, amount, rejectReason }: AdminAgentPayout) => ({
  status,
  base,
  rate,
  amount,
  rejectReason,
});

/**
 * The back office's Agents section and agent payout review: the tree, an agent's
 * page, the operator's contract offers and their end, and payouts. Each write is
 * noted for the audit log with its before and after.
 */
export function registerAgentAdminRoutes(
  app: FastifyInstance,
  deps: { team: TeamService; contracts: ContractService; payouts: AgentPayoutService },
) {
  const { agent } = endpoints;
  const admin = new AgentAdmin(app.db, deps.team, deps.contracts);
  const operatorOf = (request: FastifyRequest) => {
    if (!request.actor) throw new AppError('admin.token_invalid');
    return request.actor.username;
  };

  registerEndpoint(app, agent.adminAgents, ({ query }) => admin.tree(query));
  registerEndpoint(app, agent.adminAgent, ({ params, query }) => admin.detail(params.id, query));

  registerEndpoint(app, agent.adminOfferContract, async ({ params, body }, request) => {
    const target = await admin.agent(params.id);
    const before = await admin.contract(target, params.kind);
    const placed = await deps.contracts.place(target, params.kind, body.rate, {
      operator: operatorOf(request),
    });
    const offer = adminTermsOf({ ...placed.row, offeredBy: null });
    noteChange(request, {
      target: `agent/${target.id}/contracts/${params.kind}`,
      before: { pending: before.pending, active: before.active },
      after: { pending: offer, active: before.active, replayed: placed.replayed },
    });
    return { kind: params.kind, userName: target.username, offer, replayed: placed.replayed };
  });

  registerEndpoint(app, agent.adminEndContract, async ({ params, body }, request) => {
    const target = await admin.agent(params.id);
    const before = await admin.contract(target, params.kind);
    const { after } = await deps.contracts.end(target, params.kind, body.contractId);
    const contract = await admin.contract(target, params.kind);
    const outcome = after.status === 'withdrawn' ? ('withdrawn' as const) : ('ended' as const);
    noteChange(request, {
      target: `agent/${target.id}/contracts/${params.kind}`,
      before: { pending: before.pending, active: before.active },
      after: { pending: contract.pending, active: contract.active, [outcome]: body.contractId },
    });
    return { kind: params.kind, contractId: body.contractId, outcome, contract };
  });

  registerEndpoint(app, agent.adminPayouts, ({ query }) => deps.payouts.list(query));
  const reviewed = (request: FastifyRequest, { before, payout }: ReviewedPayout) => {
    noteChange(request, {
      target: `agent-payout/${payout.id}`,
      before: payoutNote(before),
      after: payoutNote(payout),
    });
    return payout;
  };
  registerEndpoint(app, agent.adminApprovePayout, async ({ params }, request) =>
    reviewed(request, await deps.payouts.approve(params.id)),
  );
  registerEndpoint(app, agent.adminRejectPayout, async ({ params, body }, request) =>
    reviewed(request, await deps.payouts.reject(params.id, body.reason)),
  );
  registerEndpoint(app, agent.adminRecalculatePayout, async ({ params }, request) =>
    reviewed(request, await deps.payouts.recalculate(params.id)),
  );
}
