import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentPayoutsQuery } from '@kalaro/contract/agent';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { call } from '@/shared/http/client';
import { agentKeys } from '@/features/agent/api/keys';

/** GET /wps/agent/payouts: the agent's payouts (paid, awaiting review, rejected), newest period first. */
export const agentPayoutsQueryOptions = (query: AgentPayoutsQuery) =>
  queryOptions({
    queryKey: agentKeys.payouts(query),
    queryFn: ({ signal }) => call(agentRoutes, 'payouts', { query, signal }),
    staleTime: 30_000,
    retry: 1,
  });

export const useAgentPayouts = (query: AgentPayoutsQuery) =>
  useQuery(agentPayoutsQueryOptions(query));
