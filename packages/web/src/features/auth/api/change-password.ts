import { useMutation } from '@tanstack/react-query';
import { securityRoutes } from '@kalaro/contract/routes/security';
import { call } from '@/shared/http/client';

export interface ChangePassword {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/security/password: the server revokes every other session. */
export const changePassword = (body: ChangePassword) =>
  call(securityRoutes, 'changePassword', { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
