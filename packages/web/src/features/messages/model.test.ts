import { describe, expect, it } from 'vitest';
import type { MessageSummary, MessagesValue } from '@kalaro/contract/member-content';
import {
  messagePageHref,
  messagePageTab,
  formatMessageDate,
  markReadInPages,
  mergeMessages,
  nextMessagesPage,
  openMessageId,
  removeFromPages,
} from '@/features/messages/model';

const message = (id: number, read = false): MessageSummary => ({
  id,
  title: `M${id}`,
  preview: '',
  createdAt: '2025-03-20T10:00:00Z',
  read,
  broadcast: false,
});

const page = (pageNum: number, list: MessageSummary[], unreadCount = 9): MessagesValue => ({
  list,
  pageNum,
  totalPages: 3,
  unreadCount,
});

describe('message centre rules', () => {
  it('pages until the last one', () => {
    expect(nextMessagesPage({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextMessagesPage({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextMessagesPage({ pageNum: 1, totalPages: 0 })).toBeUndefined();
  });

  it('merges pages without repeating a message a delete shifted', () => {
    const merged = mergeMessages([
      page(1, [message(5), message(4)]),
      page(2, [message(4), message(3)]),
    ]);
    expect(merged.map((m) => m.id)).toEqual([5, 4, 3]);
  });

  it.each([
    [null, null],
    ['', null],
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1e3', null],
    ['abc', null],
    ['99999999999', null],
  ] as const)('?id=%s opens %s', (raw, id) => {
    expect(openMessageId(raw)).toBe(id);
  });

  it('marks one message read in every page, with the new unread count', () => {
    const data = { pages: [page(1, [message(2), message(1)])], pageParams: [1] };
    const next = markReadInPages(data, 1, 4);
    expect(next?.pages[0]?.list.map((m) => m.read)).toEqual([false, true]);
    expect(next?.pages[0]?.unreadCount).toBe(4);
    expect(data.pages[0]?.list[1]?.read).toBe(false);
    expect(markReadInPages(undefined, 1, 4)).toBeUndefined();
  });

  it('drops a deleted message from the pages', () => {
    const data = {
      pages: [page(1, [message(2), message(1)]), page(2, [message(0)])],
      pageParams: [1, 2],
    };
    const next = removeFromPages(data, 2, 1);
    expect(next?.pages.flatMap((p) => p.list.map((m) => m.id))).toEqual([1, 0]);
    expect(next?.pages.map((p) => p.unreadCount)).toEqual([1, 1]);
  });

  it('formats a date in the reader language, nothing for a bad one', () => {
    expect(formatMessageDate('2025-03-20T10:00:00Z', 'en')).toMatch(/2025/);
    expect(formatMessageDate('nope', 'en')).toBe('');
  });
});

describe('messagePageTab', () => {
  const params = (search: string) => new URLSearchParams(search);

  it('opens on the inbox for a member and on the notices for a visitor', () => {
    expect(messagePageTab(params(''), true)).toBe('inbox');
    expect(messagePageTab(params(''), false)).toBe('notices');
  });

  it('keeps the tab the address names, and an open message in the inbox', () => {
    expect(messagePageTab(params('?tab=notices'), true)).toBe('notices');
    expect(messagePageTab(params('?tab=inbox'), false)).toBe('inbox');
    expect(messagePageTab(params('?tab=bogus'), false)).toBe('notices');
    expect(messagePageTab(params('?id=7'), false)).toBe('inbox');
    expect(messagePageHref('notices')).toBe('/m/message?tab=notices');
  });
});
