import type { RouteTable } from '../route-info.ts';

/** The back office's operators: sign-in (password, then authenticator code), sessions, accounts. */
export const operatorAccountsRoutes = {
  /** Password step: answers what comes next (the code, or enrolling an authenticator). */
  signIn: { method: 'POST', path: '/wps/admin/session', auth: 'public', maintenance: 'open' },
  /** Code step: the authenticator's 6 digits; starts the operator's session (cookie). */
  signInCode: {
    method: 'POST',
    path: '/wps/admin/session/code',
    auth: 'public',
    maintenance: 'open',
  },
  /** A seeded demo operator outside production may sign in without enrolling. */
  skipEnrolment: {
    method: 'POST',
    path: '/wps/admin/session/skip-enrolment',
    auth: 'public',
    maintenance: 'open',
  },
  signOut: { method: 'DELETE', path: '/wps/admin/session', auth: 'public', maintenance: 'open' },
  me: { method: 'GET', path: '/wps/admin/me', auth: 'admin', permission: 'self' },
  /** The signed-in operator's own password (any role; not the automation token). */
  changePassword: {
    method: 'PUT',
    path: '/wps/admin/me/password',
    auth: 'admin',
    permission: 'self',
  },
  list: {
    method: 'GET',
    path: '/wps/admin/operators',
    auth: 'admin',
    permission: 'operators.manage',
  },
  create: {
    method: 'POST',
    path: '/wps/admin/operators',
    auth: 'admin',
    permission: 'operators.manage',
  },
  update: {
    method: 'PATCH',
    path: '/wps/admin/operators/:id',
    auth: 'admin',
    permission: 'operators.manage',
  },
  /** A new one-time password for an operator: its sessions end, it changes it at the next sign-in. */
  resetPassword: {
    method: 'PUT',
    path: '/wps/admin/operators/:id/password',
    auth: 'admin',
    permission: 'operators.manage',
  },
  /** Ends every session of the operator, on every instance. */
  endSessions: {
    method: 'DELETE',
    path: '/wps/admin/operators/:id/sessions',
    auth: 'admin',
    permission: 'operators.manage',
  },
} as const satisfies RouteTable;
