import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { call } from '@/shared/http/client';
import { deviceHeader } from '@/features/auth/api/device-header';
import { startSession } from '@/features/auth/api/session';

/** POST /wps/auth/trial: a new free-play account, logged in. */
export const startTrial = () => call(authRoutes, 'trial', { headers: deviceHeader() });

export const useTrial = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (value) => startSession(client, value),
  });
};
