import { endpoints } from '@kalaro/contract/endpoints';
import type { OperatorConfig, StartupSettings } from '@kalaro/contract/operator';
import { configVersion } from '@kalaro/contract/operator-config-version';
import { sql } from 'drizzle-orm';
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

  describe('a save made from a version (two operators editing at once)', () => {
    const read = async () =>
      json<{ value: OperatorConfig }>(
        await t.app.inject({ method: 'GET', url: getOperatorConfig.path, headers: adminHeaders }),
      ).value;
    const putBasedOn = (payload: OperatorConfig, basedOn: string) =>
      t.app.inject({
        method: putOperatorConfig.method,
        url: `${putOperatorConfig.path}?basedOn=${basedOn}`,
        headers: adminHeaders,
        payload,
      });

    it('keeps the first of two saves from one version and refuses the second with 409', async () => {
      const start = await read();
      const version = configVersion(start);
      const first = await putBasedOn({ ...start, operatorName: 'First editor' }, version);
      expect(first.statusCode, first.body).toBe(200);
      const second = await putBasedOn({ ...start, termsVersion: 'second' }, version);
      expect(second.statusCode, second.body).toBe(409);
      expect(json(second)).toMatchObject({
        success: false,
        errorCode: 'admin.config_changed',
        value: { version: configVersion(await read()) },
      });
      const now = await read();
      expect(now.operatorName).toBe('First editor');
      expect(now.termsVersion).toBe(start.termsVersion);
      // Made again from the current version, it is kept.
      const again = await putBasedOn({ ...now, termsVersion: 'second' }, configVersion(now));
      expect(again.statusCode, again.body).toBe(200);
      expect((await read()).termsVersion).toBe('second');
    });

    it('refuses a malformed version with 400, and audits a save with the settings it changed', async () => {
      const start = await read();
      const bad = await putBasedOn(start, 'not-a-version');
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({ errorCode: 'validation.failed' });

      const saved = await putBasedOn(
        { ...start, maintenance: !start.maintenance },
        configVersion(start),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const rows = (
        (await t.app.db.execute(
          sql`select target, before, after from audit_log where action = 'admin.putOperatorConfig' order by id desc limit 1`,
        )) as unknown as { rows: { target: string; before: unknown; after: unknown }[] }
      ).rows;
      expect(rows[0]).toEqual({
        target: 'operator-config',
        before: { maintenance: start.maintenance },
        after: { maintenance: !start.maintenance },
      });
      await put({ ...start });
    });
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
