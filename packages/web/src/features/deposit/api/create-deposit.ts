import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDepositBody } from '@kalaro/contract/payments';
import { depositRoutes } from '@kalaro/contract/routes/deposit';
import { call } from '@/shared/http/client';
import { depositKeys } from '@/features/deposit/api/keys';

/** POST /wps/deposit/requests: a pending request, and the payment page of a gateway. */
export const createDeposit = (body: CreateDepositBody) => call(depositRoutes, 'create', { body });

export const useCreateDeposit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    // The limits' "used" figures change with every request.
    onSuccess: () => client.invalidateQueries({ queryKey: depositKeys.limits }),
  });
};
