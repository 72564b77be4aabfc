import type {
  AgentAnnouncementsQuery,
  AgentDividendQuery,
  AgentPayoutsQuery,
  AgentRebateQuery,
  ContractKind,
  TeamBetsQuery,
  TeamKpiQuery,
  TeamMembersQuery,
  TeamOverviewQuery,
  TeamRebateQuery,
} from '@kalaro/contract/agent';
import type { ProfitAndLossQuery } from '@kalaro/contract/wallet-records';

/** Query keys of the agent side, under 'member' (forgotten on login and sign-out). */
export const agentKeys = {
  all: ['member', 'agent'] as const,
  home: ['member', 'agent', 'home'] as const,
  teamKpi: (query: TeamKpiQuery) => ['member', 'agent', 'team-kpi', query] as const,
  /** Every read of the downline rates (the register form's and the rates page's). */
  rebateAll: ['member', 'agent', 'rebate'] as const,
  rebate: (query: AgentRebateQuery) => ['member', 'agent', 'rebate', query] as const,
  rebatePages: (query: AgentRebateQuery) => ['member', 'agent', 'rebate', 'pages', query] as const,
  teamOverview: (query: TeamOverviewQuery) => ['member', 'agent', 'team-overview', query] as const,
  teamMembers: (query: TeamMembersQuery) => ['member', 'agent', 'team-members', query] as const,
  teamPnl: (query: ProfitAndLossQuery) => ['member', 'agent', 'team-pnl', query] as const,
  teamBets: (query: TeamBetsQuery) => ['member', 'agent', 'team-bets', query] as const,
  teamRebate: (query: TeamRebateQuery) => ['member', 'agent', 'team-rebate', query] as const,
  pendingContracts: ['member', 'agent', 'contracts', 'pending'] as const,
  contract: (kind: ContractKind) => ['member', 'agent', 'contracts', kind] as const,
  transferUp: ['member', 'agent', 'transfer-up'] as const,
  dividend: (query: AgentDividendQuery) => ['member', 'agent', 'dividend', query] as const,
  payouts: (query: AgentPayoutsQuery) => ['member', 'agent', 'payouts', query] as const,
  announcementsAll: ['member', 'agent', 'announcements'] as const,
  announcements: (query: AgentAnnouncementsQuery) =>
    ['member', 'agent', 'announcements', query] as const,
};
