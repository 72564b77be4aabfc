import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWithdrawBody } from '@kalaro/contract/payments';
import { withdrawRoutes } from '@kalaro/contract/routes/withdraw';
import { call } from '@/shared/http/client';
import { withdrawKeys } from '@/features/withdraw/api/keys';

/** POST /wps/withdraw/requests: the amount is held until the operator pays or rejects it. */
export const createWithdrawal = (body: CreateWithdrawBody) =>
  call(withdrawRoutes, 'create', { body });

export const useCreateWithdrawal = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawKeys.info }),
  });
};
