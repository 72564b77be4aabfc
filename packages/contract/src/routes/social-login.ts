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
  /** Reads the session when there is one: a signed-in member links the identity. */
  callback: {
    method: 'GET',
    path: '/wps/auth/social/:provider/callback',
    auth: 'optional',
    region: 'blocked',
  },
} as const satisfies RouteTable;
