import type { RouteTable } from '../route-info.ts';

/** The agent side (agent home and the agent calls). */
export const agentRoutes = {
  /** Agent home: who the agent is, the balance, the tiles of the operator's whitelist and the badges. */
  home: { method: 'GET', path: '/wps/agent/home', auth: 'realMember' },
  /** Team KPI of a date range (default today): logins, bettors, registrations, online now. */
  teamKpi: { method: 'GET', path: '/wps/agent/team/kpi', auth: 'realMember' },
  /** Team overview: the team's shape, balance, money in and out and bets of a date range. */
  teamOverview: { method: 'GET', path: '/wps/agent/team/overview', auth: 'realMember' },
  /** Team members: search, paging, balance, turnover of a date range, last login. */
  teamMembers: { method: 'GET', path: '/wps/agent/team/members', auth: 'realMember' },
  /** Team profit and loss of a date range (the member report's shape, over the whole team). */
  teamProfitAndLoss: { method: 'GET', path: '/wps/agent/team/pnl', auth: 'realMember' },
  /** Team betting: the team's bets of a date range. */
  teamBets: { method: 'GET', path: '/wps/agent/team/bets', auth: 'realMember' },
  /** Team rebate income: the agent's margin on each direct downline's team turnover. */
  teamRebate: { method: 'GET', path: '/wps/agent/team/rebate', auth: 'realMember' },
  /** Open a downline account (player or agent) with a rebate rate no higher than the agent's own. */
  createDownline: { method: 'POST', path: '/wps/agent/downlines', auth: 'realMember' },
  /** The agent's own rebate rate and its direct downlines' rates. */
  rebate: { method: 'GET', path: '/wps/agent/rebate', auth: 'realMember' },
  /** Change a direct downline's rebate rate (never above the agent's own). */
  setDownlineRebate: {
    method: 'PUT',
    path: '/wps/agent/downlines/:userName/rebate',
    auth: 'realMember',
  },
  /** Which contract offers wait for this agent's answer. */
  pendingContracts: { method: 'GET', path: '/wps/agent/contracts/pending', auth: 'realMember' },
  /** One contract: the pending offer and the terms in force. */
  contract: { method: 'GET', path: '/wps/agent/contracts/:kind', auth: 'realMember' },
  /** Offer a direct downline agent a contract (terms never above the agent's own). */
  offerContract: { method: 'POST', path: '/wps/agent/contracts/:kind/offers', auth: 'realMember' },
  /** Accept or decline a pending offer. */
  respondContract: {
    method: 'POST',
    path: '/wps/agent/contracts/:kind/respond',
    auth: 'realMember',
  },
  /** Whether the member may send money to its upline, to whom, and how much it has. */
  transferUpInfo: { method: 'GET', path: '/wps/agent/transfer-up', auth: 'realMember' },
  /** Send money to the upline (AGETRANSFERUP3; not type 2), once per key, with the payment password. */
  transferUp: {
    method: 'POST',
    path: '/wps/agent/transfer-up',
    auth: 'realMember',
    flag: 'AGETRANSFERUP3',
    protection: 'blocked',
  },
  /** Dividend info: the contract in force and the team's net loss and dividend per month. */
  dividend: { method: 'GET', path: '/wps/agent/dividend', auth: 'realMember' },
  /** The agent announcements (type A) with what this agent has read, and the unread count. */
  announcements: { method: 'GET', path: '/wps/agent/announcements', auth: 'realMember' },
  /** Marks one agent announcement read (again is harmless). */
  readAnnouncement: {
    method: 'POST',
    path: '/wps/agent/announcements/:id/read',
    auth: 'realMember',
  },
  /** The agent's own payouts (salaries, dividend, team rebate) with their status per period. */
  payouts: { method: 'GET', path: '/wps/agent/payouts', auth: 'realMember' },
  /** Operator review of agent payouts. */
  adminPayouts: {
    method: 'GET',
    path: '/wps/admin/agent-payouts',
    auth: 'admin',
    permission: 'payouts.review',
  },
  adminApprovePayout: {
    method: 'POST',
    path: '/wps/admin/agent-payouts/:id/approve',
    auth: 'admin',
    permission: 'payouts.review',
  },
  adminRejectPayout: {
    method: 'POST',
    path: '/wps/admin/agent-payouts/:id/reject',
    auth: 'admin',
    permission: 'payouts.review',
  },
  adminRecalculatePayout: {
    method: 'POST',
    path: '/wps/admin/agent-payouts/:id/recalculate',
    auth: 'admin',
    permission: 'payouts.review',
  },
  /** The back office's agent tree: top-level agents, a parent's downline agents, or a search. */
  adminAgents: {
    method: 'GET',
    path: '/wps/admin/agents',
    auth: 'admin',
    permission: 'agents.read',
  },
  /** One agent: its team figures of a date range, its contracts and pending offers. */
  adminAgent: {
    method: 'GET',
    path: '/wps/admin/agents/:id',
    auth: 'admin',
    permission: 'agents.read',
  },
  /** The operator offers an agent a contract; the agent answers it in the app. */
  adminOfferContract: {
    method: 'POST',
    path: '/wps/admin/agents/:id/contracts/:kind/offers',
    auth: 'admin',
    permission: 'agents.manage',
  },
  /** End the contract in force, or withdraw the pending offer. */
  adminEndContract: {
    method: 'POST',
    path: '/wps/admin/agents/:id/contracts/:kind/end',
    auth: 'admin',
    permission: 'agents.manage',
  },
} as const satisfies RouteTable;
