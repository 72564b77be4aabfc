import { defineEndpoint } from '../endpoint.ts';
import { headIconBody, headIconValue } from '../account.ts';
import { profileRoutes } from '../routes/profile.ts';

export const profileEndpoints = {
  headIcon: defineEndpoint('profile', profileRoutes.headIcon, {
    summary: 'The head icon the member chose (1…12), or null before one is chosen',
    value: headIconValue,
    errors: [],
  }),
  setHeadIcon: defineEndpoint('profile', profileRoutes.setHeadIcon, {
    summary:
      'Choose one of the 12 head icons; the member centre shows it. Form-encoded (headIcon=3) or JSON',
    body: headIconBody,
    value: headIconValue,
    errors: ['validation.failed'],
  }),
} as const;
