import { endpoints } from '@kalaro/contract/endpoints';
import type { Game } from '@kalaro/contract/games';
import type { VendorWallet } from '@kalaro/contract/games-admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { seededRandom } from '../src/lib/random.ts';
import { signLaunchQuery } from '../src/modules/games/providers/seamless.ts';
import { bearer, loginOk, startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, demoOperatorHeaders, json } from './helpers.ts';
import { VendorSimulator } from './support/vendor-simulator.ts';

const { gamesAdmin, games, audit } = endpoints;

/** Set by the environment (SEAMLESS_VENDORS). */
const ENV_VENDOR = 'PGX';
const ENV_SECRET = 'pgx-environment-secret-0a1b2c3d4e5f';
/** Set in the back office. */
const VENDOR = 'SPN';
const SECRET = 'spn-back-office-secret-9f8e7d6c5b4a';
const NEW_SECRET = 'spn-rotated-secret-aa11bb22cc33dd44';
const ENDPOINT = 'https://games.spinworks.example/launch';

/**
 * The owner plugs a seamless-wallet vendor in from the back office: the
 * launch and the wallet callbacks use it at once, the secret is never
 * answered, audited nor logged, and a vendor the environment sets is read-only.
 */
describe('back office: vendor wallet integrations', () => {
  const lines: string[] = [];
  let t: AccountsTestApp;
  let baseUrl: string;
  let owner: Record<string, string>;
  let player: Record<string, string>;
  let game: Game;

  beforeAll(async () => {
    t = await startAccountsApp(
      {
        logLevel: 'trace',
        logStream: { write: (line: string) => void lines.push(line) },
        seamlessVendors: [
          {
            vendor: ENV_VENDOR,
            endpoint: 'https://games.pgx.example/launch',
            secret: ENV_SECRET,
            currency: 'PHP',
            enabled: true,
          },
        ],
      },
      { seedDemoAccounts: true },
    );
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    owner = await demoOperatorHeaders(t, 'admin', 'Admin1234');
    player = bearer((await loginOk(t, 'demo', 'Demo1234', '10.32.0.1')).token);
    const r = await t.app.inject({
      method: 'GET',
      url: `${games.list.path}?vassalage=${VENDOR}&pageSize=1`,
    });
    game = json<{ value: { games: Game[] } }>(r).value.games[0]!;
  }, 120_000);
  afterAll(() => t?.close());

  const put = (code: string, payload: unknown, headers = owner) =>
    t.app.inject({
      method: 'PUT',
      url: gamesAdmin.putWallet.path.replace(':code', code),
      headers,
      payload: payload as object,
    });
  const list = async () => {
    const r = await t.app.inject({ method: 'GET', url: gamesAdmin.wallets.path, headers: owner });
    expect(r.statusCode, r.body).toBe(200);
    return json<{ value: { wallets: VendorWallet[] } }>(r).value.wallets;
  };
  /** The launch URL the player is sent to for the game. */
  const launchUrl = async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: games.launch.path,
      headers: player,
      payload: { nodeId: game.nodeId, vendor: VENDOR, gameId: game.gameId },
    });
    expect(r.statusCode, r.body).toBe(200);
    return new URL(json<{ value: { url: string } }>(r).value.url, 'http://localhost');
  };
  const vendor = (secret: string) =>
    new VendorSimulator({
      baseUrl,
      vendor: VENDOR,
      secret,
      currency: 'PHP',
      gameId: game.gameId,
      now: t.clock.now,
      random: seededRandom(7),
    });

  it('lists the environment’s vendor as read-only, with its secret set but never shown', async () => {
    const wallets = await list();
    expect(wallets).toEqual([
      {
        vendor: ENV_VENDOR,
        endpoint: 'https://games.pgx.example/launch',
        currency: 'PHP',
        enabled: true,
        secretSet: true,
        source: 'environment',
        updatedAt: null,
      },
    ]);
    const refused = await put(ENV_VENDOR, {
      endpoint: ENDPOINT,
      currency: 'PHP',
      enabled: false,
      secret: NEW_SECRET,
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ errorCode: 'admin.vendor_set_by_environment' });
  });

  it('plugs a vendor in: its games launch signed at its endpoint and its callbacks move money', async () => {
    // Before: the demo provider's page.
    expect((await launchUrl()).href).not.toContain(ENDPOINT);
    const missing = await put(VENDOR, { endpoint: ENDPOINT, currency: 'PHP', enabled: true });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ errorCode: 'admin.vendor_secret_required' });

    const r = await put(VENDOR, {
      endpoint: ENDPOINT,
      currency: 'PHP',
      enabled: true,
      secret: SECRET,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(json<{ value: VendorWallet }>(r).value).toMatchObject({
      vendor: VENDOR,
      endpoint: ENDPOINT,
      secretSet: true,
      source: 'backOffice',
    });

    const url = await launchUrl();
    expect(`${url.origin}${url.pathname}`).toBe(ENDPOINT);
    const params = new URLSearchParams(url.search);
    const signature = params.get('signature');
    params.delete('signature');
    expect(signature).toBe(signLaunchQuery(SECRET, params));
    const token = params.get('token')!;
    const balance = await vendor(SECRET).call('balance', { playerToken: token });
    expect(balance.success, JSON.stringify(balance)).toBe(true);

    // A new secret: the old one signs nothing any more; the launch is signed with the new one.
    const rotated = await put(VENDOR, {
      endpoint: ENDPOINT,
      currency: 'PHP',
      enabled: true,
      secret: NEW_SECRET,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await vendor(SECRET).call('balance', { playerToken: token })).success).toBe(false);
    expect((await vendor(NEW_SECRET).call('balance', { playerToken: token })).success).toBe(true);

    // Leaving the secret out keeps it; switched off, the games go back to the demo page.
    expect(
      (await put(VENDOR, { endpoint: ENDPOINT, currency: 'PHP', enabled: false })).statusCode,
    ).toBe(200);
    expect((await launchUrl()).href).not.toContain(ENDPOINT);
    expect((await vendor(NEW_SECRET).call('balance', { playerToken: token })).success).toBe(false);
    expect(
      (await put(VENDOR, { endpoint: ENDPOINT, currency: 'PHP', enabled: true })).statusCode,
    ).toBe(200);
    expect((await vendor(NEW_SECRET).call('balance', { playerToken: token })).success).toBe(true);
    expect((await list()).map((w) => [w.vendor, w.source])).toEqual([
      [ENV_VENDOR, 'environment'],
      [VENDOR, 'backOffice'],
    ]);
  });

  it('never answers, audits, logs or stores the secret in the clear', async () => {
    const log = await t.app.inject({
      method: 'GET',
      url: `${audit.list.path}?action=gamesAdmin.putWallet`,
      headers: adminHeaders,
    });
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain(`game-vendor/${VENDOR}/wallet`);
    expect(log.body).toContain('"secretChanged":true');
    const stored = rowsOf<{ secret_sealed: string }>(
      await t.app.db.execute(sql`select secret_sealed from seamless_vendors`),
    );
    expect(stored).toHaveLength(1);
    const everything = [
      log.body,
      JSON.stringify(await list()),
      JSON.stringify(stored),
      lines.join('\n'),
    ].join('\n');
    for (const secret of [SECRET, NEW_SECRET, ENV_SECRET]) expect(everything).not.toContain(secret);
    expect(lines.length).toBeGreaterThan(10);
  });

  it('refuses bad input with a clear 4xx and changes nothing; only the owner may', async () => {
    const before = await list();
    const ok = { endpoint: ENDPOINT, currency: 'PHP', enabled: true };
    for (const [code, body, status, errorCode] of [
      ['NOPE', { ...ok, secret: SECRET }, 404, 'admin.vendor_not_found'],
      ['INHOUSE', { ...ok, secret: SECRET }, 404, 'admin.vendor_not_found'],
      ['bad code!', { ...ok, secret: SECRET }, 400, 'validation.failed'],
      [VENDOR, { ...ok, secret: 'short' }, 400, 'validation.failed'],
      [VENDOR, { ...ok, endpoint: 'javascript:alert(1)' }, 400, 'validation.failed'],
      [VENDOR, { ...ok, endpoint: 'x'.repeat(5000) }, 400, 'validation.failed'],
      [VENDOR, { ...ok, currency: 'php' }, 400, 'validation.failed'],
      [VENDOR, { ...ok, extra: 1 }, 400, 'validation.failed'],
      [VENDOR, 'not json at all', 415, undefined],
    ] as const) {
      const r = await put(code, body);
      expect(r.statusCode, `${code} ${JSON.stringify(body)}`).toBe(status);
      if (errorCode) expect(json(r)).toMatchObject({ errorCode });
    }
    const finance = await demoOperatorHeaders(t, 'finance', 'Finance1234');
    expect((await put(VENDOR, { ...ok, enabled: false }, finance)).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: gamesAdmin.wallets.path,
      headers: finance,
    });
    expect(read.statusCode).toBe(403);
    expect(await list()).toEqual(before);
  });
});
