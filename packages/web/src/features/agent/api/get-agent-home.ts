import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { call } from '@/shared/http/client';
import { agentKeys } from '@/features/agent/api/keys';

/** GET /wps/agent/home: name, balance, whitelisted tiles, dividend switch, unread messages. */
export const getAgentHome = (signal?: AbortSignal) => call(agentRoutes, 'home', { signal });

export const agentHomeQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.home, queryFn: ({ signal }) => getAgentHome(signal) });

export const useAgentHome = () => useQuery(agentHomeQueryOptions());
