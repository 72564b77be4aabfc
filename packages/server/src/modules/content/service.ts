import { CONTENT_TYPE } from '@kalaro/contract/constants';
import {
  popupExecution,
  type announcementInput,
  type announcementsQuery,
  type AnnouncementsValue,
  type HotMatch,
} from '@kalaro/contract/content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SharedState } from '../../plugins/shared.ts';
import {
  deleteAnnouncement,
  findAnnouncements,
  findHotMatches,
  insertAnnouncement,
  replaceAnnouncement,
  type AnnouncementRow,
  type HotMatchRow,
  type NewAnnouncement,
} from './repo.ts';
import type { AnnouncementText } from './tables.ts';

type Query = z.output<typeof announcementsQuery>;
type Input = z.output<typeof announcementInput>;

/** A match is shown until two hours after kick-off (it is still being played). */
export const MATCH_SHOWN_AFTER_KICKOFF_MS = 2 * 60 * 60 * 1000;
export const HOT_MATCHES_MAX = 50;
/** Short, so a start or end date takes effect within seconds without any admin call. */
export const CONTENT_CACHE_TTL_MS = 5_000;

/** Announcements with nothing in them. */
export const emptyValue = (): AnnouncementsValue => ({
  banners: [],
  notices: [],
  popups: [],
  hotMatches: [],
  promotions: [],
  agentNotices: [],
});

/** The text in `language`, else EN (per item, title and content together). */
export function textIn(
  translations: Record<string, AnnouncementText>,
  language: string,
): AnnouncementText | undefined {
  return translations[language] ?? translations.EN;
}

/** The home lists from the rows of the asked types (rows already in sort order). */
export function toValue(
  rows: readonly AnnouncementRow[],
  matches: readonly HotMatchRow[],
  language: string,
): AnnouncementsValue {
  const value = emptyValue();
  for (const row of rows) {
    const text = textIn(row.translations, language);
    if (!text) continue;
    const { id } = row;
    const { title, content } = text;
    switch (row.type) {
      case CONTENT_TYPE.BANNER:
        // A banner needs its image and size (the slot is reserved before it loads).
        if (row.imageUrl && row.imageWidth && row.imageHeight) {
          value.banners.push({
            id,
            title,
            imageUrl: row.imageUrl,
            width: row.imageWidth,
            height: row.imageHeight,
            url: row.linkUrl,
          });
        }
        break;
      case CONTENT_TYPE.PLAYER:
      case CONTENT_TYPE.AGENT:
        (row.type === CONTENT_TYPE.PLAYER ? value.notices : value.agentNotices).push({
          id,
          title,
          content,
          startDate: (row.startAt ?? row.updatedAt).toISOString(),
        });
        break;
      case CONTENT_TYPE.POP_UP: {
        const execution = popupExecution.safeParse(row.execution);
        if (execution.success) {
          value.popups.push({
            id,
            title,
            content,
            promotionType: row.promotionType,
            execution: execution.data,
          });
        }
        break;
      }
      case CONTENT_TYPE.PROMOTION:
        value.promotions.push({ id, title, promotionType: row.promotionType });
        break;
    }
  }
  value.hotMatches = matches.map((m): HotMatch => ({ ...m, matchTime: m.matchTime.toISOString() }));
  return value;
}

// --- admin input ------------------------------------------------------------------

const invalid = (field: string, message: string) =>
  new AppError('validation.failed', `Invalid body: ${field}`, {
    field,
    issues: [{ path: field, code: 'custom', message }],
  });

/** An app path (not protocol-relative) or an absolute http(s) URL, without spaces. */
const LINK = /^(?:\/(?![/\\])\S*|https?:\/\/[^\s/]\S*)$/i;
/** An image: a path on the image CDN or an absolute https URL. */
const IMAGE = /^(?:\/(?![/\\])\S+|https:\/\/[^\s/]\S*)$/i;

/** The row an admin input stores, after the rules the schema alone cannot say. */
export function toRow(input: Input): NewAnnouncement {
  if (input.type === CONTENT_TYPE.HOT_MATCH) {
    throw invalid('type', 'Hot matches are not announcements: they come from the match feed');
  }
  if (input.type === CONTENT_TYPE.BANNER) {
    if (input.imageUrl === null) throw invalid('imageUrl', 'A banner needs an image');
    if (input.imageWidth === null) throw invalid('imageWidth', 'A banner needs its image width');
    if (input.imageHeight === null) throw invalid('imageHeight', 'A banner needs its image height');
  }
  if (input.type === CONTENT_TYPE.POP_UP && input.execution === null) {
    throw invalid('execution', 'A pop-up item needs an execution (A, B or F)');
  }
  if (input.imageUrl !== null && !IMAGE.test(input.imageUrl)) {
    throw invalid('imageUrl', 'A path on the image CDN or an https URL');
  }
  if (input.linkUrl !== '' && !LINK.test(input.linkUrl)) {
    throw invalid('linkUrl', 'An app path such as /m/activity or an http(s) URL');
  }
  const startAt = input.startAt === null ? null : new Date(input.startAt);
  const endAt = input.endAt === null ? null : new Date(input.endAt);
  if (startAt && endAt && endAt <= startAt) throw invalid('endAt', 'Ends before it starts');
  const translations: Record<string, AnnouncementText> = {};
  for (const [language, text] of Object.entries(input.translations)) {
    if (text) translations[language] = { title: text.title, content: text.content };
  }
  return {
    type: input.type,
    groupName: input.groupName,
    platform: input.platform,
    execution: input.execution,
    promotionType: input.promotionType,
    imageUrl: input.imageUrl,
    imageWidth: input.imageWidth,
    imageHeight: input.imageHeight,
    linkUrl: input.linkUrl,
    translations,
    startAt,
    endAt,
    sortOrder: input.sortOrder,
  };
}

/**
 * Home-page content. Reads go to the database; the route keeps each answer for
 * a few seconds (the home page of every visitor asks the same thing). A write
 * empties that cache at once on this instance and, through `app.shared`
 * (Redis), on every other.
 */
export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly shared: Pick<SharedState, 'invalidate'>,
    private readonly now: () => number = Date.now,
  ) {}

  async announcements(query: Query): Promise<AnnouncementsValue> {
    const at = new Date(this.now());
    const types = query.types.filter((t) => t !== CONTENT_TYPE.HOT_MATCH);
    const [rows, matches] = await Promise.all([
      findAnnouncements(this.db, {
        types,
        groupName: query.groupName,
        platform: query.platform,
        at,
      }),
      query.types.includes(CONTENT_TYPE.HOT_MATCH)
        ? findHotMatches(
            this.db,
            new Date(at.getTime() - MATCH_SHOWN_AFTER_KICKOFF_MS),
            HOT_MATCHES_MAX,
          )
        : Promise.resolve([]),
    ]);
    return toValue(rows, matches, query.language);
  }

  /** After a write: empties the route's cache here and on the other instances. */
  private invalidate(): void {
    this.shared.invalidate('content');
  }

  async create(input: Input): Promise<{ id: number }> {
    const id = await insertAnnouncement(this.db, toRow(input));
    this.invalidate();
    return { id };
  }

  async replace(id: number, input: Input): Promise<{ id: number }> {
    const saved = await replaceAnnouncement(this.db, id, toRow(input));
    if (saved === undefined) throw new AppError('announcement.not_found');
    this.invalidate();
    return { id: saved };
  }

  async remove(id: number): Promise<{ id: number }> {
    const removed = await deleteAnnouncement(this.db, id);
    if (removed === undefined) throw new AppError('announcement.not_found');
    this.invalidate();
    return { id: removed };
  }
}

/** What other modules read of the announcements (agents' notices, whether a promotion runs). */
export { findAnnouncements, promotionRunning } from './repo.ts';
