import { defineEndpoint } from '../endpoint.ts';
import { done } from '../account.ts';
import {
  changeOwnPasswordBody,
  createOperatorBody,
  endedSessionsValue,
  operatorAccount,
  operatorAccountsValue,
  operatorParams,
  signedInOperator,
  signInBody,
  signInCodeBody,
  resetOperatorPasswordBody,
  signInValue,
  updateOperatorBody,
} from '../operator-accounts.ts';
import { operatorAccountsRoutes } from '../routes/operator-accounts.ts';

export const operatorAccountsEndpoints = {
  signIn: defineEndpoint('operatorAccounts', operatorAccountsRoutes.signIn, {
    summary:
      "Back-office sign-in, password step: answers 'code' (give the authenticator's code next) or 'enrol' (a new secret and its QR code to scan first). Sets a short-lived sign-in cookie; wrong passwords count towards the account's back-off",
    body: signInBody,
    value: signInValue,
    errors: ['admin.credentials_invalid', 'admin.account_locked', 'rate.limited'],
  }),
  signInCode: defineEndpoint('operatorAccounts', operatorAccountsRoutes.signInCode, {
    summary:
      "Back-office sign-in, code step: the authenticator's current 6-digit code (a code is accepted once). Enrols the authenticator when this sign-in began its enrolment, and starts the operator's session (HttpOnly, SameSite=Strict cookie on /wps/admin; 30 min idle, 12 h at most)",
    body: signInCodeBody,
    value: signedInOperator,
    errors: ['admin.code_invalid', 'admin.sign_in_expired', 'admin.account_locked', 'rate.limited'],
  }),
  skipEnrolment: defineEndpoint('operatorAccounts', operatorAccountsRoutes.skipEnrolment, {
    summary:
      'Outside production, a seeded demo operator may start a session without enrolling an authenticator',
    value: signedInOperator,
    errors: ['admin.sign_in_expired', 'admin.enrolment_required'],
  }),
  signOut: defineEndpoint('operatorAccounts', operatorAccountsRoutes.signOut, {
    summary: "Ends the operator's session (if any) and clears its cookie",
    value: done,
    errors: [],
  }),
  me: defineEndpoint('operatorAccounts', operatorAccountsRoutes.me, {
    summary: 'The signed-in operator: username, role and the permissions it grants',
    value: signedInOperator,
    errors: [],
  }),
  changePassword: defineEndpoint('operatorAccounts', operatorAccountsRoutes.changePassword, {
    summary:
      "The signed-in operator's own password: the current one and a new one (10+ characters, a letter and a digit). A wrong current password counts towards the account's back-off as a failed sign-in does; on success every other session of the operator ends (this one stays) and a required change is done",
    body: changeOwnPasswordBody,
    value: done,
    errors: [
      'admin.password_incorrect',
      'admin.password_same',
      'admin.account_locked',
      'admin.no_password',
      'rate.limited',
      'validation.failed',
    ],
  }),
  list: defineEndpoint('operatorAccounts', operatorAccountsRoutes.list, {
    summary: 'Every operator account with its role, status, authenticator and live sessions',
    value: operatorAccountsValue,
    errors: [],
  }),
  create: defineEndpoint('operatorAccounts', operatorAccountsRoutes.create, {
    summary:
      'Create an operator with a role and a first password (10+ characters, a letter and a digit); the authenticator is enrolled at the first sign-in',
    body: createOperatorBody,
    value: operatorAccount,
    errors: ['admin.operator_exists', 'validation.failed'],
  }),
  update: defineEndpoint('operatorAccounts', operatorAccountsRoutes.update, {
    summary:
      "Change an operator's role or status; disabling ends its sessions at once. The last active owner stays an active owner",
    params: operatorParams,
    body: updateOperatorBody,
    value: operatorAccount,
    errors: ['admin.operator_not_found', 'admin.last_owner', 'validation.failed'],
  }),
  resetPassword: defineEndpoint('operatorAccounts', operatorAccountsRoutes.resetPassword, {
    summary:
      'Give an operator a new one-time password (10+ characters, a letter and a digit): its sessions end, its lock-out is lifted, and it must choose its own password at the next sign-in. The authenticator stays enrolled',
    params: operatorParams,
    body: resetOperatorPasswordBody,
    value: operatorAccount,
    errors: ['admin.operator_not_found', 'validation.failed'],
  }),
  endSessions: defineEndpoint('operatorAccounts', operatorAccountsRoutes.endSessions, {
    summary: 'Ends every session of an operator, on every instance, at once',
    params: operatorParams,
    value: endedSessionsValue,
    errors: ['admin.operator_not_found'],
  }),
} as const;
