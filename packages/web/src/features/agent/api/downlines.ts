import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentRebateQuery,
  CreateDownlineBody,
  SetDownlineRebateBody,
} from '@kalaro/contract/agent';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { call } from '@/shared/http/client';
import { agentKeys } from '@/features/agent/api/keys';

/** GET /wps/agent/rebate: the agent's own rate and its direct downlines' rates. */
export const useAgentRebate = (query: AgentRebateQuery) =>
  useQuery({
    queryKey: agentKeys.rebate(query),
    queryFn: ({ signal }) => call(agentRoutes, 'rebate', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /wps/agent/downlines: opens a downline account (it can log in at once). */
export const useCreateDownline = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDownlineBody) => call(agentRoutes, 'createDownline', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
};

/** PUT /wps/agent/downlines/:userName/rebate: a direct downline's new rate. */
export const useSetDownlineRebate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userName, body }: { userName: string; body: SetDownlineRebateBody }) =>
      call(agentRoutes, 'setDownlineRebate', { params: { userName }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['member', 'agent', 'rebate'] }),
  });
};
