import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  favouriteIdsValue,
  favouritesValue,
  gameListValue,
  launchValue,
  recentsValue,
  type Game,
} from '@kalaro/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENTS_KEPT } from '../src/modules/games/member-service.ts';
import { LAUNCH_TOKEN_TTL_MS } from '../src/modules/games/providers/demo.ts';
import {
  bearer,
  loginOk,
  startAccountsApp,
  startTrial,
  type AccountsTestApp,
} from './account-helpers.ts';
import { appWithWebBuild, json } from './helpers.ts';

const { favourites, recents, games } = endpoints;

type Headers = Record<string, string>;
type Query = Record<string, string | number>;
const qs = (query: Query) =>
  new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

describe('favourites, recents and launch', () => {
  let t: AccountsTestApp;
  let demo: Headers;
  let other: Headers;
  /** The first 600 games of the list, in list order, EN names. */
  let catalogue: Game[];
  let tyNames: Map<number, string>;

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  const ok = <T>(schema: { parse(v: unknown): { value?: T } }, response: { body: string }): T => {
    const parsed = schema.parse(json(response));
    return parsed.value!;
  };

  const addFavourite = async (headers: Headers, nodeId: number) => {
    const r = await call('POST', favourites.add.path, headers, { nodeId });
    expect(r.statusCode, r.body).toBe(200);
    return ok(envelope(favouriteIdsValue), r).list;
  };
  const removeFavourite = async (headers: Headers, nodeId: number) => {
    const r = await call(
      'DELETE',
      favourites.remove.path.replace(':nodeId', String(nodeId)),
      headers,
    );
    expect(r.statusCode, r.body).toBe(200);
    return ok(envelope(favouriteIdsValue), r).list;
  };
  const ids = async (headers: Headers) => {
    const r = await call('GET', favourites.ids.path, headers);
    expect(r.statusCode, r.body).toBe(200);
    return ok(envelope(favouriteIdsValue), r).list;
  };
  const favouritesPage = async (headers: Headers, query: Query = {}) => {
    const r = await call('GET', `${favourites.list.path}?${qs(query)}`, headers);
    expect(r.statusCode, r.body).toBe(200);
    return ok(envelope(favouritesValue), r);
  };
  const addRecent = async (headers: Headers, nodeId: number) => {
    const r = await call('POST', recents.add.path, headers, { nodeId });
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r)).toEqual({ success: true, value: { done: true } });
  };
  const recentsPage = async (headers: Headers, query: Query = {}) => {
    const r = await call('GET', `${recents.list.path}?${qs(query)}`, headers);
    expect(r.statusCode, r.body).toBe(200);
    return ok(envelope(recentsValue), r);
  };
  const launch = async (headers: Headers, body: Record<string, unknown>) => {
    const r = await call('POST', games.launch.path, headers, body);
    return r;
  };
  const launchUrl = async (headers: Headers, body: Record<string, unknown>) => {
    const r = await launch(headers, body);
    expect(r.statusCode, r.body).toBe(200);
    return ok(envelope(launchValue), r).url;
  };
  const trialHeaders = async (remoteAddress: string) => {
    return bearer(await startTrial(t, remoteAddress));
  };

  beforeAll(async () => {
    t = await startAccountsApp();
    demo = bearer((await loginOk(t, 'demo', 'Demo1234', '10.20.0.1')).token);
    other = bearer((await loginOk(t, 'team1', 'Team1234', '10.20.0.2')).token);
    catalogue = [];
    tyNames = new Map();
    for (let pageNo = 1; pageNo <= 6; pageNo++) {
      for (const language of ['EN', 'TY']) {
        const r = await call(
          'GET',
          `${games.list.path}?${qs({ pageNo, pageSize: 100, language })}`,
        );
        const page = ok(envelope(gameListValue), r);
        if (language === 'EN') catalogue.push(...page.games);
        else for (const g of page.games) tyNames.set(g.nodeId, g.gameName);
      }
    }
  });
  afterAll(() => t.close());

  it('needs a session: every call answers 401 auth.required without one', async () => {
    const calls: [method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown][] = [
      ['POST', favourites.add.path, { nodeId: 1 }],
      ['DELETE', favourites.remove.path.replace(':nodeId', '1')],
      ['GET', favourites.list.path],
      ['GET', favourites.ids.path],
      ['POST', recents.add.path, { nodeId: 1 }],
      ['GET', recents.list.path],
      ['POST', games.launch.path, { nodeId: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const r = await call(method, url, {}, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(401);
      expect(json(r)).toMatchObject({ success: false, errorCode: 'auth.required' });
      const bad = await call(method, url, bearer('x'.repeat(43)), payload);
      expect(bad.statusCode, `${method} ${url} with an unknown token`).toBe(401);
    }
  });

  describe('favourites', () => {
    it('adds and removes idempotently; answers the id list, newest first', async () => {
      const [a, b] = catalogue;
      expect(await ids(demo)).toEqual([]);
      expect(await addFavourite(demo, a!.nodeId)).toEqual([a!.nodeId]);
      expect(await addFavourite(demo, a!.nodeId)).toEqual([a!.nodeId]);
      expect(await addFavourite(demo, b!.nodeId)).toEqual([b!.nodeId, a!.nodeId]);
      // Adding an existing one again does not move it.
      expect(await addFavourite(demo, a!.nodeId)).toEqual([b!.nodeId, a!.nodeId]);
      expect(await removeFavourite(demo, a!.nodeId)).toEqual([b!.nodeId]);
      expect(await removeFavourite(demo, a!.nodeId)).toEqual([b!.nodeId]);
      expect(await ids(demo)).toEqual([b!.nodeId]);
      expect((await favouritesPage(demo)).content.map((g) => g.nodeId)).toEqual([b!.nodeId]);
      expect(await removeFavourite(demo, b!.nodeId)).toEqual([]);
      expect(await favouritesPage(demo)).toEqual({
        content: [],
        pageNum: 1,
        totalPages: 0,
        total: 0,
      });
    });

    it('refuses an unknown game or a vendor that is not the game’s with 404 game.not_found', async () => {
      for (const payload of [
        { nodeId: 2_000_000 },
        { nodeId: catalogue[0]!.nodeId, vendor: 'NOT_THE_VENDOR' },
      ]) {
        const r = await call('POST', favourites.add.path, demo, payload);
        expect(r.statusCode).toBe(404);
        expect(json(r)).toMatchObject({ success: false, errorCode: 'game.not_found' });
      }
      const withVendor = await call('POST', favourites.add.path, demo, {
        nodeId: catalogue[0]!.nodeId,
        vendor: catalogue[0]!.vassalage,
      });
      expect(withVendor.statusCode).toBe(200);
      await removeFavourite(demo, catalogue[0]!.nodeId);
    });

    it('lists 26 per page, newest first, in the game list’s shape; filters by game type; names in the language', async () => {
      // 40 games of several types, added in this order.
      const added = catalogue.filter((_, i) => i % 13 === 0).slice(0, 40);
      expect(new Set(added.map((g) => g.gameType)).size).toBeGreaterThan(1);
      for (const g of added) await addFavourite(demo, g.nodeId);
      const newestFirst = [...added].reverse();

      const first = await favouritesPage(demo);
      expect(first).toMatchObject({ pageNum: 1, totalPages: 2, total: 40 });
      expect(first.content).toEqual(newestFirst.slice(0, 26));
      const second = await favouritesPage(demo, { pageNo: 2 });
      expect(second).toMatchObject({ pageNum: 2, totalPages: 2, total: 40 });
      expect(second.content).toEqual(newestFirst.slice(26));
      expect((await favouritesPage(demo, { pageNo: 3 })).content).toEqual([]);
      const small = await favouritesPage(demo, { pageSize: 10, pageNo: 4 });
      expect(small).toMatchObject({ totalPages: 4, total: 40 });
      expect(small.content).toEqual(newestFirst.slice(30, 40));

      const type = added[0]!.gameType;
      const ofType = newestFirst.filter((g) => g.gameType === type);
      const filtered = await favouritesPage(demo, { gameType: type });
      expect(filtered.total).toBe(ofType.length);
      expect(filtered.content).toEqual(ofType.slice(0, 26));

      const ty = await favouritesPage(demo, { language: 'TY' });
      expect(ty.content.map((g) => g.gameName)).toEqual(
        newestFirst.slice(0, 26).map((g) => tyNames.get(g.nodeId)),
      );

      expect(await ids(demo)).toEqual(newestFirst.map((g) => g.nodeId));
      // Removing updates the ids and the list.
      const removed = newestFirst[0]!.nodeId;
      expect(await removeFavourite(demo, removed)).toEqual(
        newestFirst.slice(1).map((g) => g.nodeId),
      );
      expect((await favouritesPage(demo)).content[0]).toEqual(newestFirst[1]);
      expect((await favouritesPage(demo)).total).toBe(39);
    });

    it('keeps each member’s favourites to that member', async () => {
      expect((await ids(demo)).length).toBeGreaterThan(0);
      expect(await ids(other)).toEqual([]);
      expect(await favouritesPage(other)).toMatchObject({ content: [], total: 0 });
      await addFavourite(other, catalogue[5]!.nodeId);
      expect(await ids(other)).toEqual([catalogue[5]!.nodeId]);
      expect(await ids(demo)).not.toContain(catalogue[5]!.nodeId);
      // Removing someone else's favourite id only touches one's own list.
      await removeFavourite(demo, catalogue[5]!.nodeId);
      expect(await ids(other)).toEqual([catalogue[5]!.nodeId]);
    });
  });

  describe('recents', () => {
    it('puts the latest first, without duplicates, 25 per page', async () => {
      const [a, b, c] = catalogue.slice(100);
      await addRecent(other, a!.nodeId);
      await addRecent(other, b!.nodeId);
      await addRecent(other, a!.nodeId);
      await addRecent(other, c!.nodeId);
      await addRecent(other, a!.nodeId);
      const list = await recentsPage(other);
      expect(list).toEqual({ list: [a, c, b], totalPages: 1, total: 3 });

      const more = catalogue.slice(200, 230);
      for (const g of more) await addRecent(other, g.nodeId);
      const expected = [...more].reverse().concat([a!, c!, b!]);
      const first = await recentsPage(other, { clientType: 2 });
      expect(first).toMatchObject({ totalPages: 2, total: 33 });
      expect(first.list).toEqual(expected.slice(0, 25));
      const second = await recentsPage(other, { page: 2 });
      expect(second.list).toEqual(expected.slice(25));
      const type = more[0]!.gameType;
      const byType = await recentsPage(other, { gameType: type });
      expect(byType.list).toEqual(expected.filter((g) => g.gameType === type).slice(0, 25));
      expect((await recentsPage(demo)).total).toBe(0);
    });

    it(`keeps the ${RECENTS_KEPT} most recent games`, async () => {
      const many = catalogue.slice(300, 300 + RECENTS_KEPT + 5);
      for (const g of many) await addRecent(demo, g.nodeId);
      const page = await recentsPage(demo);
      expect(page.total).toBe(RECENTS_KEPT);
      expect(page.list[0]).toEqual(many.at(-1));
      const last = await recentsPage(demo, { page: page.totalPages });
      expect(last.list.at(-1)).toEqual(many[5]);
    });

    it('refuses an unknown game with 404 game.not_found', async () => {
      const r = await call('POST', recents.add.path, demo, { nodeId: 2_000_000 });
      expect(r.statusCode).toBe(404);
      expect(json(r)).toMatchObject({ errorCode: 'game.not_found' });
    });
  });

  describe('launch (demo provider)', () => {
    it('answers a one-time /play URL whose page names the game, vendor and player; adds to recents', async () => {
      const game = catalogue[42]!;
      const url = await launchUrl(demo, {
        nodeId: game.nodeId,
        vendor: game.vassalage,
        gameId: game.gameId,
        category: game.gameCategory,
        pageBack: '/m/gameList?type=RNG&tab=fav',
      });
      expect(url).toMatch(
        new RegExp(`^/play/${game.vassalage}/${game.gameId}\\?token=[A-Za-z0-9_-]{43}$`),
      );
      expect((await recentsPage(demo)).list[0]).toEqual(game);

      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
      const html = page.body;
      expect(html).toContain(`<h1>${game.gameName}</h1>`);
      expect(html).toContain(game.vendorNames);
      expect(html).toContain('Demo Player');
      expect(html).toMatch(/Demo provider/);
      expect(html).toContain('<a class="button" href="/m/gameList?type=RNG&amp;tab=fav">');
      expect(html).toContain('Back to the lobby');
      expect(html).toContain('<meta name="viewport"');
      expect(html).toContain('<html lang="en">');
      expect(html).not.toMatch(/<script|style=|<style/i);

      const again = await t.app.inject({ method: 'GET', url });
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('href="/m/home"');
      expect(again.body).toMatch(/already been used or has expired/);
    });

    it('serves the page’s stylesheet', async () => {
      const r = await t.app.inject({ method: 'GET', url: '/play/demo.css' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/css/);
      expect(r.body).toContain('.button');
    });

    it('links back to /m/home by default, names the game in the language asked', async () => {
      const game = catalogue[43]!;
      const url = await launchUrl(demo, { nodeId: game.nodeId, language: 'TY' });
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html).toContain('href="/m/home"');
      expect(html).toContain(`<h1>${tyNames.get(game.nodeId)}</h1>`);
    });

    it('refuses an expired, unknown, malformed or misplaced token', async () => {
      const game = catalogue[44]!;
      const url = await launchUrl(demo, { nodeId: game.nodeId });
      t.clock.advance(LAUNCH_TOKEN_TTL_MS + 1);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(410);

      const token = 'A'.repeat(43);
      for (const [target, status] of [
        [`/play/${game.vassalage}/${game.gameId}?token=${token}`, 404],
        [`/play/${game.vassalage}/${game.gameId}`, 404],
        [`/play/${game.vassalage}/${game.gameId}?token=%3Cscript%3E`, 404],
        [`/play/${game.vassalage}/${game.gameId}?token=a&token=b`, 404],
      ] as const) {
        const r = await t.app.inject({ method: 'GET', url: target });
        expect(r.statusCode, target).toBe(status);
        expect(r.headers['content-type']).toMatch(/^text\/html/);
        expect(r.body).toContain('href="/m/home"');
      }

      // A token opens only its own game.
      const fresh = await launchUrl(demo, { nodeId: game.nodeId });
      const moved = fresh.replace(`/${game.gameId}?`, `/${catalogue[45]!.gameId}?`);
      expect((await t.app.inject({ method: 'GET', url: moved })).statusCode).toBe(404);
    });

    it('refuses an unknown game, or one whose vendor or game id differ', async () => {
      const game = catalogue[46]!;
      for (const body of [
        { nodeId: 2_000_000 },
        { nodeId: game.nodeId, vendor: 'OTHER' },
        { nodeId: game.nodeId, gameId: 'other' },
      ]) {
        const r = await launch(demo, body);
        expect(r.statusCode, JSON.stringify(body)).toBe(404);
        expect(json(r)).toMatchObject({ success: false, errorCode: 'game.not_found' });
      }
    });

    it('lets a trial account launch only games with free play', async () => {
      const trial = await trialHeaders('10.20.1.1');
      const noTrial = catalogue.find((g) => !g.supportPlay)!;
      const withTrial = catalogue.find((g) => g.supportPlay)!;
      expect(noTrial).toBeDefined();
      const refused = await launch(trial, { nodeId: noTrial.nodeId });
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({
        success: false,
        errorCode: 'game.trial_not_supported',
      });
      expect((await recentsPage(trial)).total).toBe(0);

      const url = await launchUrl(trial, { nodeId: withTrial.nodeId });
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/Playing as <strong>guest_[0-9a-f]{10}<\/strong>/);
      expect((await recentsPage(trial)).list.map((g) => g.nodeId)).toEqual([withTrial.nodeId]);
    });

    it('launches lottery games like any other when called', async () => {
      for (const prizeMode of ['Lott', 'Elott']) {
        const r = await call('GET', `${games.lotteries.path}?prizeMode=${prizeMode}`);
        const [lottery] = json<{ value: { list: { nodeId: number; vassalage: string }[] } }>(r)
          .value.list;
        expect(lottery, prizeMode).toBeDefined();
        expect(await launchUrl(demo, { nodeId: lottery!.nodeId })).toMatch(
          new RegExp(`^/play/${lottery!.vassalage}/`),
        );
      }
    });
  });

  describe('bad input answers a 4xx envelope, never a 500', () => {
    const bodies = [
      { nodeId: 'abc' },
      { nodeId: -1 },
      { nodeId: 0 },
      { nodeId: 1.5 },
      { nodeId: 2 ** 31 },
      { nodeId: 1e20 },
      { nodeId: null },
      {},
      { nodeId: 1, extra: true },
      { nodeId: 1, vendor: '<script>' },
      { nodeId: 1, vendor: 'x'.repeat(65) },
    ];

    it.each([favourites.add.path, recents.add.path, games.launch.path])('POST %s', async (url) => {
      for (const body of bodies) {
        const r = await call('POST', url, demo, body);
        expect(r.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(r.statusCode, JSON.stringify(body)).toBeLessThan(500);
        expect(json(r)).toMatchObject({ success: false, errorCode: expect.any(String) });
      }
      const notJson = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...demo, 'content-type': 'application/json' },
        payload: '{"nodeId":',
      });
      expect(notJson.statusCode).toBe(400);
    });

    it('launch: a lobby that is not a path of the app', async () => {
      for (const pageBack of [
        'https://evil.example/',
        '//evil.example/m',
        '/m/../admin',
        '/wps/member/info',
        'javascript:alert(1)',
        '/m/home" onclick="x',
        `/m/${'a'.repeat(300)}`,
      ]) {
        const r = await launch(demo, { nodeId: catalogue[0]!.nodeId, pageBack });
        expect(r.statusCode, pageBack).toBe(400);
        expect(json(r)).toMatchObject({ errorCode: 'validation.failed' });
      }
    });

    it('DELETE with a bad node id', async () => {
      for (const id of ['abc', '-5', '0', '1.5', '99999999999', '1e3x']) {
        const r = await call('DELETE', favourites.remove.path.replace(':nodeId', id), demo);
        expect(r.statusCode, id).toBeGreaterThanOrEqual(400);
        expect(r.statusCode, id).toBeLessThan(500);
        expect(json(r)).toMatchObject({ success: false });
      }
    });

    it('list queries', async () => {
      for (const [url, query] of [
        [favourites.list.path, 'pageSize=27'],
        [favourites.list.path, 'pageNo=0'],
        [favourites.list.path, 'pageNo=abc'],
        [favourites.list.path, 'gameType=XYZ'],
        [favourites.list.path, 'language=xx'],
        [favourites.list.path, 'token=abc'],
        [recents.list.path, 'pageSize=26'],
        [recents.list.path, 'page=-1'],
        [recents.list.path, 'clientType=3'],
        [recents.list.path, 'unknown=1'],
      ] as const) {
        const r = await call('GET', `${url}?${query}`, demo);
        expect(r.statusCode, `${url}?${query}`).toBe(400);
        expect(json(r)).toMatchObject({ success: false, errorCode: 'validation.failed' });
      }
    });
  });
});

describe('the game page with the web app built', () => {
  const t = appWithWebBuild();

  it('is not caught by the app shell or the static files', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/play/PGX/PGX1?token=nope-nope-nope-nope',
    });
    expect(r.statusCode).toBe(404);
    expect(r.body).toContain('Game link not available');
    const css = await t.app.inject({ method: 'GET', url: '/play/demo.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
