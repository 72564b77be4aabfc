import { defineEndpoint } from '../endpoint.ts';
import { agentRoutes } from '../routes/agent.ts';
import {
  adminAgentPayout,
  adminAgentPayoutsQuery,
  adminAgentPayoutsValue,
  agentAnnouncementParams,
  agentAnnouncementsQuery,
  agentAnnouncementsValue,
  agentDividendQuery,
  agentDividendValue,
  agentHomeValue,
  agentPayoutParams,
  agentPayoutsQuery,
  agentPayoutsValue,
  agentRebateQuery,
  agentRebateValue,
  contractParams,
  contractValue,
  createDownlineBody,
  createDownlineValue,
  downlineParams,
  offerContractBody,
  offerContractValue,
  pendingContractsValue,
  readAgentAnnouncementValue,
  rejectAgentPayoutBody,
  respondContractBody,
  setDownlineRebateBody,
  setDownlineRebateValue,
  teamBetsQuery,
  teamBetsValue,
  teamKpiQuery,
  teamKpiValue,
  teamMembersQuery,
  teamMembersValue,
  teamOverviewQuery,
  teamOverviewValue,
  teamRebateQuery,
  teamRebateValue,
  transferUpBody,
  transferUpInfoValue,
  transferUpValue,
} from '../agent.ts';
import { profitAndLossQuery, profitAndLossValue } from '../wallet-records.ts';
import {
  adminAgentParams,
  adminAgentQuery,
  adminAgentValue,
  adminAgentsQuery,
  adminAgentsValue,
  adminContractParams,
  adminEndContractBody,
  adminEndContractValue,
  adminOfferContractBody,
  adminOfferContractValue,
} from '../agent-admin.ts';

/** The agent's team reports of a date range: an agent, a valid range (the session's errors come from the route). */
const teamReportErrors = [
  'auth.non_agent',
  'records.date_range_invalid',
  'validation.failed',
] as const;

export const agentEndpoints = {
  home: defineEndpoint('agent', agentRoutes.home, {
    summary:
      "Agent home: name, type, total balance, the tiles of the operator's whitelist, the dividend switch, unread messages and the team's size; refused for non-agents",
    value: agentHomeValue,
    errors: ['auth.non_agent'],
  }),
  teamKpi: defineEndpoint('agent', agentRoutes.teamKpi, {
    summary:
      "Team KPI for the agent's whole team (every depth) over a date range (YYYY-MM-DD in utcOffset, default today): members who logged in, bet, registered, and who are online now",
    query: teamKpiQuery,
    value: teamKpiValue,
    errors: teamReportErrors,
  }),
  teamOverview: defineEndpoint('agent', agentRoutes.teamOverview, {
    summary:
      "Team overview: the whole team's size, direct members, agents and players, levels and balance now; registrations, bettors, deposits, withdrawals and bets of a date range (default today)",
    query: teamOverviewQuery,
    value: teamOverviewValue,
    errors: teamReportErrors,
  }),
  teamMembers: defineEndpoint('agent', agentRoutes.teamMembers, {
    summary:
      'Team members (every depth, or direct only): search by part of the username, paging; each with level, upline, balance, turnover of the date range, last login and whether online',
    query: teamMembersQuery,
    value: teamMembersValue,
    errors: teamReportErrors,
  }),
  teamProfitAndLoss: defineEndpoint('agent', agentRoutes.teamProfitAndLoss, {
    summary:
      "Team profit and loss of a date range: the whole team's bets in total, per day and per game category (the member report's shape)",
    query: profitAndLossQuery,
    value: profitAndLossValue,
    errors: teamReportErrors,
  }),
  teamBets: defineEndpoint('agent', agentRoutes.teamBets, {
    summary:
      "Team betting: the whole team's bets of a date range, newest first, by bettor, category and status, with totals",
    query: teamBetsQuery,
    value: teamBetsValue,
    errors: teamReportErrors,
  }),
  teamRebate: defineEndpoint('agent', agentRoutes.teamRebate, {
    summary:
      "Team rebate income of a date range: each direct downline's team turnover and the agent's margin on it (own rate less the downline's), largest first, with totals",
    query: teamRebateQuery,
    value: teamRebateValue,
    errors: teamReportErrors,
  }),
  createDownline: defineEndpoint('agent', agentRoutes.createDownline, {
    summary:
      "Open a downline account under the caller (a player, or an agent with a team of its own) with a rebate rate no higher than the caller's own; the account can log in at once",
    body: createDownlineBody,
    value: createDownlineValue,
    errors: [
      'auth.non_agent',
      'validation.failed',
      'register.field_invalid',
      'password.confirmation_mismatch',
      'user.exists',
      'agent.rate_above_own',
      'rate.limited',
    ],
  }),
  rebate: defineEndpoint('agent', agentRoutes.rebate, {
    summary:
      "The caller's own rebate rate and its direct downlines' rates (search by username, paged), each with the floor its own downlines set",
    query: agentRebateQuery,
    value: agentRebateValue,
    errors: ['auth.non_agent', 'validation.failed'],
  }),
  setDownlineRebate: defineEndpoint('agent', agentRoutes.setDownlineRebate, {
    summary:
      "Change a direct downline's rebate rate: never above the caller's own, never below what that downline gives its own team",
    params: downlineParams,
    body: setDownlineRebateBody,
    value: setDownlineRebateValue,
    errors: [
      'auth.non_agent',
      'validation.failed',
      'agent.downline_not_found',
      'agent.rate_above_own',
      'agent.rate_below_downline',
    ],
  }),
  pendingContracts: defineEndpoint('agent', agentRoutes.pendingContracts, {
    summary:
      "Which contract offers wait for the caller's answer (daily salary, dividend, hourly salary); all false for types 4, 40, 41 and 42",
    value: pendingContractsValue,
    errors: ['auth.non_agent'],
  }),
  contract: defineEndpoint('agent', agentRoutes.contract, {
    summary: "One contract of the caller: the upline's pending offer and the terms in force",
    params: contractParams,
    value: contractValue,
    errors: ['auth.non_agent', 'validation.failed'],
  }),
  offerContract: defineEndpoint('agent', agentRoutes.offerContract, {
    summary:
      "Offer a direct downline agent a contract; the rate is never above the caller's own terms of that contract (or the operator's ceiling for a top agent). A new offer replaces a pending one",
    params: contractParams,
    body: offerContractBody,
    value: offerContractValue,
    errors: [
      'auth.non_agent',
      'validation.failed',
      'agent.downline_not_found',
      'agent.contract_not_allowed',
      'agent.rate_above_own',
    ],
  }),
  respondContract: defineEndpoint('agent', agentRoutes.respondContract, {
    summary:
      'Accept or decline a pending offer; accepted terms replace the ones in force. An offer is answered once',
    params: contractParams,
    body: respondContractBody,
    value: contractValue,
    errors: [
      'auth.non_agent',
      'validation.failed',
      'agent.contract_not_allowed',
      'agent.contract_not_pending',
      'agent.rate_above_own',
    ],
  }),
  transferUpInfo: defineEndpoint('agent', agentRoutes.transferUpInfo, {
    summary:
      'Transfer to superior: whether it is allowed (AGETRANSFERUP3, toUpline, type not 2), the upline, the available balance and whether a payment password is set',
    value: transferUpInfoValue,
    errors: [],
  }),
  transferUp: defineEndpoint('agent', agentRoutes.transferUp, {
    summary:
      "Send money to the upline through the ledger (the member's debit and the upline's credit in one transaction), checked with the payment password; the same idempotencyKey answers the first transfer",
    body: transferUpBody,
    value: transferUpValue,
    errors: [
      'validation.failed',
      'agent.transfer_not_allowed',
      'agent.transfer_amount_invalid',
      'agent.transfer_idempotency_conflict',
      'security.payment_password_unset',
      'security.payment_password_incorrect',
      'wallet.insufficient_funds',
      'rate.limited',
    ],
  }),
  dividend: defineEndpoint('agent', agentRoutes.dividend, {
    summary:
      "Dividend info: whether dividends apply (operator switch, type not 4/40/41/42), the dividend contract's rate in force, and per calendar month of the caller's time zone (the running one and five before) the whole team's stakes, wins, net loss and the dividend floor(net loss × rate)",
    query: agentDividendQuery,
    value: agentDividendValue,
    errors: ['auth.non_agent', 'validation.failed'],
  }),
  announcements: defineEndpoint('agent', agentRoutes.announcements, {
    summary:
      "The agent announcements (type A, group m_home) in effect, in the operator's order and the asked language, each with whether the caller has opened it, and the footer's unreadCount",
    query: agentAnnouncementsQuery,
    value: agentAnnouncementsValue,
    errors: ['auth.non_agent', 'validation.failed'],
  }),
  readAnnouncement: defineEndpoint('agent', agentRoutes.readAnnouncement, {
    summary:
      'Marks an agent announcement in effect as read by the caller (once; again changes nothing) and answers the new unreadCount',
    params: agentAnnouncementParams,
    value: readAgentAnnouncementValue,
    errors: ['auth.non_agent', 'validation.failed', 'agent.announcement_not_found'],
  }),
  payouts: defineEndpoint('agent', agentRoutes.payouts, {
    summary:
      "The caller's payouts (daily and hourly salary, dividend, team rebate), newest period first: paid, awaiting the operator's review, or rejected with the reason",
    query: agentPayoutsQuery,
    value: agentPayoutsValue,
    errors: ['auth.non_agent', 'validation.failed'],
  }),
  adminPayouts: defineEndpoint('agent', agentRoutes.adminPayouts, {
    summary:
      "Agent payouts for review, newest first: filter by status, kind, agent username and the days their periods start on (the payouts' time zone), paged",
    query: adminAgentPayoutsQuery,
    value: adminAgentPayoutsValue,
    errors: ['validation.failed'],
  }),
  adminApprovePayout: defineEndpoint('agent', agentRoutes.adminApprovePayout, {
    summary:
      "Approve a payout awaiting review: the agent's wallet is credited once (a ledger row with the payout's idempotency key)",
    params: agentPayoutParams,
    value: adminAgentPayout,
    errors: [
      'validation.failed',
      'agent.payout_not_found',
      'agent.payout_already_paid',
      'agent.payout_rejected',
    ],
  }),
  adminRejectPayout: defineEndpoint('agent', agentRoutes.adminRejectPayout, {
    summary: 'Reject a payout awaiting review with a reason: it is never paid',
    params: agentPayoutParams,
    body: rejectAgentPayoutBody,
    value: adminAgentPayout,
    errors: [
      'validation.failed',
      'agent.payout_not_found',
      'agent.payout_already_paid',
      'agent.payout_rejected',
    ],
  }),
  adminRecalculatePayout: defineEndpoint('agent', agentRoutes.adminRecalculatePayout, {
    summary:
      'Work out a payout awaiting review again from the current bets and rates (before it is paid); the threshold is not applied again: it still waits for review',
    params: agentPayoutParams,
    value: adminAgentPayout,
    errors: [
      'validation.failed',
      'agent.payout_not_found',
      'agent.payout_already_paid',
      'agent.payout_rejected',
    ],
  }),
  adminAgents: defineEndpoint('agent', agentRoutes.adminAgents, {
    summary:
      "The agent tree: the top-level agents (no agent above them), or the direct downline agents of `parent`; `q` finds agents by username prefix (within the parent's team when both are given), each with its path of agents above. Paged by username; each row: level, direct downline count, team size, status and rebate rate",
    query: adminAgentsQuery,
    value: adminAgentsValue,
    errors: ['validation.failed', 'admin.agent_not_found'],
  }),
  adminAgent: defineEndpoint('agent', agentRoutes.adminAgent, {
    summary:
      "One agent: where it sits, its team overview and profit and loss of a date range (the agent side's own figures), and per contract the terms in force, the pending offer and the highest rate that may be offered",
    params: adminAgentParams,
    query: adminAgentQuery,
    value: adminAgentValue,
    errors: ['validation.failed', 'admin.agent_not_found', 'records.date_range_invalid'],
  }),
  adminOfferContract: defineEndpoint('agent', agentRoutes.adminOfferContract, {
    summary:
      "The operator offers an agent a contract, with the upline's rules: never above what the agent's upline may offer (a top-level agent: the operator's ceiling). The agent accepts or declines it in the app. A different offer replaces the pending one; the same offer again (same rate, from the operator) answers the pending one with replayed: true",
    params: adminContractParams,
    body: adminOfferContractBody,
    value: adminOfferContractValue,
    errors: [
      'validation.failed',
      'admin.agent_not_found',
      'agent.contract_not_allowed',
      'agent.rate_above_own',
    ],
  }),
  adminEndContract: defineEndpoint('agent', agentRoutes.adminEndContract, {
    summary:
      'End the contract in force (it earns nothing from then on) or withdraw the pending offer, named by its id; one that has ended, been answered or replaced meanwhile is refused with agent.contract_closed',
    params: adminContractParams,
    body: adminEndContractBody,
    value: adminEndContractValue,
    errors: [
      'validation.failed',
      'admin.agent_not_found',
      'agent.contract_not_found',
      'agent.contract_closed',
    ],
  }),
} as const;
