import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEY } from '@kalaro/contract/constants';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { writeItem } from '@/shared/storage/storage';
import { call } from '@/shared/http/client';
import { endSession } from '@/features/auth/api/session';

/** DELETE /wps/auth/session: revokes the session cookie's token. */
export const logout = () => call(authRoutes, 'logout');

/** Signs out: the local session ends even when the server call fails (e.g. already expired). */
export const useLogout = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } finally {
        endSession(client);
        writeItem('local', STORAGE_KEY.AUTO_LOGIN, '0');
      }
    },
  });
};
