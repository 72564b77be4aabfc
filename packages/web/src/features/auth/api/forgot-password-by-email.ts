import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { call } from '@/shared/http/client';

/** POST /wps/auth/password/email, form-encoded. */
export const forgotPasswordByEmail = (body: { username: string; email: string }) =>
  call(authRoutes, 'forgotPasswordByEmail', { body, form: true });

export const useForgotPasswordByEmail = () => useMutation({ mutationFn: forgotPasswordByEmail });
