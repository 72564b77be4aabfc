import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { startupSettings, type StartupSettings } from '@kalaro/contract/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from './helpers.ts';

const { health, startup } = endpoints.system;

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

  it('answers the health check with the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: health.path });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, value: { status: 'ok', database: 'up' } });
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

  it('answers 503 service.unavailable from the health check when the database is down', async () => {
    await t.app.database.close();
    const response = await t.app.inject({ method: 'GET', url: health.path });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toMatchObject({ success: false, errorCode: 'service.unavailable' });
  });
});
