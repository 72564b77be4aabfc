import type { PayeeNameBody } from '@kalaro/contract/security';
import { securityRoutes } from '@kalaro/contract/routes/security';
import { call } from '@/shared/http/client';
import { useSecurityMutation } from '@/features/security/api/use-security-mutation';

/** POST /wps/security/payee-name: sets it once. */
export const setPayeeName = (body: PayeeNameBody) => call(securityRoutes, 'payeeName', { body });

export const useSetPayeeName = () => useSecurityMutation(setPayeeName);
