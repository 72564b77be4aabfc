import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddBankCardBody } from '@kalaro/contract/payments';
import { withdrawRoutes } from '@kalaro/contract/routes/withdraw';
import { call } from '@/shared/http/client';
import { withdrawKeys } from '@/features/withdraw/api/keys';

/** POST /wps/withdraw/cards: binds a card (its number never comes back, only masked). */
export const addBankCard = (body: AddBankCardBody) => call(withdrawRoutes, 'addCard', { body });

export const useAddBankCard = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addBankCard,
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawKeys.info }),
  });
};
