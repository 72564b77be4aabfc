import { defineEndpoint } from '../endpoint.ts';
import { authRoutes } from '../routes/auth.ts';
import {
  affiliateCheckQuery,
  affiliateCheckValue,
  captchaValue,
  done,
  encryptedBody,
  forgotPasswordByEmail,
  registerSettings,
  sessionValue,
  setPasswordByPhone,
  smsCodeRequest,
  smsCodeValue,
} from '../account.ts';

export const authEndpoints = {
  captcha: defineEndpoint('auth', authRoutes.captcha, {
    summary: 'A single-use captcha image (CAPTCHA3)',
    value: captchaValue,
    errors: ['rate.limited'],
  }),
  login: defineEndpoint('auth', authRoutes.login, {
    summary:
      "Log in (encrypted body: loginPayload). A failure answers value.captcha = true once a captcha is required. Open during a time-out or self-exclusion (the session may withdraw; every money call answers protection.excluded); refused with protection.session_limit once the day's session time is spent",
    body: encryptedBody,
    value: sessionValue,
    errors: [
      'auth.encryption_required',
      'auth.encryption_invalid',
      'auth.replayed',
      'auth.invalid_credentials',
      'auth.captcha_required',
      'auth.captcha_invalid',
      'auth.account_locked',
      'auth.non_member',
      'auth.non_agent',
      'user.not_found_or_disabled',
      'verification.code_error',
      'verification.code_expired',
      'rate.limited',
      'protection.session_limit',
    ],
  }),
  trial: defineEndpoint('auth', authRoutes.trial, {
    summary: 'Start a free-play session on a new trial account (FREEPLAY)',
    value: sessionValue,
    errors: ['rate.limited'],
  }),
  register: defineEndpoint('auth', authRoutes.register, {
    summary:
      'Register a member (encrypted body: registerPayload) and log in. Field flags and patterns come from registerSettings',
    body: encryptedBody,
    value: sessionValue,
    errors: [
      'auth.encryption_required',
      'auth.encryption_invalid',
      'auth.replayed',
      'register.disabled',
      'register.field_invalid',
      'register.under_age',
      'password.confirmation_mismatch',
      'user.exists',
      'user.mobile_exists',
      'invitation_code_error',
      'verification.code_error',
      'verification.code_expired',
      'sms.unavailable',
      'auth.captcha_invalid',
      'rate.limited',
    ],
  }),
  registerSettings: defineEndpoint('auth', authRoutes.registerSettings, {
    summary: 'Registration methods, field flags and validation patterns (REG3)',
    value: registerSettings,
    errors: [],
  }),
  affiliateCheck: defineEndpoint('auth', authRoutes.affiliateCheck, {
    summary: 'Check an affiliate (invitation) code',
    query: affiliateCheckQuery,
    value: affiliateCheckValue,
    errors: ['invitation_code_error'],
  }),
  smsCode: defineEndpoint('auth', authRoutes.smsCode, {
    summary: 'Send an SMS verification code (VERIFICATION3)',
    body: smsCodeRequest,
    value: smsCodeValue,
    errors: ['rate.limited', 'user.mobile_exists', 'sms.unavailable'],
  }),
  setPasswordByPhone: defineEndpoint('auth', authRoutes.setPasswordByPhone, {
    summary: 'Set a new password with an SMS code; the member is then logged in',
    body: setPasswordByPhone,
    value: sessionValue,
    errors: [
      'verification.code_error',
      'verification.code_expired',
      'modify.new.old.same',
      'register.field_invalid',
      'rate.limited',
    ],
  }),
  forgotPasswordByEmail: defineEndpoint('auth', authRoutes.forgotPasswordByEmail, {
    summary:
      'Send a password-reset e-mail (form-encoded). Answers the same whether or not the account exists',
    body: forgotPasswordByEmail,
    value: done,
    errors: ['rate.limited', 'email.unavailable'],
  }),
  logout: defineEndpoint('auth', authRoutes.logout, {
    summary: 'Sign out: revokes the session token and clears the session cookie',
    value: done,
    errors: [],
  }),
} as const;
