import { LIMIT } from '@kalaro/contract/constants';
import { endpoints } from '@kalaro/contract/endpoints';
import { errorEnvelope } from '@kalaro/contract/envelope';
import { errorCatalogue } from '@kalaro/contract/errors';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, json, seedConfig, startTestApp, type TestApp } from './helpers.ts';

const put = endpoints.admin.putOperatorConfig;
const { startup } = endpoints.system;

/** A refusal: the envelope, a catalogued code with its status, never a stack. */
function expectRefusal(response: { statusCode: number; body: string }, errorCode: string) {
  const body = errorEnvelope.parse(json(response));
  expect(body.errorCode).toBe(errorCode);
  expect(response.statusCode).toBe(errorCatalogue[errorCode as keyof typeof errorCatalogue].status);
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
}

describe('error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const putRaw = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: put.method,
      url: put.path,
      headers: { ...adminHeaders, 'content-type': contentType },
      payload,
    });

  it('answers an unknown route with 404 route.not_found', async () => {
    for (const url of ['/nope', '/wps/nope', '/wps/system/startup/extra', '/api']) {
      expectRefusal(await t.app.inject({ method: 'GET', url }), 'route.not_found');
    }
    expectRefusal(await t.app.inject({ method: 'DELETE', url: startup.path }), 'route.not_found');
  });

  it('answers malformed JSON with 400 request.malformed', async () => {
    for (const payload of ['{"merchantCode":', '{]', 'nul', '{"__proto__":{"x":1}}']) {
      expectRefusal(await putRaw(payload), 'request.malformed');
    }
  });

  it('answers an empty JSON body with 400 request.malformed', async () => {
    expectRefusal(await putRaw(''), 'request.malformed');
  });

  it('answers a body of the wrong shape with 400 validation.failed', async () => {
    for (const payload of [
      'null',
      '[]',
      '"text"',
      '42',
      '{}',
      JSON.stringify({ ...seedConfig(), maintenance: 'yes' }),
    ]) {
      expectRefusal(await putRaw(payload), 'validation.failed');
    }
  });

  it('answers a NUL character in a query, a path or a body with 400 validation.failed, changing nothing', async () => {
    const before = json(
      await t.app.inject({ method: 'GET', url: put.path, headers: adminHeaders }),
    );
    const outbox = await t.app.inject({
      method: 'GET',
      url: `${endpoints.admin.outbox.path}?to=%00`,
      headers: adminHeaders,
    });
    expectRefusal(outbox, 'validation.failed');
    expect(json(outbox)).toMatchObject({ value: { field: 'to' } });
    expectRefusal(
      await t.app.inject({ method: 'GET', url: '/wps/admin/members/a%00b', headers: adminHeaders }),
      'validation.failed',
    );
    const body = await putRaw(JSON.stringify({ ...seedConfig(), operatorName: 'Kal\u0000aro' }));
    expectRefusal(body, 'validation.failed');
    expect(json(body)).toMatchObject({ value: { field: 'operatorName' } });
    expect(
      json(await t.app.inject({ method: 'GET', url: put.path, headers: adminHeaders })),
    ).toEqual(before);
  });

  it('answers a body over the limit with 413 request.too_large', async () => {
    const big = JSON.stringify({ ...seedConfig(), operatorName: 'x'.repeat(LIMIT.BODY_MAX_BYTES) });
    expectRefusal(await putRaw(big), 'request.too_large');
  });

  it('answers a content type the API does not read with 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      expectRefusal(await putRaw('<config/>', type), 'request.unsupported_media_type');
    }
  });

  it('never answers 500 to odd requests', async () => {
    const odd: InjectOptions[] = [
      { method: 'GET', url: `${startup.path}?a=1&a=2&b[c]=%ff` },
      { method: 'GET', url: '/%E0%A4%A' },
      { method: 'GET', url: `${startup.path}/../../etc/passwd` },
      { method: 'GET', url: startup.path, headers: { 'x-request-id': '\u0000bad id' } },
      {
        method: 'PUT',
        url: put.path,
        headers: adminHeaders,
        payload: { ...seedConfig(), region: null },
      },
      {
        method: 'PUT',
        url: put.path,
        headers: adminHeaders,
        payload: { ...seedConfig(), whitelabel: { ['k'.repeat(100)]: true } },
      },
    ];
    for (const request of odd) {
      const response = await t.app.inject(request);
      expect(response.statusCode, String(request.url)).toBeLessThan(500);
    }
  });

  it('echoes a safe incoming request id and replaces an unsafe one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: startup.path,
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: startup.path,
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('answers 429 rate.limited past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: startup.path })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await t.app.inject({ method: 'GET', url: startup.path });
    expectRefusal(refused, 'rate.limited');
    // A refusal says when to come back; the counts go out with it only.
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    // Member calls count too, refused before any session is looked at.
    expectRefusal(
      await t.app.inject({ method: 'GET', url: endpoints.member.info.path }),
      'rate.limited',
    );
  });

  it('sends no rate-limit counts on an answer within the limit', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: startup.path,
      remoteAddress: '10.9.9.9',
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-limit']).toBeUndefined();
    expect(other.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('counts a public read answered from memory like any other call', async () => {
    // An address answered before is sent from the read cache ahead of validation:
    // the limit still counts it (the vendors list once answered 200 past it).
    const vendors = { method: 'GET' as const, url: endpoints.games.vendorConfig.path };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.app.inject({ ...vendors, remoteAddress: '10.7.7.7' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('leaves the health check and the app pages out of the API limit', async () => {
    // The API budget of this client is spent by the test above.
    expectRefusal(await t.app.inject({ method: 'GET', url: startup.path }), 'rate.limited');
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/m/home' })).statusCode).not.toBe(429);
    }
  });
});
