import { describe, expect, it } from 'vitest';
import type { AdminAnnouncement } from '@kalaro/contract/content-admin';
import {
  announcementBody,
  announcementFormOf,
  audienceOf,
  emptyAnnouncementForm,
  isoOfLocal,
  moveId,
  parseUsernames,
  unpublishBody,
} from './content-model';

const popup: AdminAnnouncement = {
  id: 7,
  type: 'PU',
  groupName: 'm_home',
  platform: 'M',
  execution: 'F',
  promotionType: null,
  imageUrl: null,
  imageWidth: null,
  imageHeight: null,
  linkUrl: '',
  translations: { EN: { title: 'Hello', content: '<p>Hi</p>' } },
  startAt: '2026-11-01T08:30:00.000Z',
  endAt: null,
  sortOrder: 3,
  state: 'live',
  updatedAt: '2026-11-01T08:30:00.000Z',
};

describe('content rules', () => {
  it('builds an announcement body from the form: TY only when written, banner fields only for banners', () => {
    const body = announcementBody({
      ...emptyAnnouncementForm(),
      titleEN: ' Weekend ',
      contentEN: '<p>x</p>',
      imageUrl: '/KALARO/banners/a.png',
      startAt: '2026-12-01T10:00',
    });
    expect(body).toMatchObject({
      type: 'PU',
      execution: 'A',
      imageUrl: null,
      translations: { EN: { title: 'Weekend', content: '<p>x</p>' } },
      startAt: '2026-12-01T10:00:00.000Z',
      endAt: null,
    });
    expect(body.translations.TY).toBeUndefined();
    const banner = announcementBody({
      ...emptyAnnouncementForm(),
      type: 'B',
      titleEN: 'B',
      titleTY: 'Ba',
      imageUrl: '/KALARO/banners/a.png',
      imageWidth: '750',
      imageHeight: '300',
    });
    expect(banner).toMatchObject({ execution: null, imageWidth: 750, imageHeight: 300 });
    expect(banner.translations.TY).toEqual({ title: 'Ba', content: '' });
  });

  it('round-trips an announcement through its edit form', () => {
    const form = announcementFormOf(popup);
    expect(form).toMatchObject({ execution: 'F', startAt: '2026-11-01T08:30', sortOrder: '3' });
    expect(announcementBody(form)).toMatchObject({
      execution: 'F',
      startAt: popup.startAt,
      sortOrder: 3,
    });
  });

  it('unpublishes by ending now, keeping an earlier start', () => {
    const now = '2026-11-20T00:00:00.000Z';
    expect(unpublishBody(popup, now)).toMatchObject({ startAt: popup.startAt, endAt: now });
    const later = unpublishBody({ ...popup, startAt: '2026-12-01T00:00:00.000Z' }, now);
    expect(later.endAt).toBe(now);
    expect(Date.parse(later.startAt!)).toBeLessThan(Date.parse(now));
  });

  it('reads usernames and audiences', () => {
    expect(parseUsernames('ana, Ben\nana\n\n carl;ben')).toEqual(['ana', 'Ben', 'carl']);
    expect(audienceOf('member', ' ana ', '')).toEqual({ kind: 'member', username: 'ana' });
    expect(audienceOf('list', '', 'a b')).toEqual({ kind: 'list', usernames: ['a', 'b'] });
    expect(audienceOf('list', '', ' , ')).toBeNull();
    expect(audienceOf('everyone', '', '')).toEqual({ kind: 'everyone' });
    expect(isoOfLocal('')).toBeNull();
  });

  it('moves an id one place, not past either end', () => {
    expect(moveId([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
