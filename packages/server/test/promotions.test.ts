import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  application,
  feedbackCategoriesValue,
  feedbackItem,
  feedbackListValue,
  promotionDetail,
  promotionsValue,
  type PromotionSummary,
} from '@kalaro/contract/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUploads } from '../src/modules/uploads/repo.ts';
import { detectImageType } from '../src/modules/uploads/images.ts';
import { SEED_FEEDBACK } from '../src/modules/feedback/seed-data.ts';
import {
  bearer,
  loginOk,
  startAccountsApp,
  startTrial,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, expectError, json, multipart, type MultipartPart } from './helpers.ts';

const { promotions, feedback, uploads } = endpoints;
type Headers = Record<string, string>;

const MB = 1024 * 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const png = (size = 64) => Buffer.concat([PNG, randomBytes(size)]);
const jpeg = (size = 64) => Buffer.concat([JPEG, randomBytes(size)]);

const image = (file: Buffer, filename = 'photo.png', type = 'image/png'): MultipartPart => ({
  name: 'images',
  file,
  filename,
  type,
});

describe('promotions, feedback and uploads', () => {
  let t: AccountsTestApp;
  let dir: string;
  let demo: Headers;
  let agent: Headers;
  let byTitle: Map<string, PromotionSummary>;

  const applyUrl = (id: number | string) => promotions.apply.path.replace(':id', String(id));
  const send = (method: 'POST' | 'PUT', url: string, headers: Headers, parts: MultipartPart[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const apply = (headers: Headers, id: number, parts: MultipartPart[]) =>
    send('POST', applyUrl(id), headers, parts);
  const submitFeedback = (headers: Headers, parts: MultipartPart[], language = 'EN') =>
    send('PUT', `${feedback.submit.path}?language=${language}`, headers, parts);
  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

  const list = async (headers: Headers = {}, language = 'EN') => {
    const r = await get(`${promotions.list.path}?language=${language}`, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(promotionsValue).parse(json(r)).value!.list;
  };
  const detail = async (id: number, headers: Headers = {}) => {
    const r = await get(promotions.detail.path.replace(':id', String(id)), headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(promotionDetail).parse(json(r)).value!;
  };
  const files = async () => (await readdir(dir).catch(() => [] as string[])).sort();
  const idOf = (title: string) => byTitle.get(title)!.id;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kalaro-uploads-test-'));
    t = await startAccountsApp({ uploadsDir: dir });
    demo = bearer((await loginOk(t, 'demo', 'Demo1234', '10.60.0.1')).token);
    agent = bearer((await loginOk(t, 'agent', 'Agent1234', '10.60.0.2')).token);
    byTitle = new Map((await list()).map((p) => [p.title, p]));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('magic bytes', () => {
    it('tells png and jpeg by their first bytes, nothing else', () => {
      expect(detectImageType(png())).toBe('image/png');
      expect(detectImageType(jpeg())).toBe('image/jpeg');
      expect(detectImageType(Buffer.from('hello, I am a text file'))).toBeNull();
      expect(detectImageType(Buffer.from('GIF89a....'))).toBeNull();
      expect(detectImageType(PNG)).toBeNull();
    });
  });

  describe('promotions list and detail', () => {
    it('shows visitors the promotions in effect, in EN and TY, without an application state', async () => {
      const en = await list();
      expect(en.map((p) => p.title)).toEqual([
        'Share your big win',
        'Birthday gift',
        'Weekend cashback 5%',
      ]);
      expect(en.every((p) => p.applicationStatus === null)).toBe(true);
      expect(en.map((p) => p.acceptsApplications)).toEqual([true, true, false]);
      const ty = await list({}, 'TY');
      expect(ty[0]!.title).toBe('Ibahagi ang iyong malaking panalo');
    });

    it('answers the HTML content; a visitor may not apply', async () => {
      const d = await detail(idOf('Share your big win'));
      expect(d.content).toContain('<strong>100× your bet</strong>');
      expect(d.canApply).toBe(false);
      expect(d.application).toBeNull();
      expect((await detail(idOf('Share your big win'), agent)).canApply).toBe(true);
    });

    it('answers promotion.not_found for an unknown id and 400 for a bad one', async () => {
      expectError(
        await get(promotions.detail.path.replace(':id', '999999')),
        404,
        'promotion.not_found',
      );
      expectError(
        await get(promotions.detail.path.replace(':id', 'abc')),
        400,
        'validation.failed',
      );
    });
  });

  describe('applying', () => {
    it('asks a visitor to log in', async () => {
      const r = await apply({}, idOf('Share your big win'), [{ name: 'comment', value: 'hi' }]);
      expectError(r, 401, 'auth.required');
    });

    it('refuses a JSON body: an application is multipart', async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: applyUrl(idOf('Share your big win')),
        headers: demo,
        payload: { comment: 'hello' },
      });
      expectError(r, 415, 'request.unsupported_media_type');
    });

    it('refuses a 6 MB file, a 4th image, a text file named .png, a long comment, a wrong field — and stores nothing', async () => {
      const id = idOf('Share your big win');
      const comment = { name: 'comment', value: 'My big win' };
      const before = await countUploads(t.app.db);

      expectError(
        await apply(demo, id, [comment, image(png(6 * MB))]),
        413,
        'upload.file_too_large',
      );
      expectError(
        await apply(demo, id, [comment, image(png()), image(png()), image(jpeg()), image(png())]),
        400,
        'upload.too_many_files',
      );
      const text = Buffer.from('just some text, not an image at all');
      expectError(
        await apply(demo, id, [comment, image(png()), image(text, 'win.png', 'image/png')]),
        415,
        'upload.not_image',
      );
      expectError(
        await apply(demo, id, [{ name: 'comment', value: 'x'.repeat(141) }, image(png())]),
        400,
        'promotion.comment_too_long',
      );
      expectError(
        await apply(demo, id, [{ name: 'comment', value: '   ' }]),
        400,
        'promotion.comment_required',
      );
      expectError(
        await apply(demo, id, [comment, { name: 'photo', file: png() }]),
        400,
        'upload.field_invalid',
      );
      expectError(
        await apply(demo, id, [comment, { name: 'admin', value: 'true' }]),
        400,
        'upload.field_invalid',
      );
      expectError(await apply(demo, id, [comment, comment]), 400, 'upload.field_invalid');

      expect(await countUploads(t.app.db)).toBe(before);
      expect(await files()).toEqual([]);
      expect((await detail(id, demo)).application).toBeNull();
    });

    it('answers a cut or malformed multipart body with a 4xx, never a 500', async () => {
      const url = applyUrl(idOf('Share your big win'));
      const body = multipart([{ name: 'comment', value: 'hi' }, image(png(1000))]);
      const cut = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...demo, ...body.headers },
        payload: body.payload.subarray(0, 200),
      });
      expect(cut.statusCode, cut.body).toBeGreaterThanOrEqual(400);
      expect(cut.statusCode, cut.body).toBeLessThan(500);
      const noBoundary = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...demo, 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      });
      expect(noBoundary.statusCode, noBoundary.body).toBeGreaterThanOrEqual(400);
      expect(noBoundary.statusCode, noBoundary.body).toBeLessThan(500);
      const empty = multipart([]);
      const none = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...demo, ...empty.headers },
        payload: empty.payload,
      });
      expectError(none, 400, 'promotion.comment_required');
      expect(await files()).toEqual([]);
    });

    it('counts characters, not bytes: 140 emoji are a valid comment', async () => {
      const id = idOf('Birthday gift');
      const r = await apply(agent, id, [{ name: 'comment', value: '🎂'.repeat(140) }]);
      expect(r.statusCode, r.body).toBe(200);
      expect(envelope(application).parse(json(r)).value!.comment).toBe('🎂'.repeat(140));
    });

    it('stores a pending application with its images, once per promotion', async () => {
      const id = idOf('Share your big win');
      const bytes = jpeg(2 * MB);
      const r = await apply(demo, id, [
        { name: 'comment', value: '  Won 250× on Lucky Koi  ' },
        // The client's name and type are ignored: the bytes say jpeg.
        image(bytes, '../../etc/passwd.png', 'text/html'),
      ]);
      expect(r.statusCode, r.body).toBe(200);
      const saved = envelope(application).parse(json(r)).value!;
      expect(saved).toMatchObject({
        status: 'pending',
        comment: 'Won 250× on Lucky Koi',
        promotionId: id,
      });
      expect(saved.images).toHaveLength(1);
      const stored = await files();
      expect(stored).toEqual([saved.images[0]!.id]);

      const again = await apply(demo, id, [{ name: 'comment', value: 'again' }, image(png())]);
      expectError(again, 409, 'promotion.already_applied');
      expect(await files()).toEqual(stored);

      const d = await detail(id, demo);
      expect(d.canApply).toBe(false);
      expect(d.application).toMatchObject({ id: saved.id, status: 'pending' });
      expect((await list(demo)).find((p) => p.id === id)!.applicationStatus).toBe('pending');

      // The image goes back to its owner with the proven type, and to no one else.
      const url = saved.images[0]!.url;
      const mine = await get(url, demo);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('image/jpeg');
      expect(mine.headers['x-content-type-options']).toBe('nosniff');
      expect(mine.rawPayload.equals(bytes)).toBe(true);
      expectError(await get(url, agent), 404, 'upload.not_found');
      expectError(await get(url), 401, 'auth.required');
      const admin = await get(
        uploads.adminImage.path.replace(':id', saved.images[0]!.id),
        adminHeaders,
      );
      expect(admin.statusCode).toBe(200);
      expectError(
        await get(uploads.image.path.replace(':id', 'not-a-uuid'), demo),
        400,
        'validation.failed',
      );
    });

    it("lists applications for the operator's review: member, promotion, comment and images it may open", async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: `${promotions.adminApplications.path}?status=pending`,
        headers: adminHeaders,
      });
      expect(list.statusCode, list.body).toBe(200);
      const { applications, total } = json<{
        value: {
          applications: {
            userName: string;
            promotionTitle: string;
            comment: string;
            status: string;
            images: { url: string }[];
          }[];
          total: number;
        };
      }>(list).value;
      expect(total).toBeGreaterThan(0);
      const mine = applications.find((a) => a.comment === 'Won 250× on Lucky Koi')!;
      expect(mine).toMatchObject({
        userName: 'demo',
        status: 'pending',
        promotionTitle: 'Share your big win',
      });
      const picture = await t.app.inject({
        method: 'GET',
        url: mine.images[0]!.url,
        headers: adminHeaders,
      });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      const none = await t.app.inject({
        method: 'GET',
        url: `${promotions.adminApplications.path}?status=approved`,
        headers: adminHeaders,
      });
      expect(json<{ value: { applications: unknown[] } }>(none).value.applications).toEqual([]);
      expectError(
        await t.app.inject({
          method: 'GET',
          url: promotions.adminApplications.path,
          headers: demo,
        }),
        401,
        'admin.token_invalid',
      );
    });

    it('lets a member apply again after a rejection', async () => {
      const id = idOf('Share your big win');
      const current = (await detail(id, demo)).application!;
      const reviewUrl = promotions.review.path.replace(':id', String(current.id));
      const reject = { status: 'rejected', note: 'Screenshot unreadable' };
      expectError(
        await t.app.inject({ method: 'PUT', url: reviewUrl, payload: reject, headers: demo }),
        401,
        'admin.token_invalid',
      );
      const r = await t.app.inject({
        method: 'PUT',
        url: reviewUrl,
        payload: reject,
        headers: adminHeaders,
      });
      expect(r.statusCode, r.body).toBe(200);
      expect((await detail(id, demo)).canApply).toBe(true);
      // A second operator deciding otherwise is refused; the same decision answers as it is.
      expectError(
        await t.app.inject({
          method: 'PUT',
          url: reviewUrl,
          payload: { status: 'approved' },
          headers: adminHeaders,
        }),
        409,
        'promotion.application_reviewed',
      );
      const same = await t.app.inject({
        method: 'PUT',
        url: reviewUrl,
        payload: reject,
        headers: adminHeaders,
      });
      expect(same.statusCode, same.body).toBe(200);
      const again = await apply(demo, id, [
        { name: 'comment', value: 'Clearer one' },
        image(png()),
      ]);
      expect(again.statusCode, again.body).toBe(200);
      expect((await detail(id, demo)).application).toMatchObject({
        comment: 'Clearer one',
        status: 'pending',
      });
    });

    it('of two racing applications stores one, and no orphan image of the other', async () => {
      const id = idOf('Birthday gift');
      const racer = bearer((await loginOk(t, 'team1', 'Team1234', '10.60.0.3')).token);
      const before = await files();
      const answers = await Promise.all([
        apply(racer, id, [{ name: 'comment', value: 'first' }, image(png())]),
        apply(racer, id, [{ name: 'comment', value: 'second' }, image(png())]),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const added = (await files()).filter((f) => !before.includes(f));
      const saved = envelope(application).parse(json(answers.find((r) => r.statusCode === 200)!));
      expect(added).toEqual([saved.value!.images[0]!.id]);
      expect(await countUploads(t.app.db, added)).toBe(1);
    });

    it('refuses a trial account', async () => {
      const trial = bearer(await startTrial(t, '10.60.1.1'));
      const answer = await apply(trial, idOf('Birthday gift'), [{ name: 'comment', value: 'hi' }]);
      expectError(answer, 403, 'auth.trial_restricted');
    });

    it('refuses a promotion that takes no applications', async () => {
      const r = await apply(demo, idOf('Weekend cashback 5%'), [{ name: 'comment', value: 'hi' }]);
      expectError(r, 409, 'promotion.not_accepting');
    });
  });

  describe('feedback', () => {
    const categories = async (language = 'EN') => {
      const r = await get(`${feedback.categories.path}?language=${language}`);
      expect(r.statusCode, r.body).toBe(200);
      return envelope(feedbackCategoriesValue).parse(json(r)).value!.list;
    };
    const mine = async (headers: Headers) => {
      const r = await get(feedback.list.path, headers);
      expect(r.statusCode, r.body).toBe(200);
      return envelope(feedbackListValue).parse(json(r)).value!.list;
    };

    it('lists the seeded categories in EN and TY', async () => {
      expect((await categories()).map((c) => c.name)).toContain('Games');
      expect((await categories('TY')).map((c) => c.name)).toContain('Mga laro');
    });

    it("shows the demo member's answered feedback", async () => {
      const [seeded] = await mine(demo);
      expect(seeded).toMatchObject({
        text: SEED_FEEDBACK.text,
        status: 'replied',
        reply: SEED_FEEDBACK.reply,
      });
      expect(await mine(agent)).toEqual([]);
    });

    it('stores feedback with images; the operator replies', async () => {
      const [first] = await categories();
      const r = await submitFeedback(
        agent,
        [
          { name: 'categoryId', value: String(first!.id) },
          { name: 'text', value: 'Please add more fishing games' },
          image(png(1000)),
          image(jpeg(1000), 'b.jpg', 'image/jpeg'),
        ],
        'TY',
      );
      expect(r.statusCode, r.body).toBe(200);
      const saved = envelope(feedbackItem).parse(json(r)).value!;
      expect(saved).toMatchObject({
        status: 'open',
        reply: null,
        category: 'Deposito at withdrawal',
      });
      expect(saved.images).toHaveLength(2);
      expect((await mine(agent))[0]).toMatchObject({
        id: saved.id,
        text: 'Please add more fishing games',
      });

      const replyUrl = feedback.reply.path.replace(':id', String(saved.id));
      const reply = await t.app.inject({
        method: 'PUT',
        url: replyUrl,
        payload: { reply: 'Coming next month!' },
        headers: adminHeaders,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect((await mine(agent))[0]).toMatchObject({
        status: 'replied',
        reply: 'Coming next month!',
      });
      expectError(
        await t.app.inject({
          method: 'PUT',
          url: feedback.reply.path.replace(':id', '999999'),
          payload: { reply: 'x' },
          headers: adminHeaders,
        }),
        404,
        'feedback.not_found',
      );
    });

    it('refuses a bad category, an empty text and bad images without storing anything', async () => {
      const [first] = await categories();
      const category = { name: 'categoryId', value: String(first!.id) };
      const text = { name: 'text', value: 'Hello' };
      const before = { rows: await countUploads(t.app.db), files: await files() };
      expectError(
        await submitFeedback(demo, [{ name: 'categoryId', value: '999999' }, text]),
        400,
        'feedback.category_invalid',
      );
      expectError(
        await submitFeedback(demo, [{ name: 'categoryId', value: '1e3' }, text]),
        400,
        'feedback.category_invalid',
      );
      expectError(
        await submitFeedback(demo, [category, { name: 'text', value: ' ' }]),
        400,
        'feedback.text_invalid',
      );
      expectError(
        await submitFeedback(demo, [category, text, image(png(6 * MB))]),
        413,
        'upload.file_too_large',
      );
      expectError(
        await submitFeedback(demo, [
          category,
          text,
          image(png()),
          image(png()),
          image(png()),
          image(png()),
        ]),
        400,
        'upload.too_many_files',
      );
      expectError(
        await submitFeedback(demo, [category, text, image(Buffer.from('plain text'), 'x.png')]),
        415,
        'upload.not_image',
      );
      expect(await countUploads(t.app.db)).toBe(before.rows);
      expect(await files()).toEqual(before.files);
    });

    it('asks a visitor to log in', async () => {
      expectError(await get(feedback.list.path), 401, 'auth.required');
      expectError(await submitFeedback({}, [{ name: 'text', value: 'x' }]), 401, 'auth.required');
    });
  });
});
