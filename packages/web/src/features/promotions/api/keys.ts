import type { AppLanguage } from '@/shared/i18n/language';

/**
 * Query keys of the promotions, under 'member': the answers carry the caller's
 * application, so they are forgotten on login and sign-out.
 */
export const promotionKeys = {
  all: ['member', 'promotions'] as const,
  list: (language: AppLanguage) => ['member', 'promotions', 'list', language] as const,
  detail: (id: number, language: AppLanguage) =>
    ['member', 'promotions', 'detail', id, language] as const,
};
