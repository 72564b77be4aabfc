import { useQuery } from '@tanstack/react-query';
import type { AgentDividendQuery } from '@kalaro/contract/agent';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { call } from '@/shared/http/client';
import { agentKeys } from '@/features/agent/api/keys';

/** GET /wps/agent/dividend: the dividend contract in force and the team's months. */
export const useAgentDividend = (query: AgentDividendQuery) =>
  useQuery({
    queryKey: agentKeys.dividend(query),
    queryFn: ({ signal }) => call(agentRoutes, 'dividend', { query, signal }),
    staleTime: 15_000,
    retry: 1,
  });
