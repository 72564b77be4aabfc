import type { TeamKpiQuery } from '@kalaro/contract/agent';

/** Query keys of the agent side, under 'member' (forgotten on login and sign-out). */
export const agentKeys = {
  all: ['member', 'agent'] as const,
  home: ['member', 'agent', 'home'] as const,
  teamKpi: (query: TeamKpiQuery) => ['member', 'agent', 'team-kpi', query] as const,
};
