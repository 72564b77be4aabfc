import { defineEndpoint } from '../endpoint.ts';
import { memberRoutes } from '../routes/member.ts';
import { memberInfo } from '../account.ts';
import { memberBenefitsValue, referralValue } from '../member-pages.ts';

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
} as const;
