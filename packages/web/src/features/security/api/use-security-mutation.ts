import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityKeys } from '@/features/security/api/keys';

/** A security-centre change: on success the overview (what is bound) is read again. */
export const useSecurityMutation = <B, V>(mutationFn: (body: B) => Promise<V>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
};
