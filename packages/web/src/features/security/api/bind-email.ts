import type { BindEmailBody } from '@kalaro/contract/security';
import { securityRoutes } from '@kalaro/contract/routes/security';
import { call } from '@/shared/http/client';
import { useSecurityMutation } from '@/features/security/api/use-security-mutation';

/** POST /wps/security/email: binds the e-mail with its code and the login password. */
export const bindEmail = (body: BindEmailBody) => call(securityRoutes, 'bindEmail', { body });

export const useBindEmail = () => useSecurityMutation(bindEmail);
