import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterPayload } from '@kalaro/contract/account';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { call } from '@/shared/http/client';
import { seal } from '@/features/auth/api/seal';
import { startSession } from '@/features/auth/api/session';

/** PUT /wps/auth/register with an encrypted body; the answer logs the member in. */
export const register = async (publicKey: string, payload: RegisterPayload) => {
  const { body, headers } = await seal(publicKey, payload);
  return call(authRoutes, 'register', { body, headers });
};

export const useRegister = (publicKey: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegisterPayload) => register(publicKey, payload),
    onSuccess: (value) => startSession(client, value),
  });
};
