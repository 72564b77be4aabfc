import type { RouteTable } from '../route-info.ts';

export const securityRoutes = {
  changePassword: {
    method: 'POST',
    path: '/wps/security/password',
    auth: 'realMember',
  },
  /** What is bound (masked): payment password set, e-mail, mobile, payee name. */
  overview: { method: 'GET', path: '/wps/security', auth: 'realMember' },
  paymentPassword: {
    method: 'POST',
    path: '/wps/security/payment-password',
    auth: 'realMember',
  },
  /** Rate-limited per member. */
  verifyPaymentPassword: {
    method: 'POST',
    path: '/wps/security/payment-password/verify',
    auth: 'realMember',
  },
  /** Sends a code to the e-mail address or mobile number about to be bound. */
  bindCode: { method: 'POST', path: '/wps/security/bind-code', auth: 'realMember' },
  bindEmail: { method: 'POST', path: '/wps/security/email', auth: 'realMember' },
  bindMobile: { method: 'POST', path: '/wps/security/mobile', auth: 'realMember' },
  payeeName: { method: 'POST', path: '/wps/security/payee-name', auth: 'realMember' },
} as const satisfies RouteTable;
