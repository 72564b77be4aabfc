import {
  MESSAGE_AUDIENCE,
  MESSAGE_KIND,
  type MessageSend,
  type messageSendsQuery,
  type sendMessageBody,
} from '@kalaro/contract/content-admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pageOffset } from '../../lib/paging.ts';
import { pickTranslation } from '../../lib/translations.ts';
import {
  deliverSend,
  findMembersByUsername,
  findSendByKey,
  findSendPage,
  insertSend,
  type SendRow,
} from './admin-repo.ts';
import type { LocalisedText } from './tables.ts';

type SendBody = z.output<typeof sendMessageBody>;

export const sendOf = (row: SendRow): MessageSend => ({
  id: row.id,
  audience: row.audience as MessageSend['audience'],
  usernames: row.usernames,
  kind: row.kind as MessageSend['kind'],
  title: pickTranslation(row.translations, 'EN')?.title ?? '',
  recipients: row.recipients,
  skipped: row.skipped,
  operator: row.operatorName,
  createdAt: row.createdAt.toISOString(),
});

/** The usernames a send names, each once (any case), in the order given. */
export function askedUsernames(audience: SendBody['audience']): string[] {
  const names =
    audience.kind === MESSAGE_AUDIENCE.MEMBER
      ? [audience.username]
      : audience.kind === MESSAGE_AUDIENCE.LIST
        ? audience.usernames
        : [];
  const seen = new Set<string>();
  return names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase()));
}

/**
 * Inbox messages from the back office. A send is one transaction: its row (the
 * client key makes a retry answer it again) and a message in each recipient's
 * inbox, written by one insert-select. Marketing skips members in a time-out or
 * self-exclusion at the time of sending.
 */
export class MessageAdmin {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async send(body: SendBody, operatorName: string): Promise<{ send: MessageSend; again: boolean }> {
    const earlier = await findSendByKey(this.db, body.clientKey);
    if (earlier) return { send: sendOf(earlier), again: true };
    const usernames = askedUsernames(body.audience);
    const members = await findMembersByUsername(this.db, usernames);
    const known = new Set(members.map((m) => m.username.toLowerCase()));
    const unknown = usernames.filter((u) => !known.has(u.toLowerCase()));
    if (unknown.length > 0) {
      throw new AppError('message.recipients_unknown', undefined, { usernames: unknown });
    }
    const translations: Record<string, LocalisedText> = {};
    for (const [language, text] of Object.entries(body.translations)) {
      if (text) translations[language] = text;
    }
    const at = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const saved = await insertSend(tx, {
        clientKey: body.clientKey,
        audience: body.audience.kind,
        usernames: members.map((m) => m.username),
        kind: body.kind,
        translations,
        operatorName,
        createdAt: at,
      });
      // Another request with this key got there first: answer its send.
      if (!saved) return { send: sendOf((await findSendByKey(tx, body.clientKey))!), again: true };
      const counts = await deliverSend(tx, saved, {
        memberIds:
          body.audience.kind === MESSAGE_AUDIENCE.EVERYONE ? undefined : members.map((m) => m.id),
        skipProtected: body.kind === MESSAGE_KIND.MARKETING,
        at,
      });
      return { send: sendOf({ ...saved, ...counts }), again: false };
    });
  }

  async list(query: z.output<typeof messageSendsQuery>) {
    const { page, pageSize } = query;
    const { rows, total } = await findSendPage(
      this.db,
      pageSize,
      pageOffset({ pageNo: page, pageSize }),
    );
    return { items: rows.map(sendOf), total, page, pageSize };
  }
}
