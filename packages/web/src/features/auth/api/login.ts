import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginPayload } from '@kalaro/contract/account';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { call } from '@/shared/http/client';
import { seal } from '@/features/auth/api/seal';
import { startSession } from '@/features/auth/api/session';

/** POST /wps/auth/login with an encrypted body. */
export const login = async (publicKey: string, payload: LoginPayload) => {
  const { body, headers } = await seal(publicKey, payload);
  return call(authRoutes, 'login', { body, headers });
};

export const useLogin = (publicKey: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: LoginPayload) => login(publicKey, payload),
    onSuccess: (value) => startSession(client, value),
  });
};
