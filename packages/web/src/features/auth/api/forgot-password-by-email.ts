import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/http/client';

/** POST /wps/auth/password/email, form-encoded (account-side §7). */
export const forgotPasswordByEmail = (body: { username: string; email: string }) =>
  call('auth', 'forgotPasswordByEmail', { body, form: true });

export const useForgotPasswordByEmail = () => useMutation({ mutationFn: forgotPasswordByEmail });
