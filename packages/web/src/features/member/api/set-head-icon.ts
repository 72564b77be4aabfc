import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@kalaro/contract/account';
import { profileRoutes } from '@kalaro/contract/routes/profile';
import { call } from '@/shared/http/client';
import { memberInfoQueryOptions } from '@/features/member/api/get-member-info';

/** POST /wps/member/head-icon, form-encoded as the specification sends it. */
export const setHeadIcon = (headIcon: number) =>
  call(profileRoutes, 'setHeadIcon', { body: { headIcon }, form: true });

/** Chooses a head icon; the member's info (which the member centre shows) takes it at once. */
export const useSetHeadIcon = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setHeadIcon,
    onSuccess: ({ headIcon }) =>
      client.setQueryData(memberInfoQueryOptions().queryKey, (info: MemberInfo | undefined) =>
        info ? { ...info, headIcon } : info,
      ),
  });
};
