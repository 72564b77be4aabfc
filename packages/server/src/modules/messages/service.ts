import type {
  MessageDetail,
  MessagesValue,
  MessageSummary,
  messageQuery,
  messagesQuery,
} from '@kalaro/contract/member-content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countInbox, findInboxMessage, findInboxPage, markMessage, type InboxRow } from './repo.ts';
import { htmlPreview } from '../../lib/html-text.ts';
import { pickTranslation } from '../../lib/translations.ts';
import { pageOffset, pageCount } from '../../lib/paging.ts';

const textOf = (row: InboxRow, language: string) =>
  pickTranslation(row.translations, language) ?? { title: '', content: '' };

function summaryOf(row: InboxRow, language: string): MessageSummary {
  const text = textOf(row, language);
  return {
    id: row.id,
    title: text.title,
    preview: htmlPreview(text.content),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    broadcast: row.memberId === null,
  };
}

/**
 * The message centre: a member's inbox of personal messages and broadcasts.
 * Read and deleted are per member (message_states), so deleting a broadcast
 * hides it for this member only. Another member's message is answered like
 * one that does not exist.
 */
export class MessageService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async inbox(memberId: string, query: z.output<typeof messagesQuery>): Promise<MessagesValue> {
    const { pageNo, pageSize, language } = query;
    const [rows, counts] = await Promise.all([
      findInboxPage(this.db, memberId, pageSize, pageOffset({ pageNo, pageSize })),
      countInbox(this.db, memberId),
    ]);
    return {
      list: rows.map((row) => summaryOf(row, language)),
      pageNum: pageNo,
      totalPages: pageCount(counts.total, pageSize),
      unreadCount: counts.unread,
    };
  }

  async unreadCount(memberId: string): Promise<number> {
    return (await countInbox(this.db, memberId)).unread;
  }

  /** Reading the detail does not mark it read; the client says so with `markRead`. */
  async detail(
    memberId: string,
    id: number,
    query: z.output<typeof messageQuery>,
  ): Promise<MessageDetail> {
    const row = await findInboxMessage(this.db, memberId, id);
    if (!row) throw new AppError('message.not_found');
    const text = textOf(row, query.language);
    return {
      id: row.id,
      title: text.title,
      content: text.content,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
      broadcast: row.memberId === null,
    };
  }

  /** Again is a no-op (the first read time stays). */
  async markRead(memberId: string, id: number) {
    return this.mark(memberId, id, 'read');
  }

  /** Hides it from this member's inbox; deleting it again is `message.not_found`. */
  async remove(memberId: string, id: number) {
    return this.mark(memberId, id, 'deleted');
  }

  private async mark(memberId: string, id: number, mark: 'read' | 'deleted') {
    if (!(await markMessage(this.db, memberId, id, mark, new Date(this.now())))) {
      throw new AppError('message.not_found');
    }
    return { unreadCount: await this.unreadCount(memberId) };
  }
}

/** What other modules read and write of the inbox (a payout's message, in the payout's transaction). */
export { countInbox, insertMessages } from './repo.ts';
