import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../src/modules/accounts/repo.ts';
import { depositRequestsTable } from '../src/modules/deposit/tables.ts';
import { bankCardsTable, withdrawRequestsTable } from '../src/modules/withdraw/tables.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, demoOperatorHeaders, json } from './helpers.ts';

const { deposit, withdraw } = endpoints;
const DAY = 86_400_000;
/** Noon UTC, 1 November 2026: 20:00 in Manila (UTC+8). */
const NOV_1 = Date.UTC(2026, 10, 1, 12);

/**
 * The deposit and withdrawal review queues narrow on the server by member,
 * channel, amount and day (in the operator's time zone), with the status and
 * the paging: a queue of thousands is never read whole.
 */
describe('review queues: filters', () => {
  let t: AccountsTestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startAccountsApp({}, { seedDemoAccounts: true });
    const db = t.app.db;
    const alice = await insertMember(db, { merchantCode: 'KALARO', username: 'filteralice' });
    const bob = await insertMember(db, { merchantCode: 'KALARO', username: 'filterbob' });
    const deposits = [
      ['a1', alice.id, 'BANK_TRANSFER', 10_000, NOV_1],
      ['a2', alice.id, 'ONLINE_PAY', 50_000, NOV_1 + DAY],
      ['b1', bob.id, 'BANK_TRANSFER', 250_000, NOV_1 + 2 * DAY],
    ] as const;
    for (const [key, memberId, channelId, amountMinor, at] of deposits) {
      const [row] = await db
        .insert(depositRequestsTable)
        .values({
          memberId,
          channelId,
          channelName: { EN: channelId },
          provider: channelId === 'ONLINE_PAY' ? 'demo' : 'manual',
          amountMinor,
          payerName: 'Payer',
          createdAt: new Date(at),
        })
        .returning({ id: depositRequestsTable.id });
      ids[`d-${key}`] = row!.id;
    }
    const [aliceCard, bobCard] = await db
      .insert(bankCardsTable)
      .values([
        { memberId: alice.id, bankCode: 'BDO', cardNumber: '1111222233', payeeName: 'Alice' },
        { memberId: bob.id, bankCode: 'BPI', cardNumber: '4444555566', payeeName: 'Bob' },
      ])
      .returning({ id: bankCardsTable.id });
    const withdrawals = [
      ['a1', alice.id, aliceCard!.id, 20_000, NOV_1],
      ['b1', bob.id, bobCard!.id, 70_000, NOV_1 + DAY],
    ] as const;
    for (const [key, memberId, cardId, amountMinor, at] of withdrawals) {
      const [row] = await db
        .insert(withdrawRequestsTable)
        .values({ memberId, cardId, amountMinor, createdAt: new Date(at) })
        .returning({ id: withdrawRequestsTable.id });
      ids[`w-${key}`] = row!.id;
    }
  }, 120_000);
  afterAll(() => t.close());

  const queue = async (
    path: string,
    query: string,
    headers: Record<string, string> = adminHeaders,
  ) => {
    const r = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers });
    expect(r.statusCode, r.body).toBe(200);
    const value = json<{ value: { list: { id: string }[]; total: number } }>(r).value;
    // Only this test's requests (the demo seeds its own).
    const mine = value.list.map((row) => row.id).filter((id) => Object.values(ids).includes(id));
    return mine.map((id) => Object.keys(ids).find((k) => ids[k] === id)).sort();
  };
  const deposits = (query: string) => queue(deposit.adminList.path, query);
  const withdrawals = (query: string) => queue(withdraw.adminList.path, query);

  it('narrows deposits by member (the start of the username, any case), channel and amount', async () => {
    expect(await deposits('member=FilterA')).toEqual(['d-a1', 'd-a2']);
    expect(await deposits('member=filterbob')).toEqual(['d-b1']);
    expect(await deposits('member=filter&channel=BANK_TRANSFER')).toEqual(['d-a1', 'd-b1']);
    // The payment provider is a channel too.
    expect(await deposits('member=filter&channel=demo')).toEqual(['d-a2']);
    expect(await deposits('member=filter&minAmount=100&maxAmount=500')).toEqual(['d-a1', 'd-a2']);
    expect(await deposits('member=filter&minAmount=500.01')).toEqual(['d-b1']);
    expect(await deposits('member=filter&status=pending&maxAmount=100.00')).toEqual(['d-a1']);
    expect(await deposits('member=filter&status=approved')).toEqual([]);
  });

  it('narrows by the days the request was made, in the operator’s time zone', async () => {
    // 1 Nov 12:00 UTC is 1 Nov in UTC, 1 Nov 20:00 in Manila; 2 Nov 12:00 UTC is 2 Nov.
    expect(await deposits('member=filter&fromDate=2026-11-02')).toEqual(['d-a2', 'd-b1']);
    expect(await deposits('member=filter&toDate=2026-11-01')).toEqual(['d-a1']);
    expect(await deposits('member=filter&fromDate=2026-11-02&toDate=2026-11-02')).toEqual(['d-a2']);
    // At UTC−13 h, 1 Nov 12:00 UTC is still 31 October.
    expect(await deposits('member=filter&toDate=2026-10-31&utcOffset=-780')).toEqual(['d-a1']);
  });

  it('narrows withdrawals by member, bank, amount and day, and counts what it found', async () => {
    expect(await withdrawals('member=filter')).toEqual(['w-a1', 'w-b1']);
    expect(await withdrawals('member=filter&channel=BPI')).toEqual(['w-b1']);
    expect(await withdrawals('member=filter&minAmount=500')).toEqual(['w-b1']);
    expect(await withdrawals('member=filter&fromDate=2026-11-01&toDate=2026-11-01')).toEqual([
      'w-a1',
    ]);
    const r = await t.app.inject({
      method: 'GET',
      url: `${withdraw.adminList.path}?member=filterbob&channel=BPI`,
      headers: adminHeaders,
    });
    expect(json<{ value: { total: number; totalPages: number } }>(r).value).toMatchObject({
      total: 1,
      totalPages: 1,
    });
  });

  it('refuses a filter that cannot be read with a 400, and support with a 403', async () => {
    for (const query of [
      'minAmount=abc',
      'minAmount=-5',
      'maxAmount=1.234',
      'minAmount=500&maxAmount=100',
      'fromDate=2026-11-31',
      'fromDate=2026-11-05&toDate=2026-11-01',
      'channel=has space',
      `member=${'x'.repeat(40)}`,
      'utcOffset=99999',
      'unknown=1',
    ]) {
      const r = await t.app.inject({
        method: 'GET',
        url: `${deposit.adminList.path}?${query}`,
        headers: adminHeaders,
      });
      expect(r.statusCode, query).toBe(400);
      expect(json(r), query).toMatchObject({ errorCode: 'validation.failed' });
    }
    const support = await demoOperatorHeaders(t, 'support', 'Support1234');
    const r = await t.app.inject({
      method: 'GET',
      url: `${withdraw.adminList.path}?member=filter`,
      headers: support,
    });
    expect(r.statusCode).toBe(403);
  });
});
