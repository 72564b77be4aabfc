import type { PaymentPasswordBody } from '@kalaro/contract/security';
import { securityRoutes } from '@kalaro/contract/routes/security';
import { call } from '@/shared/http/client';
import { useSecurityMutation } from '@/features/security/api/use-security-mutation';

/** POST /wps/security/payment-password: set (with the login password) or change it. */
export const setPaymentPassword = (body: PaymentPasswordBody) =>
  call(securityRoutes, 'paymentPassword', { body });

export const useSetPaymentPassword = () => useSecurityMutation(setPaymentPassword);
