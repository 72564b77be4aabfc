import { defineEndpoint } from '../endpoint.ts';
import { memberRoutes } from '../routes/member.ts';
import { memberInfo } from '../account.ts';
import { memberBenefitsValue, referralValue } from '../member-pages.ts';
import {
  endedMemberSessionsValue,
  memberDetailValue,
  memberHistoryQuery,
  memberHistoryValue,
  memberIdParams,
  memberSearchQuery,
  memberSearchValue,
  memberStatusBody,
  passwordResetValue,
} from '../member-admin.ts';

export const memberEndpoints = {
  info: defineEndpoint('member', memberRoutes.info, {
    summary: 'The signed-in member',
    value: memberInfo,
    errors: [],
  }),
  benefits: defineEndpoint('member', memberRoutes.benefits, {
    summary:
      "Member club benefits: the VIP levels with their requirements (turnover, deposits) and benefits, and the member's level, turnover and deposit total. Only with the VIP-benefits flag",
    value: memberBenefitsValue,
    errors: [],
  }),
  referral: defineEndpoint('member', memberRoutes.referral, {
    summary:
      "Invite friends: the member's referral code (made once, then stable), the registration path with it and how many registered with it. Only while a REFERRAL promotion runs",
    value: referralValue,
    errors: ['referral.unavailable'],
  }),
  adminSearch: defineEndpoint('member', memberRoutes.adminSearch, {
    summary:
      "Find members by username prefix, mobile number, e-mail, id, or their agent's username; newest first, paged",
    query: memberSearchQuery,
    value: memberSearchValue,
    errors: ['validation.failed'],
  }),
  adminDetail: defineEndpoint('member', memberRoutes.adminDetail, {
    summary: "A member's page: profile, balance, agent path and live sessions",
    params: memberIdParams,
    value: memberDetailValue,
    errors: ['admin.member_not_found'],
  }),
  adminHistory: defineEndpoint('member', memberRoutes.adminHistory, {
    summary:
      "One kind of a member's history, newest first, a page at a time: every ledger row, the bets, the deposit and withdrawal requests, or the rewards (the ledger's bonus rows). `more` tells whether a further page holds rows (nothing is counted)",
    params: memberIdParams,
    query: memberHistoryQuery,
    value: memberHistoryValue,
    errors: ['admin.member_not_found', 'validation.failed'],
  }),
  adminSetStatus: defineEndpoint('member', memberRoutes.adminSetStatus, {
    summary:
      'Disable (the member cannot log in or play; every session ends on every instance at once) or enable a member, with a reason',
    params: memberIdParams,
    body: memberStatusBody,
    value: memberDetailValue.shape.member,
    errors: ['admin.member_not_found', 'validation.failed'],
  }),
  adminEndSessions: defineEndpoint('member', memberRoutes.adminEndSessions, {
    summary: 'Ends every session of the member, on every instance',
    params: memberIdParams,
    value: endedMemberSessionsValue,
    errors: ['admin.member_not_found'],
  }),
  adminResetPassword: defineEndpoint('member', memberRoutes.adminResetPassword, {
    summary:
      'A new temporary password (shown once to the operator); the member must choose a new one at the next login, and every session ends',
    params: memberIdParams,
    value: passwordResetValue,
    errors: ['admin.member_not_found'],
  }),
} as const;
