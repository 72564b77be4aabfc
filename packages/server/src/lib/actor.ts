import type { OperatorRole } from '@kalaro/contract/operator-roles';

/**
 * Who makes an admin call: a signed-in operator, or the automation token
 * (`KALARO_ADMIN_TOKEN`, acting as the owner). Set by the auth hook; the audit
 * log records it with every write.
 */
export interface AdminActor {
  readonly kind: 'operator' | 'token';
  /** Null for the token. */
  readonly operatorId: string | null;
  readonly username: string;
  readonly role: OperatorRole;
  readonly totpEnabled: boolean;
  /** Signed in with a one-time password: only 'self' calls answer until it is changed. */
  readonly mustChangePassword: boolean;
}

export const TOKEN_ACTOR: AdminActor = Object.freeze({
  kind: 'token',
  operatorId: null,
  username: 'automation-token',
  role: 'owner',
  totpEnabled: false,
  mustChangePassword: false,
});

/** Finds the operator of an admin session token: live, ended/expired, or unknown. */
export type OperatorAuthenticator = (
  token: string,
) => Promise<{ state: 'valid'; actor: AdminActor } | { state: 'expired' } | { state: 'unknown' }>;

/** The operator's session cookie, scoped to the admin API (`/wps/admin`). */
export const OPERATOR_COOKIE = 'kalaro_admin';
/** The sign-in between the password and the code (five minutes), same scope. */
export const OPERATOR_SIGN_IN_COOKIE = 'kalaro_admin_sign_in';
export const OPERATOR_COOKIE_PATH = '/wps/admin';
