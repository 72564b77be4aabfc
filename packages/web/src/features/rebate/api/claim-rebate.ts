import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rebateRoutes } from '@kalaro/contract/routes/rebate';
import { isApiError } from '@/shared/http/api-error';
import { call } from '@/shared/http/client';
import { rebateKeys } from '@/features/rebate/api/keys';

/** POST /wps/rebate/manual/claim: credits the rebate once; answers it and the new balance. */
export const claimRebate = () => call(rebateRoutes, 'claim');

/**
 * Claims the manual rebate. Afterwards (and after `rebate.nothing_to_claim`,
 * e.g. claimed on another device) the figures and the report are read again.
 */
export const useClaimRebate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimRebate,
    onSuccess: () => void client.invalidateQueries({ queryKey: rebateKeys.all }),
    onError: (error) => {
      if (isApiError(error) && error.errorCode.startsWith('rebate.'))
        void client.invalidateQueries({ queryKey: rebateKeys.all });
    },
  });
};
