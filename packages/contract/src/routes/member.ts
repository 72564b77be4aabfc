import type { RouteTable } from '../route-info.ts';

export const memberRoutes = {
  info: { method: 'GET', path: '/wps/member/info', auth: 'member' },
  /** Member club benefits (/m/member/benefits): VIP levels and the member's progress. */
  benefits: {
    method: 'GET',
    path: '/wps/member/benefits',
    auth: 'realMember',
    flag: 'VIPBENEFIT',
  },
  /** Invite friends (/m/inviteFriends): referral code, link and invited count. */
  referral: { method: 'GET', path: '/wps/member/referral', auth: 'realMember' },
} as const satisfies RouteTable;
