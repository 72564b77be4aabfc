import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { call } from '@/shared/http/client';
import { deviceHeader } from '@/features/auth/api/device-header';
import { startSession } from '@/features/auth/api/session';

export interface SetPasswordByPhone {
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  newPassword: string;
}

/** POST /wps/auth/password/phone: sets the new password and logs the member in. */
export const setPasswordByPhone = (body: SetPasswordByPhone) =>
  call(authRoutes, 'setPasswordByPhone', { body, headers: deviceHeader() });

export const useSetPasswordByPhone = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPasswordByPhone,
    onSuccess: (value) => startSession(client, value),
  });
};
