import { useMutation } from '@tanstack/react-query';
import type { BindCodeBody } from '@kalaro/contract/security';
import { securityRoutes } from '@kalaro/contract/routes/security';
import { call } from '@/shared/http/client';

/** POST /wps/security/bind-code: a code to the address or number to bind; answers expiredMinutes. */
export const sendBindCode = (body: BindCodeBody) => call(securityRoutes, 'bindCode', { body });

export const useSendBindCode = () => useMutation({ mutationFn: sendBindCode });
