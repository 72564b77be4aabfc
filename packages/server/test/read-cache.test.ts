import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, ReadCache } from '../src/lib/read-cache.ts';
import { adminHeaders, json, seedConfig, startTestApp, type TestApp } from './helpers.ts';

/*
 * The public reads every player makes (game lists, hot games, start-up settings,
 * home announcements) are answered from memory: serialised and compressed once,
 * with an ETag, emptied by a write.
 */

const LIST = endpoints.games.list.path;
const plain = `${LIST}?gameType=RNG&language=EN&pageSize=26&pageNo=1`;
/** The same query written differently: other order, a default left out. */
const sameQuery = `${LIST}?pageNo=1&language=EN&gameType=RNG`;
const ANNOUNCEMENT = {
  type: 'B',
  groupName: 'm_home',
  imageUrl: '/KALARO/banners/cached.webp',
  imageWidth: 600,
  imageHeight: 200,
  translations: { EN: { title: 'Freshly written banner' } },
};

describe('cached public reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

  it.each([
    ['the game list', plain],
    ['hot games', `${endpoints.games.hot.path}?language=EN`],
    ['the vendor config', endpoints.games.vendorConfig.path],
    ['the start-up settings', endpoints.system.startup.path],
  ])('%s: an ETag, and 304 without a body for a client that holds it', async (_name, url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(json(first)).toMatchObject({ success: true });

    const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br, gzip' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBeUndefined();
    // Security headers are on every answer, cached or not.
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers the same query written differently with the same representation', async () => {
    const a = await get(plain);
    const b = await get(sameQuery);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body).toBe(a.body);
    // Another language is another representation.
    const ty = await get(plain.replace('language=EN', 'language=TY'));
    expect(ty.headers.etag).not.toBe(a.headers.etag);
  });

  it('sends brotli or gzip bytes that open to the same answer, as the client accepts', async () => {
    const identity = await get(plain);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-type']).toBe('application/json; charset=utf-8');

    const br = await get(plain, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);

    const gzip = await get(plain, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    expect(br.headers.etag).toBe(identity.headers.etag);
  });

  it('still refuses bad input with 400 (never a cached answer)', async () => {
    const response = await get(`${LIST}?gameType=RNG&pageSize=abc`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('answers an address seen before from memory, and a new answer once a write empties it', async () => {
    const url = `${endpoints.content.announcements.path}?types=B&groupName=m_home&platform=M&language=EN`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['x-request-id']).toBeTruthy();
    expect((await get(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(
      304,
    );

    // A new announcement (a write to the content) is in the next answer at once.
    const created = await t.app.inject({
      method: 'POST',
      url: endpoints.admin.createAnnouncement.path,
      headers: adminHeaders,
      payload: ANNOUNCEMENT,
    });
    expect(created.statusCode).toBe(200);
    const after = await get(url);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body).toContain(ANNOUNCEMENT.translations.EN.title);
    // A bad query at an address never answered is refused each time.
    const bad = `${endpoints.games.hot.path}?language=EN&gameType=NOPE`;
    expect((await get(bad)).statusCode).toBe(400);
    expect((await get(bad)).statusCode).toBe(400);
  });

  it('shows an operator change in the start-up settings at once, with a new ETag', async () => {
    const before = await get(endpoints.system.startup.path);
    const etag = before.headers.etag as string;
    const config = seedConfig();
    const put = async (operatorName: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: endpoints.admin.putOperatorConfig.path,
        headers: adminHeaders,
        payload: { ...config, operatorName },
      });
      expect(response.statusCode).toBe(200);
    };
    await put('Renamed Casino');
    try {
      const after = await get(endpoints.system.startup.path, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(json<{ value: { operatorName: string } }>(after).value.operatorName).toBe(
        'Renamed Casino',
      );
    } finally {
      await put(config.operatorName);
    }
    // Back as it was: the first representation, the first ETag.
    expect((await get(endpoints.system.startup.path, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
  });
});

describe('read cache rules', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR ; q=0.5, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
    [undefined, 'identity'],
  ])('picks the encoding for Accept-Encoding %s: %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('loads a key once for many waiting callers, keeps it for its time, and not after forget', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache(1_000, 10, () => now);
    const load = async () => Buffer.from(`answer ${++loads}`);
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    expect(answers[0]).toBe(answers[1]);
    now = 999;
    expect((await cache.get('k', load)).body.toString()).toBe('answer 1');
    now = 1_000;
    expect((await cache.get('k', load)).body.toString()).toBe('answer 2');
    cache.forget();
    expect((await cache.get('k', load)).body.toString()).toBe('answer 3');
  });

  it('gives a loaded answer at once (peek), until its time is up or it is forgotten', async () => {
    let now = 0;
    const cache = new ReadCache(1_000, 10, () => now);
    const loading = cache.get('k', async () => Buffer.from('answer'));
    expect(cache.peek('k')).toBeUndefined(); // still loading
    const answer = await loading;
    expect(cache.peek('k')).toBe(answer);
    now = 1_000;
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => Buffer.from('again'));
    cache.forget();
    expect(cache.peek('k')).toBeUndefined();
  });

  it('does not keep a load that was under way when the cache was emptied', async () => {
    const cache = new ReadCache(1_000);
    let finish!: (body: Buffer) => void;
    const loading = cache.get('k', () => new Promise<Buffer>((resolve) => (finish = resolve)));
    cache.forget();
    finish(Buffer.from('read before the write'));
    await loading;
    expect(cache.peek('k')).toBeUndefined();
    expect((await cache.get('k', async () => Buffer.from('fresh'))).body.toString()).toBe('fresh');
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache(1_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => Buffer.from('ok'))).body.toString()).toBe('ok');
  });
});
