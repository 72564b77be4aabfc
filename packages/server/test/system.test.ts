import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { startupSettings, type StartupSettings } from '@kalaro/contract/operator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { json, startTestApp, type TestApp } from './helpers.ts';

const { health, ready, startup } = endpoints.system;
const REDIS_URL = process.env.TEST_REDIS_URL;
/** The migrations this release carries, as drizzle-kit's journal lists them. */
const releaseMigrations = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe('system', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const getStartup = async (remoteAddress = '127.0.0.1') => {
    const response = await t.app.inject({ method: 'GET', url: startup.path, remoteAddress });
    expect(response.statusCode).toBe(200);
    return json<{ success: true; value: StartupSettings }>(response).value;
  };

  it('answers the liveness check', async () => {
    const response = await t.app.inject({ method: 'GET', url: health.path });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, value: { status: 'ok' } });
  });

  it('is ready with the database up and every migration of the release applied', async () => {
    expect(releaseMigrations).toBeGreaterThan(10);
    const response = await t.app.inject({ method: 'GET', url: ready.path });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      value: { status: 'ready', database: 'up', redis: 'not-used', migrations: releaseMigrations },
    });
  });

  it('answers start-up settings in the contract shape, from the seeded operator', async () => {
    const response = await t.app.inject({ method: 'GET', url: startup.path });
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = envelope(startupSettings).parse(json(response));
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({
      merchantCode: 'KALARO',
      operatorName: 'Kalaro Demo',
      ageLimit: 18,
      maintenance: false,
      regionRestriction: false,
      info: { register: { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true } },
    });
    expect(body.value?.security.scheme).toBe('RSA-OAEP-256+A256GCM');
    expect(body.value?.security.publicKey).toMatch(/^MII[A-Za-z0-9+/]+=*$/); // base64 DER SPKI
    expect(body.value?.info.resources.map((r) => r.resourceType)).toEqual([
      'IOS',
      'Android',
      'MOBILECONFIG',
    ]);
  });

  it.each([
    ['127.0.0.1', null, false],
    ['198.51.100.20', 'PH', false],
    ['203.0.113.7', 'SG', true],
    ['::ffff:192.0.2.44', 'US', true],
    ['2001:db8::1', 'JP', false],
  ])(
    'places client %s in %s (restricted: %s) with the seeded deny list',
    async (ip, country, restricted) => {
      const settings = await getStartup(ip);
      expect(settings.location.country).toBe(country);
      expect(settings.regionRestriction).toBe(restricted);
    },
  );
});

describe('readiness', () => {
  it('is not ready while a migration of this release is not applied (a newer release waits)', async () => {
    const t = await startTestApp();
    try {
      // As if the database were one migration behind this release.
      // (PostgreSQL test databases keep the record in their own schema, on the search path.)
      const record = sql.raw(
        t.app.database.kind === 'pglite' ? 'drizzle.__drizzle_migrations' : '__drizzle_migrations',
      );
      await t.app.db.execute(sql`delete from ${record} where id = (select max(id) from ${record})`);
      const response = await t.app.inject({ method: 'GET', url: ready.path });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ success: false, errorCode: 'service.unavailable' });
      // Alive all the same: the orchestrator must not restart it for that.
      expect((await t.app.inject({ method: 'GET', url: health.path })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is not ready once the database is gone; alive all the same', async () => {
    const t = await startTestApp();
    try {
      await t.app.database.close();
      const response = await t.app.inject({ method: 'GET', url: ready.path });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ success: false, errorCode: 'service.unavailable' });
      expect((await t.app.inject({ method: 'GET', url: health.path })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it.runIf(REDIS_URL)('checks Redis when the instances share one', async () => {
    const t = await startTestApp({ redisUrl: REDIS_URL, redisKeyPrefix: `ready-${Date.now()}:` });
    try {
      const response = await t.app.inject({ method: 'GET', url: ready.path });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ value: { redis: 'up' } });
      t.app.shared.redis!.disconnect();
      const down = await t.app.inject({ method: 'GET', url: ready.path });
      expect(down.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
