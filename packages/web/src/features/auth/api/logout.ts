import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEY } from '@kalaro/contract/constants';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { writeItem } from '@/shared/storage/storage';
import { call } from '@/shared/http/client';
import { endSession } from '@/features/auth/api/session';

/** DELETE /wps/auth/session: revokes the session cookie's token. */
export const logout = () => call(authRoutes, 'logout');

/**
 * Signs out. The local session ends first (also when the server call then fails,
 * e.g. already expired): nothing that renders meanwhile asks for a member's data
 * the server is about to refuse (a widget loading as the token is revoked got 401).
 */
export const useLogout = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      endSession(client);
      writeItem('local', STORAGE_KEY.AUTO_LOGIN, '0');
      await logout();
    },
  });
};
