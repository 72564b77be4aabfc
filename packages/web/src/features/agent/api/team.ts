import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { FIRST_PAGE } from '@kalaro/contract/constants';
import type {
  TeamBetsQuery,
  TeamMembersQuery,
  TeamOverviewQuery,
  TeamRebateQuery,
} from '@kalaro/contract/agent';
import type { ProfitAndLossQuery } from '@kalaro/contract/wallet-records';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { call } from '@/shared/http/client';
import { nextRecordsPage } from '@/shared/format/date-range';
import { agentKeys } from '@/features/agent/api/keys';

/** Team figures change as the team plays: read again after 15 s. */
const STALE_MS = 15_000;

/** GET /wps/agent/team/overview: the team's shape, balance, money and bets of a range. */
export const useTeamOverview = (query: TeamOverviewQuery) =>
  useQuery({
    queryKey: agentKeys.teamOverview(query),
    queryFn: ({ signal }) => call(agentRoutes, 'teamOverview', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    retry: 1,
  });

/** GET /wps/agent/team/pnl: the member report's shape over the whole team. */
export const useTeamProfitAndLoss = (query: ProfitAndLossQuery) =>
  useQuery({
    queryKey: agentKeys.teamPnl(query),
    queryFn: ({ signal }) => call(agentRoutes, 'teamProfitAndLoss', { query, signal }),
    staleTime: STALE_MS,
    retry: 1,
  });

/** A team list read page after page: the key, and how to fetch one page. */
export const pagedOptions = <V extends { pageNum: number; totalPages: number }>(
  queryKey: readonly unknown[],
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<V>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextRecordsPage,
    staleTime: STALE_MS,
  });

/** GET /wps/agent/team/members, page after page. */
export const useTeamMembers = (query: Omit<TeamMembersQuery, 'pageNo'>) =>
  useInfiniteQuery({
    ...pagedOptions(agentKeys.teamMembers(query), (pageNo, signal) =>
      call(agentRoutes, 'teamMembers', { query: { ...query, pageNo }, signal }),
    ),
    retry: 1,
  });

/** GET /wps/agent/team/bets, page after page. */
export const useTeamBets = (query: Omit<TeamBetsQuery, 'pageNo'>) =>
  useInfiniteQuery({
    ...pagedOptions(agentKeys.teamBets(query), (pageNo, signal) =>
      call(agentRoutes, 'teamBets', { query: { ...query, pageNo }, signal }),
    ),
    retry: 1,
  });

/** GET /wps/agent/team/rebate, page after page. */
export const useTeamRebate = (query: Omit<TeamRebateQuery, 'pageNo'>) =>
  useInfiniteQuery({
    ...pagedOptions(agentKeys.teamRebate(query), (pageNo, signal) =>
      call(agentRoutes, 'teamRebate', { query: { ...query, pageNo }, signal }),
    ),
    retry: 1,
  });
