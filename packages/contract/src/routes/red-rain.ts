import type { RouteTable } from '../route-info.ts';

/** Red-envelope rain (/m/redRain). */
export const redRainRoutes = {
  /** The rain falling now, or the next one, with this member's claims. */
  current: { method: 'GET', path: '/wps/red-rain', auth: 'realMember' },
  /** Open one envelope of a falling rain: a random amount, credited once, within the budget. */
  claim: {
    method: 'POST',
    path: '/wps/red-rain/:id/claims',
    auth: 'realMember',
    protection: 'blocked',
  },
} as const satisfies RouteTable;
