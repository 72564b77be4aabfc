import type { AgentRebateQuery, ContractKind, TeamKpiQuery } from '@kalaro/contract/agent';

/** Query keys of the agent side, under 'member' (forgotten on login and sign-out). */
export const agentKeys = {
  all: ['member', 'agent'] as const,
  home: ['member', 'agent', 'home'] as const,
  teamKpi: (query: TeamKpiQuery) => ['member', 'agent', 'team-kpi', query] as const,
  rebate: (query: AgentRebateQuery) => ['member', 'agent', 'rebate', query] as const,
  pendingContracts: ['member', 'agent', 'contracts', 'pending'] as const,
  contract: (kind: ContractKind) => ['member', 'agent', 'contracts', kind] as const,
};
