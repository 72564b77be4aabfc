import { randomBytes, randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectionMeasuresTable } from '../src/modules/protection/tables.ts';
import { imageSize } from '../src/modules/content/image-size.ts';
import {
  bearer,
  loginOk,
  memberIdOf,
  startDemoAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, demoOperatorHeaders, json, multipart } from './helpers.ts';

const { admin, content, contentAdmin: c, feedback, help, messages } = endpoints;
type Headers = Record<string, string>;

/** A PNG header of the given size (signature, IHDR) and some bytes. */
function png(width: number, height: number): Buffer {
  const head = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'ascii');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return Buffer.concat([head, randomBytes(32)]);
}

describe('back office: content', () => {
  let t: AccountsTestApp;
  let contentOp: Headers;
  let finance: Headers;
  let support: Headers;

  const operator = (username: string, password: string) =>
    demoOperatorHeaders(t, username, password);

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    contentOp = await operator('content', 'Content1234');
    finance = await operator('finance', 'Finance1234');
    support = await operator('support', 'Support1234');
  });
  afterAll(() => t.close());

  const call = (
    e: { method: string; path: string },
    opts: { id?: number | string; query?: string; payload?: object; headers?: Headers } = {},
  ) =>
    t.app.inject({
      method: e.method as 'GET',
      url: `${e.path.replace(':id', String(opts.id ?? ''))}${opts.query ? `?${opts.query}` : ''}`,
      headers: opts.headers ?? adminHeaders,
      ...(opts.payload ? { payload: opts.payload } : {}),
    });
  const ok = <T>(r: { statusCode: number; body: string }): T => {
    expect(r.statusCode, r.body).toBe(200);
    return json<{ value: T }>(r).value;
  };
  const refused = (r: { statusCode: number; body: string }, status: number, code: string) => {
    expect(r.statusCode, r.body).toBe(status);
    expect(json(r)).toMatchObject({ success: false, errorCode: code });
  };
  const auditOf = async (action: string, target: string) =>
    (
      (await t.app.db.execute(
        sql`select before, after from audit_log where action = ${action} and target = ${target} order by id`,
      )) as unknown as { rows: { before: unknown; after: unknown }[] }
    ).rows;

  describe('announcements', () => {
    const popup = {
      type: 'PU',
      groupName: 'm_home',
      execution: 'A',
      translations: {
        EN: { title: 'Weekend bonus', content: '<p>Play now</p>' },
        TY: { title: 'Bonus sa weekend', content: '<p>Laro na</p>' },
      },
    };

    it('lists every type paged and filtered by type, language and group', async () => {
      const all = ok<{ items: { type: string }[]; total: number }>(
        await call(c.listAnnouncements, { query: 'pageSize=3', headers: contentOp }),
      );
      expect(all.items).toHaveLength(3);
      expect(all.total).toBeGreaterThan(3);
      const banners = ok<{ items: { type: string; imageUrl: string | null }[] }>(
        await call(c.listAnnouncements, { query: 'type=B&pageSize=100' }),
      );
      expect(banners.items.length).toBeGreaterThan(0);
      for (const b of banners.items) expect(b.type).toBe('B');

      const created = ok<{ id: number }>(await call(admin.createAnnouncement, { payload: popup }));
      const inTy = ok<{ items: { id: number }[] }>(
        await call(c.listAnnouncements, { query: 'type=PU&language=TY&pageSize=100' }),
      );
      expect(inTy.items.map((i) => i.id)).toContain(created.id);
      const inFr = ok<{ items: { id: number }[] }>(
        await call(c.listAnnouncements, { query: 'language=FR&pageSize=100' }),
      );
      expect(inFr.items.map((i) => i.id)).not.toContain(created.id);
      refused(await call(c.listAnnouncements, { query: 'type=Z' }), 400, 'validation.failed');
      refused(await call(c.listAnnouncements, { headers: finance }), 403, 'admin.forbidden');
    });

    it('publishes a pop-up players see, edits and unpublishes it, each audited with before and after', async () => {
      const created = ok<{ id: number }>(
        await call(admin.createAnnouncement, { payload: popup, headers: contentOp }),
      );
      const home = async () =>
        ok<{ popups: { id: number; title: string }[] }>(
          await t.app.inject({
            method: 'GET',
            url: `${content.announcements.path}?types=PU&language=TY`,
          }),
        ).popups;
      expect((await home()).find((p) => p.id === created.id)?.title).toBe('Bonus sa weekend');
      const [create] = await auditOf('admin.createAnnouncement', `announcement/${created.id}`);
      expect(create!.before).toBeNull();
      expect(create!.after).toMatchObject({ type: 'PU', state: 'live' });

      const ended = new Date(Date.now() - 60_000).toISOString();
      ok(
        await call(admin.putAnnouncement, {
          id: created.id,
          payload: {
            ...popup,
            startAt: new Date(Date.now() - 120_000).toISOString(),
            endAt: ended,
          },
          headers: contentOp,
        }),
      );
      expect((await home()).some((p) => p.id === created.id)).toBe(false);
      const [put] = await auditOf('admin.putAnnouncement', `announcement/${created.id}`);
      expect(put!.before).toMatchObject({ state: 'live', endAt: null });
      expect(put!.after).toMatchObject({ state: 'ended' });

      ok(await call(admin.deleteAnnouncement, { id: created.id, headers: contentOp }));
      const [del] = await auditOf('admin.deleteAnnouncement', `announcement/${created.id}`);
      expect(del!.before).toMatchObject({ id: created.id });
      expect(del!.after).toBeNull();
      refused(
        await call(admin.deleteAnnouncement, { id: created.id }),
        404,
        'announcement.not_found',
      );
      refused(
        await call(admin.createAnnouncement, { payload: popup, headers: finance }),
        403,
        'admin.forbidden',
      );
      refused(
        await call(admin.createAnnouncement, { payload: { ...popup, execution: null } }),
        400,
        'validation.failed',
      );
    });

    it('stores a banner image, serves it publicly with its size, and refuses what is not one', async () => {
      const body = multipart([{ name: 'images', file: png(750, 300) }]);
      const r = await t.app.inject({
        method: 'POST',
        url: c.uploadBannerImage.path,
        payload: body.payload,
        headers: { ...contentOp, ...body.headers },
      });
      const saved = ok<{
        id: string;
        imageUrl: string;
        previewUrl: string;
        width: number;
        height: number;
      }>(r);
      expect(saved).toMatchObject({
        width: 750,
        height: 300,
        imageUrl: `/KALARO/banners/${saved.id}.png`,
        previewUrl: `/cdn/KALARO/banners/${saved.id}.png`,
      });
      const image = await t.app.inject({ method: 'GET', url: saved.previewUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');

      const banner = ok<{ id: number }>(
        await call(admin.createAnnouncement, {
          payload: {
            type: 'B',
            groupName: 'm_home',
            imageUrl: saved.imageUrl,
            imageWidth: saved.width,
            imageHeight: saved.height,
            translations: { EN: { title: 'New banner' } },
          },
        }),
      );
      const home = ok<{ banners: { id: number; imageUrl: string }[] }>(
        await t.app.inject({ method: 'GET', url: `${content.announcements.path}?types=B` }),
      );
      expect(home.banners.find((b) => b.id === banner.id)?.imageUrl).toBe(saved.imageUrl);
      const [audit] = await auditOf('contentAdmin.uploadBannerImage', `banner-image/${saved.id}`);
      expect(audit!.after).toMatchObject({ width: 750, height: 300 });

      const text = multipart([{ name: 'images', file: Buffer.from('not an image at all') }]);
      refused(
        await t.app.inject({
          method: 'POST',
          url: c.uploadBannerImage.path,
          payload: text.payload,
          headers: { ...adminHeaders, ...text.headers },
        }),
        415,
        'upload.not_image',
      );
      refused(
        await t.app.inject({
          method: 'POST',
          url: c.uploadBannerImage.path,
          payload: body.payload,
          headers: { ...finance, ...body.headers },
        }),
        403,
        'admin.forbidden',
      );
      for (const url of [
        `/cdn/KALARO/banners/${randomUUID()}.png`,
        `/cdn/KALARO/banners/${saved.id}.jpg`,
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    });

    it('reads the size of PNG and JPEG headers', () => {
      expect(imageSize(png(1, 2))).toEqual({ width: 1, height: 2 });
      const jpeg = Buffer.from([
        0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c,
        0x02, 0xee, 0x03, 0x00, 0x00, 0x00, 0x00,
      ]);
      expect(imageSize(jpeg)).toEqual({ width: 750, height: 300 });
      expect(imageSize(Buffer.from([0xff, 0xd8, 0x00]))).toBeNull();
    });
  });

  describe('inbox messages', () => {
    const text = { EN: { title: 'Big weekend', content: '<p>Double points</p>' } };
    const inbox = async (headers: Headers) =>
      ok<{ list: { title: string }[] }>(
        await t.app.inject({ method: 'GET', url: `${messages.list.path}?pageSize=20`, headers }),
      ).list.map((m) => m.title);

    it('sends to one member and to a list; a retry with the same key sends nothing more', async () => {
      const team1 = bearer((await loginOk(t, 'team1', 'Team1234')).token);
      const body = {
        clientKey: randomUUID(),
        audience: { kind: 'member', username: 'TEAM1' },
        kind: 'service',
        translations: { EN: { title: 'Your account', content: 'Checked' } },
      };
      const sent = ok<{ id: number; recipients: number; usernames: string[] }>(
        await call(c.sendMessage, { payload: body, headers: contentOp }),
      );
      expect(sent).toMatchObject({ recipients: 1, usernames: ['team1'] });
      const again = ok<{ id: number }>(
        await call(c.sendMessage, { payload: body, headers: contentOp }),
      );
      expect(again.id).toBe(sent.id);
      expect((await inbox(team1)).filter((title) => title === 'Your account')).toHaveLength(1);

      const list = ok<{ recipients: number }>(
        await call(c.sendMessage, {
          payload: {
            ...body,
            clientKey: randomUUID(),
            audience: { kind: 'list', usernames: ['team1', 'demo', 'team1'] },
          },
        }),
      );
      expect(list.recipients).toBe(2);
      const [audit] = await auditOf('contentAdmin.sendMessage', `message-send/${sent.id}`);
      expect(audit!.after).toMatchObject({ recipients: 1, kind: 'service' });

      const sends = ok<{ items: { id: number }[]; total: number }>(
        await call(c.listMessageSends, { query: 'pageSize=1' }),
      );
      expect(sends.items).toHaveLength(1);
      expect(sends.total).toBeGreaterThanOrEqual(2);
    });

    it('refuses unknown usernames without sending anything, bad bodies and roles without the permission', async () => {
      const r = await call(c.sendMessage, {
        payload: {
          clientKey: randomUUID(),
          audience: { kind: 'list', usernames: ['team1', 'nobody-here'] },
          kind: 'service',
          translations: text,
        },
      });
      refused(r, 400, 'message.recipients_unknown');
      expect(json<{ value: unknown }>(r).value).toEqual({ usernames: ['nobody-here'] });
      refused(
        await call(c.sendMessage, {
          payload: {
            clientKey: 'x',
            audience: { kind: 'everyone' },
            kind: 'service',
            translations: text,
          },
        }),
        400,
        'validation.failed',
      );
      refused(
        await call(c.sendMessage, {
          payload: {
            clientKey: randomUUID(),
            audience: { kind: 'everyone' },
            kind: 'news',
            translations: text,
          },
        }),
        400,
        'validation.failed',
      );
      refused(await call(c.sendMessage, { headers: finance, payload: {} }), 403, 'admin.forbidden');
      refused(await call(c.listMessageSends, { headers: finance }), 403, 'admin.forbidden');
    });

    it('sends marketing to everyone except members in a time-out or self-exclusion', async () => {
      const demo = bearer((await loginOk(t, 'demo', 'Demo1234')).token);
      const team1 = bearer((await loginOk(t, 'team1', 'Team1234')).token);
      const now = new Date(t.clock.now());
      await t.app.db.insert(protectionMeasuresTable).values({
        memberId: await memberIdOf(t, 'team1'),
        kind: 'timeOut',
        period: '24h',
        startsAt: now,
        endsAt: new Date(now.getTime() + 86_400_000),
        createdBy: 'member',
      });
      const counted = (await t.app.db.execute(
        sql`select count(*)::int as n from members where type <> 4`,
      )) as unknown as { rows: { n: number }[] };
      const members = counted.rows[0]!.n;
      const sent = ok<{ recipients: number; skipped: number }>(
        await call(c.sendMessage, {
          payload: {
            clientKey: randomUUID(),
            audience: { kind: 'everyone' },
            kind: 'marketing',
            translations: text,
          },
        }),
      );
      expect(sent.skipped).toBe(1);
      expect(sent.recipients).toBe(members - 1);
      expect(await inbox(demo)).toContain('Big weekend');
      expect(await inbox(team1)).not.toContain('Big weekend');

      // A service message still reaches them.
      ok(
        await call(c.sendMessage, {
          payload: {
            clientKey: randomUUID(),
            audience: { kind: 'member', username: 'team1' },
            kind: 'service',
            translations: { EN: { title: 'Your time-out', content: 'It ends tomorrow' } },
          },
        }),
      );
      expect(await inbox(team1)).toContain('Your time-out');
    });
  });

  describe('feedback', () => {
    it('lists feedback filtered by answered and category, shows one with its images, and audits the reply', async () => {
      const demo = bearer((await loginOk(t, 'demo', 'Demo1234')).token);
      const categories = ok<{ list: { id: number }[] }>(
        await t.app.inject({ method: 'GET', url: feedback.categories.path }),
      ).list;
      const body = multipart([
        { name: 'categoryId', value: String(categories[0]!.id) },
        { name: 'text', value: 'The slot froze' },
        { name: 'images', file: png(10, 10) },
      ]);
      const sent = ok<{ id: number }>(
        await t.app.inject({
          method: 'PUT',
          url: feedback.submit.path,
          payload: body.payload,
          headers: { ...demo, ...body.headers },
        }),
      );
      const open = ok<{
        items: { id: number; status: string; username: string }[];
        categories: unknown[];
      }>(await call(c.listFeedback, { query: 'status=open&pageSize=100', headers: support }));
      expect(open.items.find((i) => i.id === sent.id)).toMatchObject({
        username: 'demo',
        status: 'open',
      });
      expect(open.categories.length).toBeGreaterThan(0);
      const other = ok<{ items: { id: number }[] }>(
        await call(c.listFeedback, { query: `categoryId=${categories.at(-1)!.id + 1000}` }),
      );
      expect(other.items).toEqual([]);

      const detail = ok<{ text: string; images: { url: string }[] }>(
        await call(c.feedbackDetail, { id: sent.id, headers: support }),
      );
      expect(detail.text).toBe('The slot froze');
      const image = await t.app.inject({
        method: 'GET',
        url: detail.images[0]!.url,
        headers: support,
      });
      expect(image.statusCode).toBe(200);

      ok(
        await call(feedback.reply, {
          id: sent.id,
          payload: { reply: 'Fixed, sorry!' },
          headers: support,
        }),
      );
      const [first] = await auditOf('feedback.reply', `feedback/${sent.id}`);
      expect(first).toMatchObject({ before: { reply: null }, after: { reply: 'Fixed, sorry!' } });
      const replied = ok<{ items: { id: number }[] }>(
        await call(c.listFeedback, { query: 'status=replied&pageSize=100' }),
      );
      expect(replied.items.map((i) => i.id)).toContain(sent.id);

      refused(await call(c.feedbackDetail, { id: 999_999 }), 404, 'feedback.not_found');
      refused(await call(c.listFeedback, { query: 'status=maybe' }), 400, 'validation.failed');
      refused(await call(c.listFeedback, { headers: contentOp }), 403, 'admin.forbidden');
      refused(
        await call(c.feedbackDetail, { id: sent.id, headers: finance }),
        403,
        'admin.forbidden',
      );
    });
  });

  describe('help entries', () => {
    const entry = {
      device: 'MOBILE',
      translations: { EN: { title: 'How to deposit', content: '<p>Open the wallet</p>' } },
    };
    const publicTitles = async () =>
      ok<{ list: { id: number; title: string }[] }>(
        await t.app.inject({ method: 'GET', url: `${help.list.path}?device=MOBILE` }),
      ).list;

    it('creates, edits, orders and deletes entries; players see each change at once; all audited', async () => {
      await publicTitles(); // cached before the writes
      const created = ok<{ id: number }>(
        await call(c.createHelp, { payload: entry, headers: contentOp }),
      );
      expect((await publicTitles()).map((e) => e.title)).toContain('How to deposit');

      ok(
        await call(c.putHelp, {
          id: created.id,
          payload: { ...entry, translations: { EN: { title: 'Depositing', content: '' } } },
          headers: contentOp,
        }),
      );
      expect((await publicTitles()).find((e) => e.id === created.id)?.title).toBe('Depositing');
      const [put] = await auditOf('contentAdmin.putHelp', `help/${created.id}`);
      expect(put).toMatchObject({
        before: { translations: { EN: { title: 'How to deposit' } } },
        after: { translations: { EN: { title: 'Depositing' } } },
      });

      const listed = ok<{ items: { id: number }[]; total: number }>(
        await call(c.listHelp, { query: 'device=MOBILE&pageSize=100' }),
      );
      const ids = listed.items.map((i) => i.id);
      const reordered = [created.id, ...ids.filter((id) => id !== created.id)];
      ok(await call(c.orderHelp, { payload: { device: 'MOBILE', ids: reordered } }));
      expect((await publicTitles())[0]!.id).toBe(created.id);
      const [order] = await auditOf('contentAdmin.orderHelp', 'help-order/MOBILE');
      expect(order).toMatchObject({ before: { ids }, after: { ids: reordered } });
      refused(
        await call(c.orderHelp, { payload: { device: 'MOBILE', ids: reordered.slice(1) } }),
        400,
        'validation.failed',
      );

      ok(await call(c.deleteHelp, { id: created.id }));
      expect((await publicTitles()).some((e) => e.id === created.id)).toBe(false);
      refused(await call(c.deleteHelp, { id: created.id }), 404, 'help.not_found');
      refused(await call(c.putHelp, { id: created.id, payload: entry }), 404, 'help.not_found');
      refused(
        await call(c.createHelp, {
          payload: { ...entry, translations: { TY: { title: 'x', content: '' } } },
        }),
        400,
        'validation.failed',
      );
      refused(
        await call(c.createHelp, { payload: entry, headers: support }),
        403,
        'admin.forbidden',
      );
      refused(await call(c.listHelp, { headers: finance }), 403, 'admin.forbidden');
    });
  });
});
