import type { OperatorConfig } from '@kalaro/contract/operator';
import { adminRoutes as adminTable } from '@kalaro/contract/routes/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/http/client';

const configKey = ['admin', 'operator-config'] as const;

/** The operator configuration (config.manage). */
export function useOperatorConfig() {
  return useQuery({
    queryKey: configKey,
    queryFn: () => call(adminTable, 'getOperatorConfig'),
    // An edit in progress is not swapped under the operator by a background refresh.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** Saves it, made from the version `basedOn` (refused when it changed since). */
export function useSaveOperatorConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ config, basedOn }: { config: OperatorConfig; basedOn: string }) =>
      call(adminTable, 'putOperatorConfig', { body: config, query: { basedOn } }),
    onSuccess: (saved) => client.setQueryData(configKey, saved),
  });
}
