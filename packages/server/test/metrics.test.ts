import { endpoints } from '@kalaro/contract/endpoints';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT, TEST_PASSWORD_HASHING } from '../src/config.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { UNMATCHED_ROUTE } from '../src/lib/metrics.ts';
import { updateMember } from '../src/modules/accounts/repo.ts';
import {
  loginOk,
  login,
  registerCall,
  startAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, json, usingPostgres } from './helpers.ts';
import {
  inhouseGames,
  lotteryBetBody,
  memberWithBalance,
  spinOk,
  TEST_LOTTERY,
} from './slot-helpers.ts';

const METRICS_TOKEN = 'test-metrics-token-0123456789';
const scraper = { authorization: `Bearer ${METRICS_TOKEN}` };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text exposition format, the samples only (no comments). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

describe('Prometheus metrics (METRICS_TOKEN)', () => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await startAccountsApp({ metricsToken: METRICS_TOKEN }, { seedDemoAccounts: true });
  });
  afterAll(() => t.close());

  const scrape = async (): Promise<Sample[]> => {
    const r = await t.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(r.statusCode, r.body).toBe(200);
    return parseExposition(r.body);
  };
  /** The sum of the samples named `name` whose labels include `labels` (0 when none). */
  const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
    samples
      .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
      .reduce((sum, s) => sum + s.value, 0);

  it('refuses a scrape without the bearer token, or with another one (401)', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, adminHeaders]) {
      const r = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(r.statusCode).toBe(401);
      expect(r.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(json(r)).toMatchObject({ success: false, errorCode: 'auth.required' });
      expect(r.body).not.toContain('http_request');
    }
  });

  it('is no API call: absent from the OpenAPI document', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(r.statusCode).toBe(200);
    expect(Object.keys(json<{ paths: object }>(r).paths)).not.toContain('/metrics');
  });

  it('answers the exposition format: per-route latency histograms and counts, event-loop lag', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/wps/lottery/NO_SUCH_CODE' });
    await t.app.inject({ method: 'GET', url: '/wps/lottery/OTHER_CODE' });
    await t.app.inject({ method: 'GET', url: '/no/such/page/4711' });

    const r = await t.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(r.body).toContain('# TYPE http_requests_total counter');
    const after = parseExposition(r.body);
    const delta = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);

    const health = { method: 'GET', route: '/healthz' };
    expect(delta('http_request_duration_seconds_count', health)).toBe(3);
    expect(delta('http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(3);
    expect(delta('http_requests_total', { ...health, status_code: '200' })).toBe(3);
    // Buckets are cumulative: each bound holds at least the calls of the one below.
    const buckets = after.filter(
      (s) =>
        s.name === 'http_request_duration_seconds_bucket' &&
        s.labels.route === '/healthz' &&
        s.labels.method === 'GET',
    );
    expect(buckets.length).toBeGreaterThan(5);
    for (let i = 1; i < buckets.length; i++) {
      expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    }
    expect(valueOf(after, 'http_request_duration_seconds_sum', health)).toBeGreaterThan(0);

    // The route's pattern, never the URL: two codes are one series (401: no session).
    const lottery = { method: 'GET', route: endpoints.lottery.state.path };
    expect(delta('http_request_duration_seconds_count', lottery)).toBe(2);
    expect(delta('http_requests_total', { ...lottery, status_code: '401' })).toBe(2);
    expect(delta('http_requests_total', { route: UNMATCHED_ROUTE, status_code: '404' })).toBe(1);
    for (const sample of after) {
      expect(sample.labels.route ?? '').not.toMatch(/NO_SUCH_CODE|OTHER_CODE|4711/);
    }

    // prom-client's default metrics: event-loop lag, heap, CPU.
    expect(after.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(after.some((s) => s.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
    expect(after.some((s) => s.name === 'process_cpu_user_seconds_total')).toBe(true);
    // The PostgreSQL pool, where there is one (PGlite has none).
    expect(after.some((s) => s.name === 'kalaro_db_pool_connections')).toBe(usingPostgres);
    if (usingPostgres) {
      expect(valueOf(after, 'kalaro_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
    }
  });

  it('answers every metric the Grafana dashboard (docs/grafana-dashboard.json) draws', async () => {
    const dashboard = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'docs/grafana-dashboard.json'), 'utf8'),
    ) as { panels: { targets?: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr);
    expect(exprs.length).toBeGreaterThan(20);
    const drawn = new Set(
      exprs.flatMap((e) => [...e.matchAll(/([a-z_:][a-z0-9_:]*)\{/g)].map((m) => m[1]!)),
    );
    drawn.delete('up'); // Prometheus' own, per target
    // PGlite has no pool: those series exist on PostgreSQL only.
    if (!usingPostgres)
      for (const name of drawn) if (name.startsWith('kalaro_db_pool')) drawn.delete(name);
    const answered = new Set((await scrape()).map((s) => s.name));
    expect([...drawn].filter((name) => !answered.has(name))).toEqual([]);
  });

  it('counts logins (and refused ones) and registrations', async () => {
    const before = await scrape();
    await loginOk(t, 'demo', 'Demo1234');
    const refused = await login(t, { username: 'demo', password: 'Wrong1234' });
    expect(refused.statusCode).toBe(401);
    const registered = await registerCall(t, {
      username: 'metrics_01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('kalaro_logins_total', { method: 'password' })).toBe(1);
    expect(delta('kalaro_login_failures_total')).toBe(1);
    expect(delta('kalaro_registrations_total', { via: 'form' })).toBe(1);
  });

  it('counts an approved deposit and its amount once; a rejected one not at all', async () => {
    const { headers } = await memberWithBalance(t, 0);
    const deposit = async (amount: string) => {
      const r = await t.app.inject({
        method: 'POST',
        url: endpoints.deposit.create.path,
        headers,
        payload: {
          channelId: 'BANK_TRANSFER',
          amount,
          payerName: 'Juan Dela Cruz',
          accountId: 'BDO1',
        },
      });
      expect(r.statusCode, r.body).toBe(200);
      return json<{ value: { request: { id: string } } }>(r).value.request.id;
    };
    const review = (id: string, status: 'approved' | 'rejected') =>
      t.app.inject({
        method: 'PUT',
        url: endpoints.deposit.adminReview.path.replace(':id', id),
        headers: adminHeaders,
        payload: status === 'rejected' ? { status, note: 'Not received' } : { status },
      });
    const approved = await deposit('250.00');
    const rejected = await deposit('100.00');

    const before = await scrape();
    expect((await review(approved, 'approved')).statusCode).toBe(200);
    expect((await review(approved, 'approved')).statusCode).toBe(409); // reviewed already
    expect((await review(rejected, 'rejected')).statusCode).toBe(200);
    const after = await scrape();
    const delta = (name: string) =>
      valueOf(after, name, { via: 'review' }) - valueOf(before, name, { via: 'review' });
    expect(delta('kalaro_deposits_approved_total')).toBe(1);
    expect(delta('kalaro_deposits_approved_amount_total')).toBeCloseTo(250, 6);
  });

  it('counts a paid withdrawal and its amount; a rejected one not at all', async () => {
    const { memberId, headers } = await memberWithBalance(t, 100_000);
    await updateMember(t.app.db, memberId, {
      payeeName: 'Juan Dela Cruz',
      paymentPasswordHash: await createPasswordHasher(TEST_PASSWORD_HASHING).hash('246810'),
    });
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const card = await post(endpoints.withdraw.addCard.path, {
      bankCode: 'VISA',
      cardNumber: '4111111111111111',
    });
    expect(card.statusCode, card.body).toBe(200);
    const cardId = json<{ value: { id: string } }>(card).value.id;
    const request = async (amount: string) => {
      const r = await post(endpoints.withdraw.create.path, {
        cardId,
        amount,
        paymentPassword: '246810',
      });
      expect(r.statusCode, r.body).toBe(200);
      return json<{ value: { id: string } }>(r).value.id;
    };
    const review = (id: string, status: 'approved' | 'rejected') =>
      t.app.inject({
        method: 'PUT',
        url: endpoints.withdraw.adminReview.path.replace(':id', id),
        headers: adminHeaders,
        payload: status === 'rejected' ? { status, note: 'Not received' } : { status },
      });
    const paid = await request('300.50');
    const rejected = await request('100.00');

    const before = await scrape();
    expect((await review(paid, 'approved')).statusCode).toBe(200);
    expect((await review(rejected, 'rejected')).statusCode).toBe(200);
    const after = await scrape();
    const delta = (name: string) => valueOf(after, name) - valueOf(before, name);
    expect(delta('kalaro_withdrawals_paid_total')).toBe(1);
    expect(delta('kalaro_withdrawals_paid_amount_total')).toBeCloseTo(300.5, 6);
  });

  it('counts a slot spin as a stake, and its win when it pays', async () => {
    const [game] = await inhouseGames(t);
    const { headers } = await memberWithBalance(t, 10_000);
    const before = await scrape();
    const spin = await spinOk(t, headers, game!.gameId, { bet: '0.50' });
    const after = await scrape();
    const delta = (name: string) =>
      valueOf(after, name, { game: 'slot' }) - valueOf(before, name, { game: 'slot' });
    expect(delta('kalaro_stakes_total')).toBe(1);
    expect(delta('kalaro_stakes_amount_total')).toBeCloseTo(0.5, 6);
    const won = Number(spin.win) > 0;
    expect(delta('kalaro_wins_total')).toBe(won ? 1 : 0);
    expect(delta('kalaro_wins_amount_total')).toBeCloseTo(won ? Number(spin.win) : 0, 6);
  });

  it('reads the open lottery bets at scrape time: a bet just placed counts', async () => {
    const { headers } = await memberWithBalance(t, 10_000);
    const before = await scrape();
    const path = endpoints.lottery.placeBet.path.replace(':code', TEST_LOTTERY);
    const bet = await t.app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: await lotteryBetBody(t, headers, '1.00'),
    });
    expect(bet.statusCode, bet.body).toBe(200);
    const after = await scrape();
    expect(
      valueOf(after, 'kalaro_lottery_open_bets') - valueOf(before, 'kalaro_lottery_open_bets'),
    ).toBe(1);
  });

  it('has no Redis gauge without Redis', async () => {
    expect((await scrape()).some((s) => s.name === 'kalaro_redis_up')).toBe(false);
  });
});

describe('metrics switched off (no METRICS_TOKEN)', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  it('has no /metrics (404), whatever the token', async () => {
    for (const headers of [{}, scraper]) {
      const r = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(r.statusCode).toBe(404);
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is read from the environment, empty is unset, and a short one is refused', () => {
    expect(loadConfig({ METRICS_TOKEN: METRICS_TOKEN }).metricsToken).toBe(METRICS_TOKEN);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.runIf(REDIS_URL)('metrics with Redis', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp({
      metricsToken: METRICS_TOKEN,
      redisUrl: REDIS_URL,
      redisKeyPrefix: `metrics-${Date.now()}:`,
    });
  });
  afterAll(() => t.close());

  it('says the Redis connection is up', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(r.statusCode).toBe(200);
    expect(parseExposition(r.body).find((s) => s.name === 'kalaro_redis_up')?.value).toBe(1);
  });
});
