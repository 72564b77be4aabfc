import { endpoints } from '@kalaro/contract/endpoints';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogTable } from '../src/modules/audit/tables.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, demoOperatorHeaders, expectError, json } from './helpers.ts';

const { admin } = endpoints;
const DAY = 86_400_000;

/**
 * An admin write sent again with the same Idempotency-Key (a lost answer, a
 * double submit) is done once: the retry gets the first answer.
 */
describe('admin writes with an Idempotency-Key', () => {
  let t: AccountsTestApp;
  let content: Record<string, string>;
  let serial = 0;

  beforeAll(async () => {
    t = await startAccountsApp({}, { seedDemoAccounts: true });
    content = await demoOperatorHeaders(t, 'content', 'Content1234');
  });
  afterAll(() => t.close());

  const rewardBody = (title: string) => ({
    translations: { EN: { title, description: 'Once each' } },
    amount: '5.00',
    startAt: new Date(t.clock.now() - 60_000).toISOString(),
    endAt: new Date(t.clock.now() + DAY).toISOString(),
    budget: '10.00',
  });
  const createReward = (body: unknown, headers: Record<string, string>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: admin.createReward.path,
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });
  const rewardsTitled = async (title: string) => {
    const result = (await t.app.db.execute(
      sql`select count(*)::int as n from rewards where translations->'EN'->>'title' = ${title}`,
    )) as unknown as { rows: { n: number | string }[] };
    return Number(result.rows[0]!.n);
  };
  const auditRows = async () =>
    (
      await t.app.db
        .select()
        .from(auditLogTable)
        .where(eq(auditLogTable.action, 'admin.createReward'))
    ).length;
  const uniqueTitle = () => `Idempotent bonus ${++serial}`;

  it('creates once: the retry gets the first answer, marked as replayed, and no second audit row', async () => {
    const title = uniqueTitle();
    const auditBefore = await auditRows();
    const first = await createReward(rewardBody(title), content, 'reward-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await createReward(rewardBody(title), content, 'reward-key-0001');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(json(retry)).toEqual(json(first));
    expect(await rewardsTitled(title)).toBe(1);
    expect(await auditRows()).toBe(auditBefore + 1);
  });

  it('without the header, each call is a write of its own (as before)', async () => {
    const title = uniqueTitle();
    for (let i = 0; i < 2; i++)
      expect((await createReward(rewardBody(title), content)).statusCode).toBe(200);
    expect(await rewardsTitled(title)).toBe(2);
  });

  it('refuses the same key on another request with 422, writing nothing', async () => {
    await createReward(rewardBody(uniqueTitle()), content, 'reward-key-0002');
    const other = uniqueTitle();
    expectError(
      await createReward(rewardBody(other), content, 'reward-key-0002'),
      422,
      'admin.idempotency_key_reused',
    );
    expect(await rewardsTitled(other)).toBe(0);
  });

  it('keeps keys per operator: another operator’s same key is its own write', async () => {
    const title = uniqueTitle();
    expect((await createReward(rewardBody(title), content, 'shared-key-0003')).statusCode).toBe(
      200,
    );
    const owner = await createReward(rewardBody(title), adminHeaders, 'shared-key-0003');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.headers['idempotent-replayed']).toBeUndefined();
    expect(await rewardsTitled(title)).toBe(2);
  });

  it('forgets the key of a refused write, so its retry runs', async () => {
    const title = uniqueTitle();
    const refused = await createReward(
      { ...rewardBody(title), endAt: new Date(t.clock.now() - DAY).toISOString() },
      content,
      'reward-key-0004',
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const fixed = await createReward(rewardBody(title), content, 'reward-key-0004');
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await rewardsTitled(title)).toBe(1);
  });

  it('answers a malformed key with 400 validation.failed', async () => {
    const title = uniqueTitle();
    for (const key of ['short', 'x'.repeat(65), 'has spaces in it', 'semi;colon-key']) {
      expectError(await createReward(rewardBody(title), content, key), 400, 'validation.failed');
    }
    expect(await rewardsTitled(title)).toBe(0);
  });

  it('answers 409 while the first request with the key still runs', async () => {
    const title = uniqueTitle();
    // A first request that claimed 'in-flight-0005' and has not answered: a claim
    // without an answer, with the fingerprint of `body` (read off a request of it).
    await t.app.db.execute(
      sql`insert into admin_idempotency_keys (actor, key, fingerprint, created_at)
          select 'token', 'in-flight-0005', 'unknown yet', now()`,
    );
    const body = rewardBody(title);
    const probe = await createReward(body, adminHeaders, 'in-flight-0006');
    expect(probe.statusCode).toBe(200);
    const [row] = (
      (await t.app.db.execute(
        sql`select fingerprint from admin_idempotency_keys where actor = 'token' and key = 'in-flight-0006'`,
      )) as unknown as { rows: { fingerprint: string }[] }
    ).rows;
    await t.app.db.execute(
      sql`update admin_idempotency_keys set fingerprint = ${row!.fingerprint} where key = 'in-flight-0005'`,
    );
    expectError(
      await createReward(body, adminHeaders, 'in-flight-0005'),
      409,
      'admin.request_in_progress',
    );
  });
});
