import type { AppLanguage } from '@/shared/i18n/language';

/**
 * Query keys of the message centre. They sit under 'member', so a login or a
 * sign-out (which forgets the 'member' queries) never shows another member's inbox.
 */
export const messageKeys = {
  all: ['member', 'messages'] as const,
  list: (language: AppLanguage) => ['member', 'messages', 'list', language] as const,
  unread: ['member', 'messages', 'unread'] as const,
  detail: (id: number, language: AppLanguage) =>
    ['member', 'messages', 'detail', id, language] as const,
};
