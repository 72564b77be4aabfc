import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransferUpBody } from '@kalaro/contract/agent';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { call } from '@/shared/http/client';
import { agentKeys } from '@/features/agent/api/keys';

/** GET /wps/agent/transfer-up: whether the member may send, to whom, and how much it has. */
export const useTransferUpInfo = () =>
  useQuery({
    queryKey: agentKeys.transferUp,
    queryFn: ({ signal }) => call(agentRoutes, 'transferUpInfo', { signal }),
  });

/** POST /wps/agent/transfer-up: sends money to the upline once per key; balances are read again. */
export const useTransferUp = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferUpBody) => call(agentRoutes, 'transferUp', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['member'] }),
  });
};
