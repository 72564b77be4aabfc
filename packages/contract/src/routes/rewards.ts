import type { RouteTable } from '../route-info.ts';

export const rewardsRoutes = {
  list: { method: 'GET', path: '/wps/rewards', auth: 'member', flag: 'REWCEN3' },
  /** Unclaimed rewards in effect; answers a number (the Members red dot). */
  unclaimedCount: {
    method: 'GET',
    path: '/wps/rewards/unclaimed-count',
    auth: 'member',
    flag: 'REWCEN3',
  },
  /** Credits the reward through the ledger exactly once. */
  claim: {
    method: 'POST',
    path: '/wps/rewards/:id/claim',
    auth: 'realMember',
    flag: 'REWCEN3',
    protection: 'blocked',
  },
} as const satisfies RouteTable;
