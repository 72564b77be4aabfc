import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ProtectionPeriod } from '@kalaro/contract/protection-rules';
import { protectionRoutes } from '@kalaro/contract/routes/protection';
import { call } from '@/shared/http/client';
import { protectionKeys } from '@/features/protection/api/keys';

/** GET /wps/protection: the time-out or self-exclusion in force, if any. */
export const getProtection = (signal?: AbortSignal) => call(protectionRoutes, 'status', { signal });

export const protectionQueryOptions = () =>
  queryOptions({
    queryKey: protectionKeys.status,
    queryFn: ({ signal }) => getProtection(signal),
  });

export const useProtection = () => useQuery(protectionQueryOptions());

/** POST /wps/protection: starts at once and ends every session of the member (this one too). */
export const takeProtection = (period: ProtectionPeriod) =>
  call(protectionRoutes, 'take', { body: { period } });

export const useTakeProtection = () => useMutation({ mutationFn: takeProtection });

/** POST /wps/protection/close: refused while money or a pending withdrawal remains; every session ends. */
export const closeAccount = () => call(protectionRoutes, 'close', { body: { confirm: true } });

export const useCloseAccount = () => useMutation({ mutationFn: closeAccount });
