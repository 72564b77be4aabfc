import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { protectionRoutes } from '@kalaro/contract/routes/protection';
import { call } from '@/shared/http/client';
import { protectionKeys } from '@/features/protection/api/keys';
import { onLocalClock } from '@/features/protection/model';

/** GET /wps/protection/reality-check: the interval in force and the operator's rule. */
export const getRealityCheck = (signal?: AbortSignal) =>
  call(protectionRoutes, 'realityCheck', { signal });

export const realityCheckQueryOptions = () =>
  queryOptions({
    queryKey: protectionKeys.realityCheck,
    queryFn: ({ signal }) => getRealityCheck(signal),
  });

export const useRealityCheck = (enabled = true) =>
  useQuery({ ...realityCheckQueryOptions(), enabled });

/** PUT /wps/protection/reality-check: 15–120 minutes, or none unless the operator requires one. */
export const setRealityCheck = (minutes: number | null) =>
  call(protectionRoutes, 'setRealityCheck', { body: { minutes } });

export const useSetRealityCheck = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (value) => client.setQueryData(protectionKeys.realityCheck, value),
  });
};

/** GET /wps/protection/session: this login's time, stakes, wins and net result. */
export const getSessionSummary = (signal?: AbortSignal) =>
  call(protectionRoutes, 'session', { signal });

export const sessionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: protectionKeys.session,
    queryFn: ({ signal }) => getSessionSummary(signal),
    staleTime: 0,
  });

export const useSessionSummary = (enabled = true) =>
  useQuery({ ...sessionSummaryQueryOptions(), enabled });

/**
 * When this login session began, on this device's clock: read once (the
 * clocks' difference of that answer holds for the session), so the timer and
 * the time shown run on the device's clock.
 */
export const useSessionStart = (enabled = true) =>
  useQuery({
    queryKey: protectionKeys.sessionStart,
    queryFn: async ({ signal }) => {
      const value = await getSessionSummary(signal);
      return {
        startedAt: value.startedAt,
        local: onLocalClock(value.startedAt, value.now, Date.now()),
      };
    },
    staleTime: Infinity,
    enabled,
  });
