import type {
  AgentPayoutKind,
  AgentPayoutStatus,
  ContractKind,
} from '@kalaro/contract/agent-rules';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/http/client';
import { retryUnlessRefused } from './api';

/** The back office's Agents section (agents.read, agents.manage) and payout review (payouts.review). */
export const AGENTS_PAGE_SIZE = 20;
export const AGENT_PAYOUTS_PAGE_SIZE = 20;

/** One page of the tree: top-level agents, a parent's downline agents, or a search. */
export function useAgentTree(query: { parent?: string; q?: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'agents', 'tree', query],
    queryFn: () =>
      call(agentRoutes, 'adminAgents', {
        query: {
          ...(query.parent ? { parent: query.parent } : {}),
          ...(query.q ? { q: query.q } : {}),
          page: query.page,
          pageSize: AGENTS_PAGE_SIZE,
        },
      }),
    retry: retryUnlessRefused,
    placeholderData: (previous) => previous,
  });
}

export interface AgentRange {
  startDate: string;
  endDate: string;
  utcOffset: number;
}

/** An agent's page: its place, its team figures of the range and its contracts. */
export function useAgent(id: string, range: AgentRange | null) {
  return useQuery({
    queryKey: ['admin', 'agent', id, range],
    queryFn: () => call(agentRoutes, 'adminAgent', { params: { id }, query: range! }),
    enabled: range !== null,
    retry: retryUnlessRefused,
    // Another range of the same agent: its figures stay while the new ones load (never another agent's).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? previous : undefined,
  });
}

/** Offers and their end refresh the agent's page (and the tree), done or refused. */
export function useContractWrites(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'agent', id] });
  return {
    offer: useMutation({
      mutationFn: ({ kind, rate }: { kind: ContractKind; rate: string }) =>
        call(agentRoutes, 'adminOfferContract', { params: { id, kind }, body: { rate } }),
      onSettled: refresh,
    }),
    end: useMutation({
      mutationFn: ({ kind, contractId }: { kind: ContractKind; contractId: number }) =>
        call(agentRoutes, 'adminEndContract', { params: { id, kind }, body: { contractId } }),
      onSettled: refresh,
    }),
  };
}

export interface PayoutFilter {
  status: AgentPayoutStatus | '';
  kind: AgentPayoutKind | '';
  userName: string;
  from: string;
  to: string;
  page: number;
}

/** A page of agent payouts for review, by the filter's fields that are set. */
export function useAgentPayouts(filter: PayoutFilter) {
  return useQuery({
    queryKey: ['admin', 'agent-payouts', filter],
    queryFn: () =>
      call(agentRoutes, 'adminPayouts', {
        query: {
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.kind ? { kind: filter.kind } : {}),
          ...(filter.userName ? { userName: filter.userName } : {}),
          ...(filter.from ? { from: filter.from } : {}),
          ...(filter.to ? { to: filter.to } : {}),
          pageNo: filter.page,
          pageSize: AGENT_PAYOUTS_PAGE_SIZE,
        },
      }),
    retry: retryUnlessRefused,
    placeholderData: (previous) => previous,
  });
}

export type PayoutDecision = 'approve' | 'reject' | 'recalculate';

/** Approve, reject with a reason, or recalculate: the list shows what happened, also when refused. */
export function usePayoutReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: number;
      decision: PayoutDecision;
      reason?: string;
    }) => {
      switch (decision) {
        case 'approve':
          return call(agentRoutes, 'adminApprovePayout', { params: { id } });
        case 'reject':
          return call(agentRoutes, 'adminRejectPayout', {
            params: { id },
            body: { reason: reason ?? '' },
          });
        case 'recalculate':
          return call(agentRoutes, 'adminRecalculatePayout', { params: { id } });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'agent-payouts'] }),
  });
}
