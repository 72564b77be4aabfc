import { endpoints } from '@kalaro/contract/endpoints';
import type { Game } from '@kalaro/contract/games';
import type { AdminGame, AdminVendor } from '@kalaro/contract/games-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginOk, startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, json } from './helpers.ts';
import { demoOperatorHeaders } from './helpers.ts';

const { gamesAdmin, games, audit } = endpoints;

describe('back office: games', () => {
  let t: AccountsTestApp;
  let player: Record<string, string>;
  let content: Record<string, string>;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    player = bearer((await loginOk(t, 'demo', 'Demo1234', '10.31.0.1')).token);
    content = await operator('content', 'Content1234');
  });
  afterAll(() => t.close());

  const operator = (username: string, password: string) =>
    demoOperatorHeaders(t, username, password);

  const adminList = async (query: string, headers = content) => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${gamesAdmin.list.path}?${query}`,
      headers,
    });
    expect(r.statusCode, r.body).toBe(200);
    return json<{ value: { games: AdminGame[]; total: number } }>(r).value;
  };
  const patchGame = (nodeId: number | string, payload: object, headers = content) =>
    t.app.inject({
      method: 'PATCH',
      url: gamesAdmin.update.path.replace(':nodeId', String(nodeId)),
      headers,
      payload,
    });
  const patchVendor = (code: string, payload: object, headers = content) =>
    t.app.inject({
      method: 'PATCH',
      url: gamesAdmin.updateVendor.path.replace(':code', code),
      headers,
      payload,
    });
  /** What the player's game list offers for a search (or all, of a vendor). */
  const playerList = async (query: string) => {
    const r = await t.app.inject({ method: 'GET', url: `${games.list.path}?${query}` });
    expect(r.statusCode, r.body).toBe(200);
    return json<{ value: { games: Game[]; total: number } }>(r).value;
  };
  const launch = (nodeId: number) =>
    t.app.inject({ method: 'POST', url: games.launch.path, headers: player, payload: { nodeId } });

  it('lists the catalogue by vendor, searched, filtered, sorted and paged on the server', async () => {
    const all = await adminList('pageSize=10');
    expect(all.games).toHaveLength(10);
    expect(all.total).toBeGreaterThanOrEqual(2000);
    const orders = all.games.map((g) => g.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    const vendors = json<{ value: { vendors: AdminVendor[] } }>(
      await t.app.inject({ method: 'GET', url: gamesAdmin.vendors.path, headers: content }),
    ).value.vendors;
    expect(vendors.length).toBe(18);
    const vendor = vendors[0]!;
    const ofVendor = await adminList(`vendor=${vendor.code}&pageSize=100`);
    expect(ofVendor.total).toBe(vendor.games);
    for (const g of ofVendor.games) expect(g.vendor).toBe(vendor.code);

    const name = all.games[0]!.name;
    const found = await adminList(`q=${encodeURIComponent(name.toUpperCase())}`);
    expect(found.games.map((g) => g.nodeId)).toContain(all.games[0]!.nodeId);

    const byName = (await adminList('sort=name&pageSize=20')).games.map((g) => g.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const hot = await adminList('hot=true&sort=hot&pageSize=100');
    expect(hot.total).toBeGreaterThan(0);
    const ranks = hot.games.map((g) => g.hotRank!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const page2 = await adminList('pageSize=10&page=2');
    expect(page2.games[0]!.nodeId).not.toBe(all.games[0]!.nodeId);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${gamesAdmin.list.path}?pageSize=5000`,
      headers: content,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a disabled game leaves the player list, search and launch at once; enabling brings it back', async () => {
    const [game] = (await adminList('enabled=true&pageSize=1')).games;
    const term = encodeURIComponent(game!.name);
    // Warm the player's caches first: the change must not wait for their TTL.
    expect((await playerList(`gameName=${term}`)).games.map((g) => g.nodeId)).toContain(
      game!.nodeId,
    );
    expect((await launch(game!.nodeId)).statusCode).toBe(200);

    const off = await patchGame(game!.nodeId, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(json<{ value: AdminGame }>(off).value).toMatchObject({ enabled: false });
    // The same call again (a retry) changes nothing more.
    expect((await patchGame(game!.nodeId, { enabled: false })).statusCode).toBe(200);

    expect((await playerList(`gameName=${term}`)).games.map((g) => g.nodeId)).not.toContain(
      game!.nodeId,
    );
    const refused = await launch(game!.nodeId);
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toMatchObject({ success: false, errorCode: 'game.not_found' });

    // The audit log keeps before and after.
    const log = await t.app.inject({
      method: 'GET',
      url: `${audit.list.path}?action=gamesAdmin.update`,
      headers: adminHeaders,
    });
    expect(log.body).toContain(`game/${game!.nodeId}`);
    expect(log.body).toMatch(/"before":\{"enabled":true\}/);
    expect(log.body).toMatch(/"after":\{"enabled":false\}/);

    await patchGame(game!.nodeId, { enabled: true });
    expect((await playerList(`gameName=${term}`)).games.map((g) => g.nodeId)).toContain(
      game!.nodeId,
    );
  });

  it('disabling a vendor hides all its games; enabling restores them as they were', async () => {
    const vendors = json<{ value: { vendors: AdminVendor[] } }>(
      await t.app.inject({ method: 'GET', url: gamesAdmin.vendors.path, headers: content }),
    ).value.vendors;
    const vendor = vendors.find((v) => v.code !== 'INHOUSE' && v.games > 0)!;
    expect((await playerList(`vassalage=${vendor.code}`)).total).toBeGreaterThan(0);
    const [first] = (await adminList(`vendor=${vendor.code}&pageSize=1`)).games;

    const off = await patchVendor(vendor.code, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(json<{ value: AdminVendor }>(off).value).toMatchObject({ enabled: false });
    expect((await playerList(`vassalage=${vendor.code}`)).total).toBe(0);
    expect((await launch(first!.nodeId)).statusCode).toBe(404);
    const config = await t.app.inject({ method: 'GET', url: games.vendorConfig.path });
    expect(config.body).not.toContain(`"vendor":"${vendor.code}"`);

    expect((await patchVendor(vendor.code, { enabled: true })).statusCode).toBe(200);
    expect((await playerList(`vassalage=${vendor.code}`)).total).toBe(vendor.enabledGames);
    expect((await patchVendor('NOPE', { enabled: true })).statusCode).toBe(404);
  });

  it('marks and unmarks a game hot and sets its order, as players see it', async () => {
    const [game] = (await adminList('hot=false&enabled=true&pageSize=1')).games;
    const hot = await patchGame(game!.nodeId, { hotRank: 1, sortOrder: 0 });
    expect(hot.statusCode, hot.body).toBe(200);
    const hotList = await t.app.inject({ method: 'GET', url: `${games.hot.path}` });
    const hotIds = json<{ value: { list: Game[] } }>(hotList).value.list.map((g) => g.nodeId);
    expect(hotIds).toContain(game!.nodeId);
    const first = await playerList(`gameType=${game!.gameType}&pageSize=1`);
    expect(first.games[0]!.nodeId).toBe(game!.nodeId);

    expect((await patchGame(game!.nodeId, { hotRank: null })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `${games.hot.path}` });
    expect(json<{ value: { list: Game[] } }>(after).value.list.map((g) => g.nodeId)).not.toContain(
      game!.nodeId,
    );
  });

  it('refuses bad input with a 4xx code, and finance with 403', async () => {
    expect(json(await patchGame(1, {}))).toMatchObject({ errorCode: 'validation.failed' });
    expect((await patchGame(1, { hotRank: 0 })).statusCode).toBe(400);
    expect((await patchGame('abc', { enabled: true })).statusCode).toBe(400);
    const missing = await patchGame(99_999_999, { enabled: true });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ errorCode: 'admin.game_not_found' });

    const finance = await operator('finance', 'Finance1234');
    const list = await t.app.inject({ method: 'GET', url: gamesAdmin.list.path, headers: finance });
    expect(list.statusCode).toBe(403);
    expect((await patchGame(1, { enabled: false }, finance)).statusCode).toBe(403);
    expect((await patchVendor('PG', { enabled: false }, finance)).statusCode).toBe(403);
  });
});
