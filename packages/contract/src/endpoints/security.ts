import { defineEndpoint } from '../endpoint.ts';
import { securityRoutes } from '../routes/security.ts';
import { changePassword, done } from '../account.ts';
import {
  bindCodeBody,
  bindCodeValue,
  bindEmailBody,
  bindMobileBody,
  payeeNameBody,
  paymentPasswordBody,
  securityOverview,
  verifyPaymentPasswordBody,
  verifyPaymentPasswordValue,
} from '../security.ts';

export const securityEndpoints = {
  changePassword: defineEndpoint('security', securityRoutes.changePassword, {
    summary: 'Change the login password; every other session is revoked',
    body: changePassword,
    value: done,
    errors: [
      'auth.password_incorrect',
      'modify.new.old.same',
      'password.confirmation_mismatch',
      'register.field_invalid',
    ],
  }),
  overview: defineEndpoint('security', securityRoutes.overview, {
    summary:
      'Security centre: whether a payment password is set, and the bound e-mail, mobile and payee name (masked)',
    value: securityOverview,
    errors: [],
  }),
  paymentPassword: defineEndpoint('security', securityRoutes.paymentPassword, {
    summary:
      'Set or change the payment password (hashed like the login password). currentPassword is the payment password when one is set, else the login password',
    body: paymentPasswordBody,
    value: done,
    errors: [
      'auth.password_incorrect',
      'security.payment_password_incorrect',
      'security.answers_required',
      'security.answers_incorrect',
      'password.confirmation_mismatch',
      'modify.new.old.same',
      'register.field_invalid',
      'rate.limited',
    ],
  }),
  verifyPaymentPassword: defineEndpoint('security', securityRoutes.verifyPaymentPassword, {
    summary: 'Check the payment password; at most 5 wrong tries per 15 minutes per member',
    body: verifyPaymentPasswordBody,
    value: verifyPaymentPasswordValue,
    errors: [
      'security.payment_password_incorrect',
      'security.payment_password_unset',
      'rate.limited',
    ],
  }),
  bindCode: defineEndpoint('security', securityRoutes.bindCode, {
    summary:
      'Send a verification code to an e-mail address (e-mail) or mobile number (SMS) the member wants to bind (VERIFICATION3)',
    body: bindCodeBody,
    value: bindCodeValue,
    errors: [
      'security.email_invalid',
      'user.mobile_exists',
      'rate.limited',
      'sms.unavailable',
      'email.unavailable',
    ],
  }),
  bindEmail: defineEndpoint('security', securityRoutes.bindEmail, {
    summary: 'Bind or replace the e-mail with the code sent to it and the login password',
    body: bindEmailBody,
    value: done,
    errors: [
      'auth.password_incorrect',
      'security.email_invalid',
      'verification.code_error',
      'verification.code_expired',
      'rate.limited',
    ],
  }),
  bindMobile: defineEndpoint('security', securityRoutes.bindMobile, {
    summary:
      'Bind or replace the mobile number with the SMS code sent to it and the login password',
    body: bindMobileBody,
    value: done,
    errors: [
      'auth.password_incorrect',
      'user.mobile_exists',
      'verification.code_error',
      'verification.code_expired',
      'rate.limited',
    ],
  }),
  payeeName: defineEndpoint('security', securityRoutes.payeeName, {
    summary: 'Set the payee name (the name on withdrawal accounts); once only',
    body: payeeNameBody,
    value: done,
    errors: ['security.payee_name_locked', 'register.field_invalid'],
  }),
} as const;
