import type { AdminAnnouncement, MessageAudience } from '@kalaro/contract/content-admin';
import type { AnnouncementInput } from '@kalaro/contract/content';

/**
 * Pure rules of the content screens (announcements, inbox messages, help):
 * from form fields to the contract's bodies, and back.
 */

/** The languages the back office writes content in: EN (required) and TY. */
export const CONTENT_LANGUAGES = ['EN', 'TY'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Announcement types an operator writes here (hot matches come from the match feed). */
export const ANNOUNCEMENT_TYPES = ['PU', 'PL', 'A', 'B', 'PR'] as const;

/** The announcement form's fields, as strings (what the inputs hold). */
export interface AnnouncementForm {
  type: string;
  groupName: string;
  execution: string;
  promotionType: string;
  imageUrl: string;
  imageWidth: string;
  imageHeight: string;
  linkUrl: string;
  titleEN: string;
  contentEN: string;
  titleTY: string;
  contentTY: string;
  /** `datetime-local` values, read as UTC. */
  startAt: string;
  endAt: string;
  sortOrder: string;
}

export const emptyAnnouncementForm = (): AnnouncementForm => ({
  type: 'PU',
  groupName: 'm_home',
  execution: 'A',
  promotionType: '',
  imageUrl: '',
  imageWidth: '',
  imageHeight: '',
  linkUrl: '',
  titleEN: '',
  contentEN: '',
  titleTY: '',
  contentTY: '',
  startAt: '',
  endAt: '',
  sortOrder: '0',
});

/** A `datetime-local` value (UTC) as an ISO instant; '' is none. */
export const isoOfLocal = (value: string): string | null =>
  value.trim() === ''
    ? null
    : new Date(value.length === 16 ? `${value}:00Z` : `${value}Z`).toISOString();

/** An ISO instant as a `datetime-local` value in UTC (minutes). */
export const localOfIso = (iso: string | null): string => (iso ? iso.slice(0, 16) : '');

const numberOrNull = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.trim());

/** The body of a create or replace from the form. */
export function announcementBody(form: AnnouncementForm): AnnouncementInput {
  const translations: AnnouncementInput['translations'] = {
    EN: { title: form.titleEN.trim(), content: form.contentEN },
  };
  if (form.titleTY.trim() !== '') {
    translations.TY = { title: form.titleTY.trim(), content: form.contentTY };
  }
  const banner = form.type === 'B';
  return {
    type: form.type,
    groupName: form.groupName as AnnouncementInput['groupName'],
    execution: form.type === 'PU' ? (form.execution as 'A' | 'B' | 'F') : null,
    promotionType: form.promotionType.trim() === '' ? null : form.promotionType.trim(),
    imageUrl: banner && form.imageUrl !== '' ? form.imageUrl : null,
    imageWidth: banner ? numberOrNull(form.imageWidth) : null,
    imageHeight: banner ? numberOrNull(form.imageHeight) : null,
    linkUrl: form.linkUrl.trim(),
    translations,
    startAt: isoOfLocal(form.startAt),
    endAt: isoOfLocal(form.endAt),
    sortOrder: Number(form.sortOrder) || 0,
  };
}

/** The form of an announcement being edited. */
export function announcementFormOf(item: AdminAnnouncement): AnnouncementForm {
  return {
    type: item.type,
    groupName: item.groupName,
    execution: item.execution ?? 'A',
    promotionType: item.promotionType ?? '',
    imageUrl: item.imageUrl ?? '',
    imageWidth: item.imageWidth === null ? '' : String(item.imageWidth),
    imageHeight: item.imageHeight === null ? '' : String(item.imageHeight),
    linkUrl: item.linkUrl,
    titleEN: item.translations.EN?.title ?? '',
    contentEN: item.translations.EN?.content ?? '',
    titleTY: item.translations.TY?.title ?? '',
    contentTY: item.translations.TY?.content ?? '',
    startAt: localOfIso(item.startAt),
    endAt: localOfIso(item.endAt),
    sortOrder: String(item.sortOrder),
  };
}

/** Unpublishing: the same announcement, ending now (its start kept, or now if it was later). */
export function unpublishBody(item: AdminAnnouncement, nowIso: string): AnnouncementInput {
  const body = announcementBody(announcementFormOf(item));
  // The form keeps minutes; the stored instants are kept exactly.
  const startAt = item.startAt && item.startAt < nowIso ? item.startAt : null;
  return {
    ...body,
    startAt: startAt ?? new Date(Date.parse(nowIso) - 1000).toISOString(),
    endAt: nowIso,
  };
}

/** Usernames typed one per line, or separated by commas or spaces; each once (any case). */
export function parseUsernames(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\s,;]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '' && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
}

/** The audience of a send from the form: one username, a list, or everyone. */
export function audienceOf(kind: string, single: string, list: string): MessageAudience | null {
  if (kind === 'everyone') return { kind: 'everyone' };
  if (kind === 'member') {
    const username = single.trim();
    return username === '' ? null : { kind: 'member', username };
  }
  const usernames = parseUsernames(list);
  return usernames.length === 0 ? null : { kind: 'list', usernames };
}

/** The ids with `id` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveId(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
