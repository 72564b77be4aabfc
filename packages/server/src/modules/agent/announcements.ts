import { and, eq, inArray } from 'drizzle-orm';
import type { AgentAnnouncementsValue, agentAnnouncementsQuery } from '@kalaro/contract/agent';
import {
  ANNOUNCEMENT_GROUP,
  ANNOUNCEMENT_PLATFORM,
  CONTENT_TYPE,
} from '@kalaro/contract/constants';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findAnnouncements, textIn } from '../content/service.ts';
import { requireAgent } from './service.ts';
import { announcementReadsTable as reads } from './tables.ts';

type Query = z.output<typeof agentAnnouncementsQuery>;

/**
 * Agent announcements (type A): the ones in effect
 * with whether this agent has opened each, and the footer's unread count.
 */
export class AgentAnnouncementService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The agent announcements in effect now, in the operator's order. */
  private inEffect() {
    return findAnnouncements(this.db, {
      types: [CONTENT_TYPE.AGENT],
      groupName: ANNOUNCEMENT_GROUP.HOME,
      platform: ANNOUNCEMENT_PLATFORM,
      at: new Date(this.now()),
    });
  }

  private async readIds(memberId: string, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: reads.announcementId })
      .from(reads)
      .where(and(eq(reads.memberId, memberId), inArray(reads.announcementId, ids)));
    return new Set(rows.map((row) => row.id));
  }

  async list(memberId: string, query: Query): Promise<AgentAnnouncementsValue> {
    const agent = await requireAgent(this.db, memberId);
    const rows = await this.inEffect();
    const read = await this.readIds(
      agent.id,
      rows.map((row) => row.id),
    );
    const announcements: AgentAnnouncementsValue['announcements'] = [];
    for (const row of rows) {
      const text = textIn(row.translations, query.language);
      if (!text) continue;
      announcements.push({
        id: row.id,
        title: text.title,
        content: text.content,
        startDate: (row.startAt ?? row.updatedAt).toISOString(),
        read: read.has(row.id),
      });
    }
    return {
      footer: { unreadCount: announcements.filter((a) => !a.read).length },
      announcements,
    };
  }

  async markRead(memberId: string, id: number): Promise<{ footer: { unreadCount: number } }> {
    const agent = await requireAgent(this.db, memberId);
    const rows = await this.inEffect();
    if (!rows.some((row) => row.id === id)) {
      throw new AppError('agent.announcement_not_found', 'No such agent announcement');
    }
    await this.db
      .insert(reads)
      .values({ memberId: agent.id, announcementId: id })
      .onConflictDoNothing();
    const read = await this.readIds(
      agent.id,
      rows.map((row) => row.id),
    );
    return { footer: { unreadCount: rows.filter((row) => !read.has(row.id)).length } };
  }
}
