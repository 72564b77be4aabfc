import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/http/client';

export interface SetPasswordByPhone {
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  newPassword: string;
}

/** POST /wps/auth/password/phone */
export const setPasswordByPhone = (body: SetPasswordByPhone) =>
  call('auth', 'setPasswordByPhone', { body });

export const useSetPasswordByPhone = () => useMutation({ mutationFn: setPasswordByPhone });
