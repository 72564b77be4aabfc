import type { AppLanguage } from '@/shared/i18n/language';

/** Query keys of the in-house lottery; the member's own data sits under 'member' (forgotten on sign-out). */
export const lotteryKeys = {
  list: (language: AppLanguage) => ['lottery', 'list', language] as const,
  member: ['member', 'lottery'] as const,
  state: (code: string, language: AppLanguage) =>
    ['member', 'lottery', 'state', code, language] as const,
  myBets: (code: string) => ['member', 'lottery', 'bets', code] as const,
};
