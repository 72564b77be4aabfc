import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { rewardsRoutes } from '../routes/rewards.ts';
import { claimValue, idParams, rewardsQuery, rewardsValue } from '../member-content.ts';

export const rewardsEndpoints = {
  list: defineEndpoint('rewards', rewardsRoutes.list, {
    summary: 'Rewards centre: promotions in effect with claim state, and the unclaimed count',
    query: rewardsQuery,
    value: rewardsValue,
    errors: [],
  }),
  unclaimedCount: defineEndpoint('rewards', rewardsRoutes.unclaimedCount, {
    summary: 'Count of unclaimed rewards in effect (a number)',
    value: z.number().int(),
    errors: [],
  }),
  claim: defineEndpoint('rewards', rewardsRoutes.claim, {
    summary:
      'Claim a reward: credits the wallet through the ledger exactly once (a second claim is refused)',
    params: idParams,
    value: claimValue,
    errors: [
      'reward.not_found',
      'reward.already_claimed',
      'campaign.not_active',
      'campaign.budget_exhausted',
      'campaign.member_budget_exhausted',
    ],
  }),
} as const;
