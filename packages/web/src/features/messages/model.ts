import type { MessageSummary, MessagesValue } from '@kalaro/contract/member-content';

/**
 * Pure rules of the message centre: paging, the open message
 * from the address, and how the cached inbox changes when a message is read or
 * deleted.
 */

/** The page after the last one loaded, or undefined when there is none. */
export const nextMessagesPage = (
  last: Pick<MessagesValue, 'pageNum' | 'totalPages'>,
): number | undefined => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);

/** Every loaded message once, in page order (a delete shifts later pages). */
export const mergeMessages = (pages: readonly Pick<MessagesValue, 'list'>[]): MessageSummary[] => {
  const seen = new Set<number>();
  const merged: MessageSummary[] = [];
  for (const page of pages) {
    for (const message of page.list) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      merged.push(message);
    }
  }
  return merged;
};

/** The message `?id=` opens, or null for the inbox. */
export const openMessageId = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
};

interface Pages {
  pages: MessagesValue[];
  pageParams: unknown[];
}

/** The inbox after a message was read: that message read, the new unread count. */
export const markReadInPages = <T extends Pages>(
  data: T | undefined,
  id: number,
  unreadCount: number,
): T | undefined =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unreadCount,
      list: page.list.map((message) => (message.id === id ? { ...message, read: true } : message)),
    })),
  };

/** The inbox after a message was deleted: without it, the new unread count. */
export const removeFromPages = <T extends Pages>(
  data: T | undefined,
  id: number,
  unreadCount: number,
): T | undefined =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unreadCount,
      list: page.list.filter((message) => message.id !== id),
    })),
  };

/** A message's date and time in the reader's language (e.g. "12 Mar 2025, 14:05"). */
export const formatMessageDate = (iso: string, locale: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

// --- the message page (/m/message): the inbox and the notices ---------------------

export const MESSAGE_PAGE_TABS = ['inbox', 'notices'] as const;
export type MessagePageTab = (typeof MESSAGE_PAGE_TABS)[number];

/**
 * The tab /m/message shows: the one its `?tab=` names, else the member's inbox, or
 * the notices for a visitor (who has no inbox). An open message (`?id=`) is in the inbox.
 */
export const messagePageTab = (params: URLSearchParams, loggedIn: boolean): MessagePageTab => {
  const tab = params.get('tab');
  if (tab === 'inbox' || tab === 'notices') return tab;
  if (params.has('id')) return 'inbox';
  return loggedIn ? 'inbox' : 'notices';
};

/** The address of a tab of /m/message. */
export const messagePageHref = (tab: MessagePageTab): string => `/m/message?tab=${tab}`;
