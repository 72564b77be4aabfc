import type { AppLanguage } from '@/shared/i18n/language';

/** Query keys of feedback; the member's list is under 'member' (forgotten on sign-out). */
export const feedbackKeys = {
  categories: (language: AppLanguage) => ['feedback', 'categories', language] as const,
  all: ['member', 'feedback'] as const,
  list: (language: AppLanguage) => ['member', 'feedback', 'list', language] as const,
};
