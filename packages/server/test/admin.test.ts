import { endpoints } from '@kalaro/contract/endpoints';
import type { OperatorConfig, StartupSettings } from '@kalaro/contract/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, json, seedConfig, startTestApp, type TestApp } from './helpers.ts';

const { getOperatorConfig, putOperatorConfig } = endpoints.admin;
const { startup } = endpoints.system;

describe('admin API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const put = (payload: unknown, headers: Record<string, string> = adminHeaders) =>
    t.app.inject({
      method: putOperatorConfig.method,
      url: putOperatorConfig.path,
      headers,
      payload: payload as object,
    });

  const startupFrom = async (remoteAddress: string) =>
    json<{ value: StartupSettings }>(
      await t.app.inject({ method: 'GET', url: startup.path, remoteAddress }),
    ).value;

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-token-at-all' }],
    ['a token that is a prefix', { authorization: adminHeaders.authorization.slice(0, -1) }],
    ['another scheme', { authorization: adminHeaders.authorization.replace('Bearer', 'Basic') }],
  ])('refuses %s with 401 admin.token_invalid', async (_name, headers) => {
    for (const e of [getOperatorConfig, putOperatorConfig]) {
      const response = await t.app.inject({
        method: e.method,
        url: e.path,
        headers,
        ...(e.method === 'PUT' ? { payload: seedConfig() } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ success: false, errorCode: 'admin.token_invalid' });
    }
  });

  it('reads the stored configuration', async () => {
    const response = await t.app.inject({
      method: getOperatorConfig.method,
      url: getOperatorConfig.path,
      headers: adminHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, value: seedConfig() });
  });

  it('stores a new configuration, answers it, and start-up reflects it at once', async () => {
    const next: OperatorConfig = {
      ...seedConfig(),
      operatorName: 'Renamed',
      maintenance: true,
      region: { ...seedConfig().region, mode: 'allow', countries: ['PH'] },
    };
    const response = await put(next);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, value: next });

    const fromPh = await startupFrom('198.51.100.1');
    expect(fromPh).toMatchObject({
      operatorName: 'Renamed',
      maintenance: true,
      regionRestriction: false,
    });
    const fromSg = await startupFrom('203.0.113.1');
    expect(fromSg.regionRestriction).toBe(true);

    expect(
      json(await put({ ...next, maintenance: false, region: { ...next.region, enabled: false } }))
        .success,
    ).toBe(true);
    expect(await startupFrom('203.0.113.1')).toMatchObject({
      maintenance: false,
      regionRestriction: false,
    });
  });

  it('refuses an unknown field with 400 validation.failed naming it', async () => {
    const response = await put({ ...seedConfig(), surprise: true });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      success: false,
      errorCode: 'validation.failed',
      value: { field: 'surprise' },
    });
  });

  it('refuses a wrong type with the failing path', async () => {
    const response = await put({ ...seedConfig(), ageLimit: 17 });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      success: false,
      errorCode: 'validation.failed',
      value: { field: 'ageLimit' },
    });
  });

  it('refuses a CIDR that does not parse, and keeps the stored configuration', async () => {
    const before = json(
      await t.app.inject({ method: 'GET', url: getOperatorConfig.path, headers: adminHeaders }),
    );
    const bad = seedConfig();
    bad.region.ipCountries.push({ cidr: '300.1.2.3/8', country: 'XX' });
    const response = await put(bad);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      errorCode: 'validation.failed',
      value: { field: `region.ipCountries.${bad.region.ipCountries.length - 1}.cidr` },
    });
    const after = json(
      await t.app.inject({ method: 'GET', url: getOperatorConfig.path, headers: adminHeaders }),
    );
    expect(after).toEqual(before);
  });
});

describe('admin API without KALARO_ADMIN_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ adminToken: undefined });
  });
  afterAll(() => t.close());

  it('refuses every call, whatever token is sent', async () => {
    for (const headers of [{}, adminHeaders, { authorization: 'Bearer ' }]) {
      const response = await t.app.inject({ method: 'GET', url: getOperatorConfig.path, headers });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ success: false, errorCode: 'admin.token_invalid' });
    }
  });

  it('keeps the public API working', async () => {
    const response = await t.app.inject({ method: 'GET', url: startup.path });
    expect(response.statusCode).toBe(200);
  });
});
