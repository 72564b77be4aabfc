import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionSummaryValue } from '@kalaro/contract/protection';
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

/** The session's reality-check clock on this device's clock (ms). */
export interface RealityClock {
  /** The login (the server's `startedAt`, as sent). */
  startedAt: string;
  /** The login, on this device's clock. */
  start: number;
  /** The last answer to the check (the login when none), on this device's clock. */
  checkedAt: number;
}

/** The clock of a session summary received at `receivedAt` (this device's clock). */
const clockOf = (value: SessionSummaryValue, receivedAt: number): RealityClock => ({
  startedAt: value.startedAt,
  start: onLocalClock(value.startedAt, value.now, receivedAt),
  checkedAt: onLocalClock(value.checkedAt, value.now, receivedAt),
});

/**
 * When this login session began and when its check was last answered, on
 * this device's clock: read once (the clocks' difference of that answer holds
 * for the session), then moved by each answer the server takes, so the timer
 * runs on the device's clock from the server's truth (a reload keeps it).
 */
export const useRealityClock = (enabled = true) =>
  useQuery({
    queryKey: protectionKeys.sessionStart,
    queryFn: async ({ signal }) => clockOf(await getSessionSummary(signal), Date.now()),
    staleTime: Infinity,
    enabled,
  });

/** POST /wps/protection/reality-check/continue: the member answered; the clock starts again. */
export const continueRealityCheck = () =>
  call(protectionRoutes, 'continueRealityCheck', { body: {} });

/** "Continue": once the server took it, the session's clock runs from the answer. */
export const useContinueRealityCheck = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: continueRealityCheck,
    onSuccess: (value) => {
      const checkedAt = onLocalClock(value.checkedAt, value.now, Date.now());
      client.setQueryData<RealityClock>(
        protectionKeys.sessionStart,
        (clock) => clock && { ...clock, checkedAt },
      );
    },
  });
};
