import type { AppLanguage } from '@/shared/i18n/language';

/** Query keys of the in-house slot, under 'member' (forgotten on login and sign-out). */
export const slotKeys = {
  all: ['member', 'slot'] as const,
  state: (gameId: string, language: AppLanguage) =>
    ['member', 'slot', 'state', gameId, language] as const,
};
