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
  /** Back office: find members, read a member's page and history, disable, end sessions, reset the password. */
  adminSearch: {
    method: 'GET',
    path: '/wps/admin/members',
    auth: 'admin',
    permission: 'members.read',
  },
  adminDetail: {
    method: 'GET',
    path: '/wps/admin/members/:id',
    auth: 'admin',
    permission: 'members.read',
  },
  /** One kind of the member's history (ledger, bets, deposits, withdrawals, rewards), paged. */
  adminHistory: {
    method: 'GET',
    path: '/wps/admin/members/:id/history',
    auth: 'admin',
    permission: 'members.read',
  },
  adminSetStatus: {
    method: 'PUT',
    path: '/wps/admin/members/:id/status',
    auth: 'admin',
    permission: 'members.manage',
  },
  adminEndSessions: {
    method: 'DELETE',
    path: '/wps/admin/members/:id/sessions',
    auth: 'admin',
    permission: 'members.manage',
  },
  adminResetPassword: {
    method: 'POST',
    path: '/wps/admin/members/:id/password-reset',
    auth: 'admin',
    permission: 'members.manage',
  },
} as const satisfies RouteTable;
