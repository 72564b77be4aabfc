import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamKpiQuery } from '@kalaro/contract/agent';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { call } from '@/shared/http/client';
import { agentKeys } from '@/features/agent/api/keys';

/** GET /wps/agent/team/kpi: the team's logins, bettors, registrations and online members. */
export const getTeamKpi = (query: TeamKpiQuery, signal?: AbortSignal) =>
  call(agentRoutes, 'teamKpi', { query, signal });

export const teamKpiQueryOptions = (query: TeamKpiQuery) =>
  queryOptions({
    queryKey: agentKeys.teamKpi(query),
    queryFn: ({ signal }) => getTeamKpi(query, signal),
    // Another range keeps the last figures on screen (no jump) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useTeamKpi = (query: TeamKpiQuery) => useQuery(teamKpiQueryOptions(query));
