import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AgentRebateQuery,
  CreateDownlineBody,
  SetDownlineRebateBody,
} from '@kalaro/contract/agent';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { call } from '@/shared/http/client';
import { agentKeys } from '@/features/agent/api/keys';
import { pagedOptions } from '@/features/agent/api/team';

/** GET /wps/agent/rebate: the agent's own rate and its direct downlines' rates. */
export const useAgentRebate = (query: AgentRebateQuery) =>
  useQuery({
    queryKey: agentKeys.rebate(query),
    queryFn: ({ signal }) => call(agentRoutes, 'rebate', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/rebate page after page: the direct downlines' rates, searched by username. */
export const useDownlineRates = (query: Omit<AgentRebateQuery, 'pageNo'>) =>
  useInfiniteQuery({
    ...pagedOptions(agentKeys.rebatePages(query), (pageNo, signal) =>
      call(agentRoutes, 'rebate', { query: { ...query, pageNo }, signal }),
    ),
    placeholderData: keepPreviousData,
    retry: 1,
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
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.rebateAll }),
  });
};
