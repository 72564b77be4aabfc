import type { BindMobileBody } from '@kalaro/contract/security';
import { securityRoutes } from '@kalaro/contract/routes/security';
import { call } from '@/shared/http/client';
import { useSecurityMutation } from '@/features/security/api/use-security-mutation';

/** POST /wps/security/mobile: binds the number with its SMS code and the login password. */
export const bindMobile = (body: BindMobileBody) => call(securityRoutes, 'bindMobile', { body });

export const useBindMobile = () => useSecurityMutation(bindMobile);
