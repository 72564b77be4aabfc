import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/http/client';

export interface ChangePassword {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/security/password: the server revokes every other session. */
export const changePassword = (body: ChangePassword) =>
  call('security', 'changePassword', { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
