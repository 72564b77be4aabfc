import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  announcementsValue,
  type AnnouncementInput,
  type AnnouncementsValue,
} from '@kalaro/contract/content';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { gameListValue, launchValue, type Game } from '@kalaro/contract/games';
import type { StartupSettings } from '@kalaro/contract/operator';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_DIR } from '../src/modules/content/routes.ts';
import { renderBadge, teamFromSlug } from '../src/modules/content/badges.ts';
import { seedDemoContent } from '../src/modules/content/seed.ts';
import { etagOf, matchesEtag } from '../src/lib/read-cache.ts';
import { textIn } from '../src/modules/content/service.ts';
import {
  SEED_AGENT_NOTICES,
  SEED_BANNERS,
  SEED_HOT_MATCHES,
  SEED_NOTICES,
  SEED_POPUPS,
} from '../src/modules/content/seed-data.ts';
import { bearer, loginOk, startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, json } from './helpers.ts';

const { announcements } = endpoints.content;
const { createAnnouncement, putAnnouncement, deleteAnnouncement } = endpoints.admin;
const ALL_TYPES = 'B,PL,PU,H,PR,A';
const HOUR = 60 * 60 * 1000;

type Query = Record<string, string>;
const urlOf = (query: Query = {}) => `${announcements.path}?${new URLSearchParams(query)}`;
const homeNotices = SEED_NOTICES.filter((n) => n.groupName === 'm_home');

describe('home-page content', () => {
  let t: AccountsTestApp;

  const get = (query: Query = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: urlOf(query), headers });
  const read = async (query: Query = {}): Promise<AnnouncementsValue> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return envelope(announcementsValue).parse(json(response)).value!;
  };

  const admin = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = adminHeaders,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const idPath = (p: string, id: number | string) => p.replace(':id', String(id));
  const create = async (input: AnnouncementInput) => {
    const response = await admin('POST', createAnnouncement.path, input);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ value: { id: number } }>(response).value.id;
  };
  const remove = async (id: number) => {
    const response = await admin('DELETE', idPath(deleteAnnouncement.path, id));
    expect(response.statusCode, response.body).toBe(200);
  };
  const notice = (title: string, extra: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
    type: 'PL',
    groupName: 'm_home',
    translations: { EN: { title, content: `<p>${title}</p>` } },
    ...extra,
  });
  const iso = (ms: number) => new Date(ms).toISOString();

  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  describe('the seeded home page', () => {
    it('answers banners, notices, pop-up items, hot matches, promotions and agent notices', async () => {
      const value = await read({ types: ALL_TYPES, groupName: 'm_home', platform: 'M' });

      expect(value.banners).toHaveLength(5);
      expect(value.banners.map((b) => b.title)).toEqual(
        SEED_BANNERS.map((b) => b.translations.EN.title),
      );
      value.banners.forEach((b, i) => {
        expect(b).toMatchObject({
          imageUrl: `/KALARO/banners/${i + 1}.webp`,
          width: 750,
          height: 300,
        });
        expect(b.url).toMatch(/^\/m\//);
      });

      expect(value.notices.map((n) => n.title)).toEqual(
        homeNotices.map((n) => n.translations.EN.title),
      );
      expect(value.notices.some((n) => /<ul>|<ol>/.test(n.content))).toBe(true);
      expect(value.notices.some((n) => n.content.includes('<b>'))).toBe(true);
      expect(value.notices.some((n) => /<a href="https:\/\//.test(n.content))).toBe(true);
      for (const n of value.notices) expect(Date.parse(n.startDate)).toBeLessThan(t.clock.now());

      expect(value.popups.map((p) => p.execution)).toEqual(['A', 'A', 'B', 'B', 'F']);
      const visitors = value.popups.filter((p) => p.execution === 'B');
      expect(visitors.some((p) => /href="https:\/\//.test(p.content))).toBe(true);
      expect(visitors.some((p) => /href="\/m\/activity"/.test(p.content))).toBe(true);
      expect(value.popups.find((p) => p.execution === 'F')?.promotionType).toBe('REFERRAL');
      expect(value.popups).toHaveLength(SEED_POPUPS.length);

      expect(value.promotions.map((p) => p.promotionType)).toEqual(['REFERRAL', 'MISSION']);
      expect(value.agentNotices.map((n) => n.title)).toEqual(
        SEED_AGENT_NOTICES.map((n) => n.translations.EN.title),
      );

      expect(value.hotMatches).toHaveLength(SEED_HOT_MATCHES.length);
      const times = value.hotMatches.map((m) => Date.parse(m.matchTime));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThan(t.clock.now());
      // Spread over the next days, the first within hours.
      expect(times[0]! - t.clock.now()).toBeLessThan(6 * HOUR);
      expect(times.at(-1)! - times[0]!).toBeGreaterThan(3 * 24 * HOUR);
      for (const m of value.hotMatches) {
        expect(m.homeTeam).not.toBe(m.awayTeam);
        expect(m.homeTeamImageUrl).toMatch(/^\/KALARO\/badges\/[a-z0-9-]+\.webp$/);
        expect(m.awayTeamImageUrl).toMatch(/^\/KALARO\/badges\/[a-z0-9-]+\.webp$/);
        expect(m.league).not.toBe('');
      }
    });

    it('answers the home types by default (B,PL,PU,H), the others empty', async () => {
      const value = await read();
      expect(value.banners).toHaveLength(5);
      expect(value.notices).toHaveLength(homeNotices.length);
      expect(value.popups).toHaveLength(5);
      expect(value.hotMatches).toHaveLength(8);
      expect(value.promotions).toEqual([]);
      expect(value.agentNotices).toEqual([]);
    });

    it('fills only the asked types: types=PL answers notices only', async () => {
      const value = await read({ types: 'PL' });
      expect(value.notices).toHaveLength(homeNotices.length);
      expect({ ...value, notices: [] }).toEqual({
        banners: [],
        notices: [],
        popups: [],
        hotMatches: [],
        promotions: [],
        agentNotices: [],
      });
      const agent = await read({ types: 'A', groupName: 'm_home' });
      expect(agent.agentNotices).toHaveLength(2);
      expect(agent.notices).toEqual([]);
    });

    it('answers the group asked: m_reg has its own notice and none of m_home', async () => {
      const reg = await read({ types: ALL_TYPES, groupName: 'm_reg' });
      expect(reg.notices.map((n) => n.title)).toEqual(['Register in one minute']);
      expect(reg.banners).toEqual([]);
      expect(reg.popups).toEqual([]);
      const home = await read({ types: 'PL', groupName: 'm_home' });
      expect(home.notices.map((n) => n.title)).not.toContain('Register in one minute');
    });

    it('answers TY texts, and EN for an item without TY', async () => {
      const ty = await read({ types: ALL_TYPES, language: 'TY' });
      expect(ty.banners.map((b) => b.title)).toEqual(
        SEED_BANNERS.map((b) => b.translations.TY.title),
      );
      expect(ty.notices[0]).toMatchObject({
        title: homeNotices[0]!.translations.TY.title,
        content: homeNotices[0]!.translations.TY.content,
      });
      expect(ty.notices[0]!.title).not.toBe(homeNotices[0]!.translations.EN.title);

      const id = await create(notice('Only in English', { sortOrder: 999_999 }));
      try {
        const again = await read({ types: 'PL', language: 'TY' });
        expect(again.notices.at(-1)).toMatchObject({
          id,
          title: 'Only in English',
          content: '<p>Only in English</p>',
        });
        // A language nothing is written in answers EN everywhere.
        const pt = await read({ types: 'B', language: 'PT' });
        expect(pt.banners.map((b) => b.title)).toEqual(
          SEED_BANNERS.map((b) => b.translations.EN.title),
        );
      } finally {
        await remove(id);
      }
    });

    it('seeds once: a second run on a filled database adds nothing', async () => {
      expect(await seedDemoContent(t.app.db, 'KALARO')).toEqual({
        announcements: 0,
        hotMatches: 0,
      });
      expect((await read({ types: ALL_TYPES })).banners).toHaveLength(5);
    });
  });

  describe('start and end dates', () => {
    it('shows an item only between its start and its end', async () => {
      const now = t.clock.now();
      const future = await create(notice('Starts in an hour', { startAt: iso(now + HOUR) }));
      const expired = await create(
        notice('Ended an hour ago', { startAt: iso(now - 2 * HOUR), endAt: iso(now - HOUR) }),
      );
      const current = await create(
        notice('Running now', { startAt: iso(now - HOUR), endAt: iso(now + 3 * HOUR) }),
      );
      try {
        const ids = (await read({ types: 'PL' })).notices.map((n) => n.id);
        expect(ids).toContain(current);
        expect(ids).not.toContain(future);
        expect(ids).not.toContain(expired);

        // Two hours later, without any admin call: the future item has started.
        t.clock.advance(2 * HOUR);
        const later = (await read({ types: 'PL' })).notices;
        expect(later.map((n) => n.id)).toContain(future);
        expect(later.find((n) => n.id === future)?.startDate).toBe(iso(now + HOUR));
        expect(later.map((n) => n.id)).toContain(current);

        // And after its end, the running one is gone.
        t.clock.advance(2 * HOUR);
        expect((await read({ types: 'PL' })).notices.map((n) => n.id)).not.toContain(current);
      } finally {
        await Promise.all([future, expired, current].map(remove));
      }
    });
  });

  describe('ETag', () => {
    it('answers an ETag; If-None-Match gives 304 without a body; a change gives a new ETag', async () => {
      const first = await get({ types: 'B,PL' });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const same = await get({ types: 'PL,B' });
      expect(same.headers.etag).toBe(etag);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const notModified = await get(
          { types: 'B,PL' },
          { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br, gzip' },
        );
        expect(notModified.statusCode, ifNoneMatch).toBe(304);
        expect(notModified.body).toBe('');
        expect(notModified.headers.etag).toBe(etag);
        expect(notModified.headers['cache-control']).toBe('no-cache');
        expect(notModified.headers['content-type']).toBeUndefined();
        expect(notModified.headers['content-encoding']).toBeUndefined();
      }

      const stale = await get({ types: 'B,PL' }, { 'if-none-match': '"not-the-etag"' });
      expect(stale.statusCode).toBe(200);
      expect(json(stale)).toMatchObject({ success: true });

      // Another language is another representation.
      const ty = await get({ types: 'B,PL', language: 'TY' }, { 'if-none-match': etag });
      expect(ty.statusCode).toBe(200);
      expect(ty.headers.etag).not.toBe(etag);

      // An admin change shows at once (the cache is emptied), with a new ETag.
      const id = await create(notice('Fresh news'));
      try {
        const changed = await get({ types: 'B,PL' }, { 'if-none-match': etag });
        expect(changed.statusCode).toBe(200);
        expect(changed.headers.etag).not.toBe(etag);
        const value = envelope(announcementsValue).parse(json(changed)).value!;
        expect(value.notices.map((n) => n.title)).toContain('Fresh news');
      } finally {
        await remove(id);
      }
      // Removed again: the first representation, the first ETag.
      expect((await get({ types: 'B,PL' }, { 'if-none-match': etag })).statusCode).toBe(304);
    });
  });

  describe('bad input', () => {
    it.each([
      ['an unknown type', { types: 'B,XX' }, 'types'],
      ['an empty type list', { types: '' }, 'types'],
      ['an unknown group', { groupName: 'm_other' }, 'groupName'],
      ['an unknown platform', { platform: 'W' }, 'platform'],
      ['an unknown language', { language: 'XX' }, 'language'],
      ['an unknown query field', { foo: '1' }, 'foo'],
      ['a huge type list', { types: 'B,'.repeat(5_000) }, 'types'],
      ['a huge merchant code', { merchantCode: 'M'.repeat(5_000) }, 'merchantCode'],
    ])('refuses %s with 400 validation.failed', async (_name, query, field) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        success: false,
        errorCode: 'validation.failed',
        value: { field: expect.stringContaining(field) },
      });
    });

    it('accepts the legacy merchantCode and spaces around types', async () => {
      const value = await read({ types: ' PL , B ', merchantCode: 'KALARO' });
      expect(value.notices.length).toBeGreaterThan(0);
      expect(value.banners.length).toBeGreaterThan(0);
    });
  });

  describe('admin', () => {
    const refusals: [string, Record<string, string>][] = [
      ['no token', {}],
      ['a wrong token', { authorization: 'Bearer not-the-admin-token-at-all' }],
    ];
    it.each(refusals)('refuses create, put and delete with %s (401)', async (_name, headers) => {
      const before = (await read({ types: 'PL' })).notices.length;
      for (const [method, url] of [
        ['POST', createAnnouncement.path],
        ['PUT', idPath(putAnnouncement.path, 1)],
        ['DELETE', idPath(deleteAnnouncement.path, 1)],
      ] as const) {
        const response = await admin(
          method,
          url,
          method === 'DELETE' ? undefined : notice('Sneaky'),
          headers,
        );
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(json(response)).toMatchObject({ errorCode: 'admin.token_invalid' });
      }
      expect((await read({ types: 'PL' })).notices).toHaveLength(before);
    });

    it('creates, replaces and deletes an announcement', async () => {
      const id = await create(
        notice('Draft', { translations: { EN: { title: 'Draft', content: '<p>v1</p>' } } }),
      );
      expect((await read({ types: 'PL' })).notices.find((n) => n.id === id)?.content).toBe(
        '<p>v1</p>',
      );

      const put = await admin('PUT', idPath(putAnnouncement.path, id), {
        type: 'PR',
        groupName: 'm_home',
        promotionType: 'MISSION',
        translations: { EN: { title: 'Now a promotion' }, TY: { title: 'Promo na ngayon' } },
      } satisfies AnnouncementInput);
      expect(put.statusCode, put.body).toBe(200);
      expect(json(put)).toEqual({ success: true, value: { id } });
      const after = await read({ types: 'PL,PR', language: 'TY' });
      expect(after.notices.map((n) => n.id)).not.toContain(id);
      expect(after.promotions.find((p) => p.id === id)).toEqual({
        id,
        title: 'Promo na ngayon',
        promotionType: 'MISSION',
      });

      const deleted = await admin('DELETE', idPath(deleteAnnouncement.path, id));
      expect(json(deleted)).toEqual({ success: true, value: { id } });
      expect((await read({ types: 'PR' })).promotions.map((p) => p.id)).not.toContain(id);

      const again = await admin('DELETE', idPath(deleteAnnouncement.path, id));
      expect(again.statusCode).toBe(404);
      expect(json(again)).toMatchObject({ errorCode: 'announcement.not_found' });
    });

    it('answers 404 announcement.not_found for an unknown id, 400 for a malformed one', async () => {
      const put = await admin('PUT', idPath(putAnnouncement.path, 987_654), notice('Nobody'));
      expect(put.statusCode).toBe(404);
      expect(json(put)).toMatchObject({ success: false, errorCode: 'announcement.not_found' });
      const del = await admin('DELETE', idPath(deleteAnnouncement.path, 987_654));
      expect(del.statusCode).toBe(404);
      expect(json(del)).toMatchObject({ errorCode: 'announcement.not_found' });
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const r = await admin('DELETE', idPath(deleteAnnouncement.path, bad));
        expect(r.statusCode, bad).toBe(400);
        expect(json(r)).toMatchObject({ errorCode: 'validation.failed' });
      }
    });

    it('stores HTML exactly as given (the client sanitises it)', async () => {
      const html =
        '<p onclick="steal()">Hi <b>there</b></p><script>alert(1)</script><img src=x onerror="alert(2)">';
      const id = await create(
        notice('Raw HTML', { translations: { EN: { title: 'Raw <i>HTML</i>', content: html } } }),
      );
      try {
        const stored = (await read({ types: 'PL' })).notices.find((n) => n.id === id);
        expect(stored).toMatchObject({ title: 'Raw <i>HTML</i>', content: html });
      } finally {
        await remove(id);
      }
    });

    it('creates a banner and a pop-up item that show in their lists', async () => {
      const banner = await create({
        type: 'B',
        groupName: 'm_home',
        imageUrl: 'https://cdn.example.com/summer.webp',
        imageWidth: 750,
        imageHeight: 300,
        linkUrl: 'https://example.com/summer',
        translations: { EN: { title: 'Summer' } },
        sortOrder: 5,
      });
      const popup = await create({
        type: 'PU',
        groupName: 'm_home',
        execution: 'F',
        promotionType: 'REFERRAL',
        translations: { EN: { title: 'Hello', content: '<p>first time</p>' } },
      });
      try {
        const value = await read({ types: 'B,PU' });
        // Sort order 5 comes before the seeded banners (10…50).
        expect(value.banners[0]).toEqual({
          id: banner,
          title: 'Summer',
          imageUrl: 'https://cdn.example.com/summer.webp',
          width: 750,
          height: 300,
          url: 'https://example.com/summer',
        });
        expect(value.popups.find((p) => p.id === popup)).toEqual({
          id: popup,
          title: 'Hello',
          content: '<p>first time</p>',
          promotionType: 'REFERRAL',
          execution: 'F',
        });
      } finally {
        await Promise.all([remove(banner), remove(popup)]);
      }
    });

    it.each([
      ['no EN text', { translations: { TY: { title: 'Tagalog lang' } } }, 'translations'],
      ['an empty title', { translations: { EN: { title: '' } } }, 'translations'],
      ['an unknown type', { type: 'XX' }, 'type'],
      ['a hot match', { type: 'H' }, 'type'],
      ['a banner without its image', { type: 'B' }, 'imageUrl'],
      ['a banner image without its size', { type: 'B', imageUrl: '/x.webp' }, 'imageWidth'],
      ['a pop-up item without execution', { type: 'PU' }, 'execution'],
      ['a script link', { linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
      ['a protocol-relative link', { linkUrl: '//evil.example/x' }, 'linkUrl'],
      ['a data: image', { imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
      [
        'an end before the start',
        { startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-01T00:00:00Z' },
        'endAt',
      ],
      ['a date that is not ISO', { startAt: 'tomorrow' }, 'startAt'],
      ['an unknown field', { colour: 'red' }, 'colour'],
      ['a title too long', { translations: { EN: { title: 'x'.repeat(201) } } }, 'translations'],
      [
        'a body too long',
        { translations: { EN: { title: 'x', content: 'y'.repeat(20_001) } } },
        'translations',
      ],
    ])('refuses %s with 400 validation.failed', async (_name, change, field) => {
      const response = await admin('POST', createAnnouncement.path, {
        ...notice('Bad'),
        ...change,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toMatchObject({
        errorCode: 'validation.failed',
        value: { field: expect.stringContaining(field) },
      });
    });
  });

  describe('images', () => {
    let cdn: string;
    beforeAll(async () => {
      const r = await t.app.inject({ method: 'GET', url: endpoints.system.startup.path });
      cdn = json<{ value: StartupSettings }>(r).value.info.defaultImageCDN;
    });

    it('serves every banner image as WebP (and SVG), cached for a year', async () => {
      const { banners } = await read({ types: 'B' });
      for (const b of banners) {
        const r = await t.app.inject({ method: 'GET', url: `${cdn}${b.imageUrl}` });
        expect(r.statusCode, b.imageUrl).toBe(200);
        expect(r.headers['content-type']).toBe('image/webp');
        expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(r.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(r.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(r.rawPayload.length).toBeLessThan(40_000);
        const file = await readFile(path.join(BANNER_DIR, path.basename(b.imageUrl)));
        expect(r.rawPayload.equals(file)).toBe(true);
      }
      const svg = await t.app.inject({ method: 'GET', url: `${cdn}/KALARO/banners/1.svg` });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(svg.body).toMatch(/^<svg [^>]*viewBox="0 0 750 300"/);
    });

    it('serves a badge for every hot-match team, as WebP drawn from its SVG', async () => {
      const { hotMatches } = await read({ types: 'H' });
      const urls = new Set(hotMatches.flatMap((m) => [m.homeTeamImageUrl, m.awayTeamImageUrl]));
      expect(urls.size).toBe(16);
      for (const url of urls) {
        const r = await t.app.inject({ method: 'GET', url: `${cdn}${url}` });
        expect(r.statusCode, url).toBe(200);
        expect(r.headers['content-type']).toBe('image/webp');
        expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(r.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 96, height: 96, hasAlpha: true });
        expect(r.rawPayload.length).toBeLessThan(4_000);
        // The SVG it is drawn from is still served under its own name.
        const svg = await t.app.inject({
          method: 'GET',
          url: `${cdn}${url.replace(/webp$/, 'svg')}`,
        });
        expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(svg.body).toMatch(/^<svg [^>]*role="img"/);
        expect(svg.body).not.toMatch(/<script/i);
        expect(svg.body.length).toBeLessThan(3_000);
      }
    });

    it('lets the app page show same-origin images (CSP img-src)', async () => {
      const r = await t.app.inject({ method: 'GET', url: '/m/home' });
      expect(r.headers['content-security-policy']).toMatch(/img-src 'self'/);
    });

    it.each([
      '/cdn/KALARO/banners/../x',
      '/cdn/KALARO/banners/..%2F..%2Fpackage.json',
      '/cdn/KALARO/banners/%2e%2e%2foperator.json',
      '/cdn/KALARO/banners/..%5Coperator.json',
      '/cdn/KALARO/banners/9.webp',
      '/cdn/KALARO/banners/1.webp.map',
      '/cdn/KALARO/banners/README.md',
      '/cdn/..%2Fseed/banners/1.webp',
      '/cdn/KALARO/badges/..%2Fx.svg',
      '/cdn/KALARO/badges/Manila.svg',
      '/cdn/KALARO/badges/manila-mavericks.png',
      '/cdn/KALARO/badges/manila-mavericks.webp.svg',
      `/cdn/KALARO/badges/${'a'.repeat(70)}.svg`,
      '/cdn/KALARO/badges/%00.svg',
    ])('refuses %s without a 500', async (url) => {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('hot matches', () => {
    it('open real sports games of the catalogue, which a member can launch', async () => {
      const { hotMatches } = await read({ types: 'H' });
      const catalogue: Game[] = [];
      for (const gameType of ['SPORTS', 'ESPORTS']) {
        const r = await t.app.inject({
          method: 'GET',
          url: `${endpoints.games.list.path}?gameType=${gameType}&pageSize=100`,
        });
        catalogue.push(...envelope(gameListValue).parse(json(r)).value!.games);
      }
      const { token } = await loginOk(t, 'demo', 'Demo1234', '10.77.0.1');
      for (const m of hotMatches) {
        const game = catalogue.find((g) => g.nodeId === m.nodeId);
        expect(game, `${m.homeTeam} v ${m.awayTeam}`).toBeDefined();
        expect(game).toMatchObject({
          vassalage: m.vendor,
          gameId: m.gameId,
          gameCategory: 'SPORTS',
          roomId: m.roomId,
        });
        expect(m.gameCategory).toBe('SPORTS');

        const r = await t.app.inject({
          method: 'POST',
          url: endpoints.games.launch.path,
          headers: bearer(token),
          payload: {
            nodeId: m.nodeId,
            vendor: m.vendor,
            gameId: m.gameId,
            category: m.gameCategory,
          },
        });
        expect(r.statusCode, r.body).toBe(200);
        expect(envelope(launchValue).parse(json(r)).value!.url).toMatch(
          new RegExp(`^/play/${m.vendor}/${m.gameId}\\?token=`),
        );
      }
      // Football, basketball, volleyball and an esports match.
      const names = new Set(
        hotMatches.map((m) => catalogue.find((g) => g.nodeId === m.nodeId)!.gameName),
      );
      expect(names).toEqual(new Set(['Football', 'Basketball', 'Volleyball', 'Mobile Legends']));
    });

    it('leaves out a match two hours after kick-off', async () => {
      const before = (await read({ types: 'H' })).hotMatches;
      const firstKickOff = Date.parse(before[0]!.matchTime);
      t.clock.advance(firstKickOff + 2 * HOUR + 1000 - t.clock.now());
      const after = (await read({ types: 'H' })).hotMatches;
      expect(after.map((m) => m.id)).not.toContain(before[0]!.id);
      expect(after.length).toBeLessThan(before.length);
    });
  });
});

describe('content rules', () => {
  it('matches If-None-Match weakly, in a list, or with *', () => {
    const etag = etagOf('{"a":1}');
    expect(etag).toBe(etagOf('{"a":1}'));
    expect(etag).not.toBe(etagOf('{"a":2}'));
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(`"x" , ${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('"x"', etag)).toBe(false);
    expect(matchesEtag(etag.slice(0, -2) + '"', etag)).toBe(false);
  });

  it('takes the asked language, else EN, title and content together', () => {
    const t = { EN: { title: 'Hi', content: '<p>en</p>' }, TY: { title: 'Kumusta', content: '' } };
    expect(textIn(t, 'TY')).toEqual({ title: 'Kumusta', content: '' });
    expect(textIn(t, 'PT')).toEqual({ title: 'Hi', content: '<p>en</p>' });
  });

  it('draws a crest for any team slug, the same every time', () => {
    const team = teamFromSlug('river-plate-juniors');
    expect(team.colours[0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(renderBadge(team)).toBe(renderBadge(teamFromSlug('river-plate-juniors')));
    expect(renderBadge(team)).toContain('>RP</text>');
  });
});
