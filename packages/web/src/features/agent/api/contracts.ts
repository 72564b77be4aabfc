import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractKind, RespondContractBody } from '@kalaro/contract/agent';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { call } from '@/shared/http/client';
import { agentKeys } from '@/features/agent/api/keys';

/** GET /wps/agent/contracts/pending: which offers wait for the agent's answer. */
export const getPendingContracts = (signal?: AbortSignal) =>
  call(agentRoutes, 'pendingContracts', { signal });

export const usePendingContracts = (enabled: boolean) =>
  useQuery({
    queryKey: agentKeys.pendingContracts,
    queryFn: ({ signal }) => getPendingContracts(signal),
    enabled,
    // Asked once per visit of home: the dialogs must not come back on every focus.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** GET /wps/agent/contracts/:kind: the pending offer and the terms in force. */
export const contractQueryOptions = (kind: ContractKind) =>
  queryOptions({
    queryKey: agentKeys.contract(kind),
    queryFn: ({ signal }) => call(agentRoutes, 'contract', { params: { kind }, signal }),
  });

export const useContract = (kind: ContractKind) => useQuery(contractQueryOptions(kind));

/** POST /wps/agent/contracts/:kind/respond: accept or decline an offer, once. */
export const useRespondContract = (kind: ContractKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RespondContractBody) =>
      call(agentRoutes, 'respondContract', { params: { kind }, body }),
    onSuccess: (value) => client.setQueryData(agentKeys.contract(kind), value),
    onSettled: () => client.invalidateQueries({ queryKey: agentKeys.pendingContracts }),
  });
};
