import type { routes } from './routes.ts';

/** `<group>.<name>` of every call of the contract. */
export type RouteId = {
  [G in keyof typeof routes]: `${G}.${keyof (typeof routes)[G] & string}`;
}[keyof typeof routes];

/**
 * The member calls that still answer while the member must change the password
 * (after an operator's reset, or a login with an e-mailed temporary password):
 * the password change itself, the session and profile basics the app reads, and
 * logout. Every other member call answers 403 `auth.password_change_required`
 * (the server's auth hook), so a password someone else has seen moves no money.
 */
export const PASSWORD_CHANGE_OPEN_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'security.changePassword',
  'member.info',
  'profile.headIcon',
  'auth.logout',
]);
