import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  claimRedEnvelopeValue,
  createRedRainValue,
  redRainValue,
  type CreateRedRainBody,
} from '@kalaro/contract/red-rain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_PASSWORD } from '../src/modules/agent/seed.ts';
import { bearer, loginOk, startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, expectError, json } from './helpers.ts';

const { redRain, admin } = endpoints;
const MINUTE = 60_000;

const minor = (amount: string) => Math.round(Number(amount) * 100);

describe('red-envelope rain', () => {
  let t: AccountsTestApp;
  const tokens: string[] = [];
  const names = Array.from({ length: 24 }, (_, i) => `tm${String(i + 1).padStart(3, '0')}`);
  let keySeq = 0;
  const key = () => `claim-key-${String(++keySeq).padStart(4, '0')}`;

  const rows = async <T>(query: SQL) =>
    ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const schedule = (
    body: Partial<CreateRedRainBody>,
    headers: Record<string, string> = adminHeaders,
  ) =>
    t.app.inject({
      method: 'POST',
      url: admin.createRedRain.path,
      headers,
      payload: {
        startsAt: new Date(t.clock.now() + MINUTE).toISOString(),
        endsAt: new Date(t.clock.now() + 10 * MINUTE).toISOString(),
        budget: '10.00',
        minAmount: '0.50',
        maxAmount: '2.00',
        claimsPerMember: 2,
        ...body,
      },
    });
  const current = async (token: string) => {
    const r = await t.app.inject({
      method: 'GET',
      url: redRain.current.path,
      headers: bearer(token),
    });
    expect(r.statusCode, r.body).toBe(200);
    return envelope(redRainValue).parse(json(r)).value!;
  };
  const claim = (token: string, rainId: number, idempotencyKey = key()) =>
    t.app.inject({
      method: 'POST',
      url: redRain.claim.path.replace(':id', String(rainId)),
      headers: bearer(token),
      payload: { idempotencyKey },
    });
  const balances = async () =>
    new Map(
      (
        await rows<{ username: string; balance_minor: string | number }>(
          sql`select m.username, w.balance_minor from members m join wallets w on w.member_id = m.id`,
        )
      ).map((r) => [r.username, Number(r.balance_minor)]),
    );

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    for (const [i, name] of names.entries()) {
      tokens.push((await loginOk(t, name, DEMO_TEAM_PASSWORD, `10.9.0.${i + 1}`)).token);
    }
  }, 120_000);
  afterAll(() => t.close());

  let rainId: number;

  it('schedules a rain; before it falls, members see it coming and cannot claim', async () => {
    expect((await current(tokens[0]!)).rain).toBeNull();
    const r = await schedule({});
    expect(r.statusCode, r.body).toBe(200);
    const rain = envelope(createRedRainValue).parse(json(r)).value!;
    rainId = rain.id;
    expect(rain.budget).toBe('10.00');
    const seen = await current(tokens[0]!);
    expect(seen.rain).toMatchObject({ id: rainId, live: false, exhausted: false, myClaims: 0 });
    expectError(await claim(tokens[0]!, rainId), 409, 'red_rain.not_live');
  });

  it('never pays more than the budget when every member’s claims race; each claim is credited once', async () => {
    t.clock.advance(2 * MINUTE);
    const before = await balances();
    // 24 members × 2 envelopes of at least 0.50 = 24.00 asked of a 10.00 budget, all at once.
    const answers = await Promise.all(
      tokens.flatMap((token) => [claim(token, rainId), claim(token, rainId)]),
    );
    const paid = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    for (const r of refused) expectError(r, 409, 'red_rain.exhausted');
    expect(paid.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    const amounts = paid.map((r) =>
      minor(envelope(claimRedEnvelopeValue).parse(json(r)).value!.amount),
    );
    const total = amounts.reduce((a, b) => a + b, 0);
    // The last envelope holds what was left: the whole budget is paid, never more.
    expect(total).toBe(1000);
    for (const amount of amounts) expect(amount).toBeLessThanOrEqual(200);

    const [rain] = await rows<{ paid_minor: string | number }>(
      sql`select paid_minor from red_rains where id = ${rainId}`,
    );
    expect(Number(rain!.paid_minor)).toBe(1000);
    const ledger = await rows<{ n: number; total: string | number }>(
      sql`select count(*)::int as n, coalesce(sum(amount_minor), 0) as total from ledger_entries
          where type = 'bonus' and reference = ${`Red envelope rain ${rainId}`}`,
    );
    expect(ledger[0]!.n).toBe(paid.length);
    expect(Number(ledger[0]!.total)).toBe(1000);
    const after = await balances();
    const gained = names.reduce((sum, name) => sum + after.get(name)! - before.get(name)!, 0);
    expect(gained).toBe(1000);
    const perMember = await rows<{ n: number }>(
      sql`select count(*)::int as n from red_rain_claims where rain_id = ${rainId} group by member_id`,
    );
    for (const row of perMember) expect(row.n).toBeLessThanOrEqual(2);

    const seen = await current(tokens[0]!);
    expect(seen.rain).toMatchObject({ id: rainId, live: true, exhausted: true });
  });

  it('answers a retried claim with the first one, moving nothing', async () => {
    const [first] = await rows<{ username: string; idempotency_key: string; amount_minor: number }>(
      sql`select m.username, c.idempotency_key, c.amount_minor from red_rain_claims c
          join members m on m.id = c.member_id where c.rain_id = ${rainId}
          order by c.id limit 1`,
    );
    const token = tokens[names.indexOf(first!.username)]!;
    const before = await balances();
    const r = await claim(token, rainId, first!.idempotency_key);
    expect(r.statusCode, r.body).toBe(200);
    const value = envelope(claimRedEnvelopeValue).parse(json(r)).value!;
    expect(value.replayed).toBe(true);
    expect(minor(value.amount)).toBe(Number(first!.amount_minor));
    expect((await balances()).get(first!.username)).toBe(before.get(first!.username));
    const seen = await current(token);
    expect(seen.rain!.myClaims).toBeGreaterThanOrEqual(1);
    expect(minor(seen.rain!.myTotal)).toBeGreaterThanOrEqual(Number(first!.amount_minor));
  });

  it('lets a member open only its own share of envelopes, even racing itself', async () => {
    t.clock.advance(10 * MINUTE);
    expectError(await claim(tokens[0]!, rainId), 409, 'red_rain.not_live');
    const r = await schedule({ budget: '500.00', claimsPerMember: 1 });
    expect(r.statusCode, r.body).toBe(200);
    const second = envelope(createRedRainValue).parse(json(r)).value!.id;
    t.clock.advance(2 * MINUTE);
    const answers = await Promise.all([1, 2, 3, 4].map(() => claim(tokens[1]!, second)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expectError(a, 409, 'red_rain.claim_limit');
    }
    const seen = await current(tokens[1]!);
    expect(seen.rain).toMatchObject({ id: second, live: true, myClaims: 1, exhausted: false });
    expect(minor(seen.rain!.myTotal)).toBeGreaterThanOrEqual(50);
  });

  it('refuses bad schedules and bad claims with a 4xx', async () => {
    const now = t.clock.now();
    expectError(await schedule({}), 409, 'red_rain.overlap');
    const later = (m: number) => new Date(now + m * MINUTE).toISOString();
    expectError(
      await schedule({ startsAt: later(120), endsAt: later(60) }),
      400,
      'red_rain.schedule_invalid',
    );
    expectError(
      await schedule({
        startsAt: later(60),
        endsAt: later(90),
        minAmount: '5.00',
        maxAmount: '1.00',
      }),
      400,
      'red_rain.schedule_invalid',
    );
    expectError(
      await schedule({
        startsAt: later(60),
        endsAt: later(90),
        budget: '1.00',
        minAmount: '2.00',
        maxAmount: '3.00',
      }),
      400,
      'red_rain.schedule_invalid',
    );
    expectError(
      await schedule({ startsAt: later(60), endsAt: later(90), budget: '-1', claimsPerMember: 0 }),
      400,
      'validation.failed',
    );
    expectError(
      await schedule({ startsAt: later(60), endsAt: later(90) }, {}),
      401,
      'admin.token_invalid',
    );
    expectError(await claim(tokens[2]!, 999_999), 404, 'red_rain.not_found');
    expectError(await claim(tokens[2]!, rainId, 'bad key!'), 400, 'validation.failed');
    const extra = await t.app.inject({
      method: 'POST',
      url: redRain.claim.path.replace(':id', 'abc'),
      headers: bearer(tokens[2]!),
      payload: { idempotencyKey: key(), amount: '100.00' },
    });
    expectError(extra, 400, 'validation.failed');
    const anonymous = await t.app.inject({ method: 'GET', url: redRain.current.path });
    expect(anonymous.statusCode).toBe(401);
  });
});
