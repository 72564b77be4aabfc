import type { RouteTable } from '../route-info.ts';

/**
 * The member's profile picture ("Set head icon" / "Get head icon"). A group
 * of its own so the player app's entry, which holds the member routes, carries none of it.
 */
export const profileRoutes = {
  headIcon: { method: 'GET', path: '/wps/member/head-icon', auth: 'member' },
  /** Form-encoded as the specification sends it (JSON works too). */
  setHeadIcon: { method: 'POST', path: '/wps/member/head-icon', auth: 'realMember' },
} as const satisfies RouteTable;
