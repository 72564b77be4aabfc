import type { AppLanguage } from '@/shared/i18n/language';

/** Query keys of the rewards centre, under 'member' (forgotten on login and sign-out). */
export const rewardKeys = {
  all: ['member', 'rewards'] as const,
  list: (language: AppLanguage) => ['member', 'rewards', 'list', language] as const,
  unclaimed: ['member', 'rewards', 'unclaimed'] as const,
};
