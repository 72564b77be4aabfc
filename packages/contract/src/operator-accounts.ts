import { z } from 'zod';
import { OPERATOR_PASSWORD, OPERATOR_USERNAME } from './operator-account-rules.ts';
import { OPERATOR_ROLES, PERMISSIONS } from './operator-roles.ts';

/**
 * The back office's own accounts: operators sign in with a password
 * and an authenticator code (TOTP, RFC 6238), in a session of their own.
 */

const username = z.string().trim().toLowerCase().regex(OPERATOR_USERNAME);
const newPassword = z
  .string()
  .min(OPERATOR_PASSWORD.min)
  .max(OPERATOR_PASSWORD.max)
  .regex(/[A-Za-z]/, 'a letter')
  .regex(/\d/, 'a digit');
export const operatorRole = z.enum(OPERATOR_ROLES);
export const operatorStatus = z.enum(['active', 'disabled']);
export const totpCode = z.string().regex(/^\d{6}$/);

/** The signed-in operator as the back office shows it. */
export const signedInOperator = z.object({
  id: z.string(),
  username: z.string(),
  role: operatorRole,
  permissions: z.array(z.enum(PERMISSIONS)),
  /** 'token': the automation token (acts as the owner). */
  via: z.enum(['session', 'token']),
  totpEnabled: z.boolean(),
  /**
   * Signed in with a one-time password (created by an owner or by `create-owner`):
   * every admin call but this one, sign-out and the password change answers
   * 403 `admin.password_change_required` until the operator sets its own.
   */
  mustChangePassword: z.boolean(),
});
export type SignedInOperator = z.infer<typeof signedInOperator>;

export const signInBody = z
  .object({ username: z.string().min(1).max(64), password: z.string().min(1).max(128) })
  .strict();

/**
 * After the password: the code of the operator's authenticator, or first its
 * enrolment (scan the QR code, then give a code). A seeded demo operator may skip
 * the enrolment outside production.
 */
export const signInValue = z.discriminatedUnion('next', [
  z.object({ next: z.literal('code') }),
  z.object({
    next: z.literal('enrol'),
    enrolment: z.object({
      /** Base32, for typing into the app by hand. */
      secret: z.string(),
      /** otpauth://totp/… */
      uri: z.string(),
      /** The URI as a QR code (an SVG document). */
      qrSvg: z.string(),
      maySkip: z.boolean(),
    }),
  }),
]);
export type SignInValue = z.infer<typeof signInValue>;

export const signInCodeBody = z.object({ code: totpCode }).strict();

export const operatorAccount = z.object({
  id: z.string(),
  username: z.string(),
  role: operatorRole,
  status: operatorStatus,
  totpEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  /** Sessions not ended or expired. */
  activeSessions: z.number().int(),
  /** Its password is a one-time password (an owner chose it): changed at the next sign-in. */
  mustChangePassword: z.boolean(),
});
export type OperatorAccount = z.infer<typeof operatorAccount>;

export const operatorAccountsValue = z.object({ operators: z.array(operatorAccount) });

export const createOperatorBody = z
  .object({ username, role: operatorRole, password: newPassword })
  .strict();

export const updateOperatorBody = z
  .object({ role: operatorRole.optional(), status: operatorStatus.optional() })
  .strict()
  .refine((v) => v.role !== undefined || v.status !== undefined, 'role or status');

/** An operator's own password: the current one, and a new one under the same rules as at creation. */
export const changeOwnPasswordBody = z
  .object({ currentPassword: z.string().min(1).max(128), newPassword })
  .strict();

/** An owner's new one-time password for an operator (the creation's rules). */
export const resetOperatorPasswordBody = z.object({ password: newPassword }).strict();

export const operatorParams = z.object({ id: z.uuid() }).strict();

export const endedSessionsValue = z.object({ ended: z.number().int() });
