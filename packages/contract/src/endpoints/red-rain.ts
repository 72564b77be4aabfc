import { defineEndpoint } from '../endpoint.ts';
import { redRainRoutes } from '../routes/red-rain.ts';
import {
  claimRedEnvelopeBody,
  claimRedEnvelopeValue,
  redRainParams,
  redRainValue,
} from '../red-rain.ts';

export const redRainEndpoints = {
  current: defineEndpoint('redRain', redRainRoutes.current, {
    summary:
      "The red-envelope rain falling now, or else the next one (null when none is scheduled), with the server's time and this member's envelopes in it",
    value: redRainValue,
    errors: [],
  }),
  claim: defineEndpoint('redRain', redRainRoutes.claim, {
    summary:
      'Open one envelope of the falling rain: a random amount within the budget, credited once through the ledger; the same idempotencyKey answers the first claim',
    params: redRainParams,
    body: claimRedEnvelopeBody,
    value: claimRedEnvelopeValue,
    errors: [
      'validation.failed',
      'red_rain.not_found',
      'red_rain.not_live',
      'red_rain.exhausted',
      'red_rain.claim_limit',
      'campaign.not_active',
      'campaign.budget_exhausted',
      'campaign.member_budget_exhausted',
      'rate.limited',
    ],
  }),
} as const;
