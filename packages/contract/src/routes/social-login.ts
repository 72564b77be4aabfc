import type { RouteTable } from '../route-info.ts';

/**
 * Social login (OpenID Connect / OAuth 2). The start and the callback are page
 * navigations (the login screen's buttons are links), answered with redirects.
 */
export const socialLoginRoutes = {
  providers: { method: 'GET', path: '/wps/auth/social/providers', auth: 'public' },
  start: {
    method: 'GET',
    path: '/wps/auth/social/:provider/start',
    auth: 'public',
    region: 'blocked',
  },
  /**
   * The start in link mode (a page navigation from the security centre): the
   * callback links the identity to this member instead of signing in.
   */
  linkStart: {
    method: 'GET',
    path: '/wps/auth/social/:provider/link',
    auth: 'realMember',
  },
  /** Reads the session when there is one: a signed-in member links the identity. */
  callback: {
    method: 'GET',
    path: '/wps/auth/social/:provider/callback',
    auth: 'optional',
    region: 'blocked',
  },
  /** The signed-in member's linked sign-in accounts. */
  linked: { method: 'GET', path: '/wps/member/social-logins', auth: 'realMember' },
  /** Unlinks the member's identity of a provider, while another way to sign in remains. */
  unlink: { method: 'DELETE', path: '/wps/member/social-logins/:provider', auth: 'realMember' },
} as const satisfies RouteTable;
