import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { memberHistoryValue, type MemberHistory } from '@kalaro/contract/member-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../src/modules/accounts/repo.ts';
import { depositRequestsTable } from '../src/modules/deposit/tables.ts';
import { gamesTable } from '../src/modules/games/tables.ts';
import { ledgerEntriesTable } from '../src/modules/wallet/tables.ts';
import { bankCardsTable, withdrawRequestsTable } from '../src/modules/withdraw/tables.ts';
import { startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, demoOperatorHeaders, json } from './helpers.ts';
import { insertSettledBet } from './slot-helpers.ts';

const { adminHistory } = endpoints.member;

/** Minute `n` of 2 March 2022 UTC: a larger n is newer. */
const at = (n: number) => new Date(Date.UTC(2022, 2, 2, 10, n));

describe("back office: a member's history", () => {
  let t: AccountsTestApp;
  let player: string;

  const history = (id: string, query: string, headers: Record<string, string> = adminHeaders) =>
    t.app.inject({
      method: 'GET',
      url: `${adminHistory.path.replace(':id', id)}?${query}`,
      headers,
    });
  const page = async (query: string): Promise<MemberHistory> => {
    const response = await history(player, query);
    expect(response.statusCode, response.body).toBe(200);
    return envelope(memberHistoryValue).parse(json(response)).value!;
  };

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    const db = t.app.db;
    const member = async (username: string) =>
      (await insertMember(db, { merchantCode: 'KALARO', username, regDate: at(0), type: 0 })).id;
    player = await member('mh_player');
    const other = await member('mh_other');

    // Ledger: the player's five rows (two of them bonuses), the other member's two.
    const ledger = (memberId: string, n: number, type: 'deposit' | 'bonus' | 'bet') =>
      db.insert(ledgerEntriesTable).values({
        memberId,
        type,
        amountMinor: type === 'bet' ? -100 * n : 100 * n,
        balanceAfterMinor: 1000 * n,
        reference: `mh ${type} ${n}`,
        idempotencyKey: `mh-${memberId}-${n}`,
        createdAt: at(n),
      });
    await ledger(player, 1, 'deposit');
    await ledger(player, 2, 'bonus');
    await ledger(player, 3, 'bet');
    await ledger(player, 4, 'bonus');
    await ledger(player, 5, 'deposit');
    await ledger(other, 6, 'bonus');
    await ledger(other, 7, 'deposit');

    // Bets: three of the player's (stakes 1.00, 2.00, 3.00 at minutes 1–3), one of the other's.
    const [game] = await db.select().from(gamesTable).limit(1);
    for (const n of [1, 2, 3]) {
      await insertSettledBet(t, player, game!, { stakeMinor: 100 * n, at: at(n) });
    }
    await insertSettledBet(t, other, game!, { stakeMinor: 9900, at: at(9) });

    // Deposits and withdrawals: three of the player's, one of the other's.
    const deposit = { channelId: 'gcash', channelName: { en: 'GCash' }, provider: 'manual' };
    await db.insert(depositRequestsTable).values([
      { ...deposit, memberId: player, payerName: 'P', amountMinor: 1100, createdAt: at(1) },
      { ...deposit, memberId: player, payerName: 'P', amountMinor: 1200, createdAt: at(2) },
      {
        ...deposit,
        memberId: player,
        payerName: 'P',
        amountMinor: 1300,
        status: 'approved',
        createdAt: at(3),
        reviewedAt: at(4),
      },
      { ...deposit, memberId: other, payerName: 'O', amountMinor: 9900, createdAt: at(9) },
    ]);
    const card = async (memberId: string) =>
      (
        await db
          .insert(bankCardsTable)
          .values({ memberId, bankCode: 'BDO', cardNumber: '9988776655', payeeName: 'P' })
          .returning()
      )[0]!.id;
    const [mine, theirs] = [await card(player), await card(other)];
    await db.insert(withdrawRequestsTable).values([
      { memberId: player, cardId: mine, amountMinor: 2100, createdAt: at(1) },
      { memberId: player, cardId: mine, amountMinor: 2200, createdAt: at(2) },
      { memberId: player, cardId: mine, amountMinor: 2300, status: 'rejected', createdAt: at(3) },
      { memberId: other, cardId: theirs, amountMinor: 9900, createdAt: at(9) },
    ]);
  });
  afterAll(() => t.close());

  /** What tells the rows of each kind apart: the amount (the stake of a bet). */
  const amounts = (value: MemberHistory): string[] => {
    switch (value.kind) {
      case 'ledger':
      case 'rewards':
      case 'deposits':
      case 'withdrawals':
        return value.rows.map((r) => r.amount);
      case 'bets':
        return value.rows.map((r) => r.stake);
    }
  };

  it.each([
    ['ledger', ['5.00', '4.00', '-3.00', '2.00', '1.00']],
    ['rewards', ['4.00', '2.00']],
    ['bets', ['3.00', '2.00', '1.00']],
    ['deposits', ['13.00', '12.00', '11.00']],
    ['withdrawals', ['23.00', '22.00', '21.00']],
  ] as const)(
    'lists the %s of the member only, newest first, two rows a page',
    async (kind, newestFirst) => {
      const all = await page(`kind=${kind}&pageSize=100`);
      expect(all).toMatchObject({ kind, page: 1, pageSize: 100, more: false });
      expect(amounts(all)).toEqual(newestFirst);

      const first = await page(`kind=${kind}&pageSize=2`);
      expect(first).toMatchObject({ kind, page: 1, pageSize: 2 });
      expect(amounts(first)).toEqual(newestFirst.slice(0, 2));
      expect(first.more).toBe(newestFirst.length > 2);
      const second = await page(`kind=${kind}&pageSize=2&page=2`);
      expect(amounts(second)).toEqual(newestFirst.slice(2, 4));
      // A further page holds rows exactly when the member has more than the pages so far.
      expect(second.more).toBe(newestFirst.length > 4);
      const past = await page(`kind=${kind}&pageSize=2&page=9`);
      expect(past).toMatchObject({ rows: [], more: false });
    },
  );

  it('answers the ledger without a kind, and rows as the records show them', async () => {
    const ledger = await page('');
    expect(ledger).toMatchObject({ kind: 'ledger', page: 1, pageSize: 20, more: false });
    expect(ledger.rows[0]).toMatchObject({
      type: 'deposit',
      amount: '5.00',
      balanceAfter: '50.00',
      reference: 'mh deposit 5',
      createdAt: at(5).toISOString(),
    });
    const deposits = await page('kind=deposits');
    expect(deposits.kind === 'deposits' && deposits.rows[0]).toMatchObject({
      channelName: 'GCash',
      status: 'approved',
      reviewedAt: at(4).toISOString(),
    });
    const withdrawals = await page('kind=withdrawals');
    expect(withdrawals.kind === 'withdrawals' && withdrawals.rows[0]).toMatchObject({
      status: 'rejected',
      // Card numbers only masked.
      card: { bankCode: 'BDO', maskedNumber: expect.not.stringContaining('99887766') as string },
    });
  });

  it('reads with the member page permission: support, finance and agents yes, content no', async () => {
    for (const [username, password] of [
      ['support', 'Support1234'],
      ['finance', 'Finance1234'],
      ['agents', 'Agents1234'],
    ]) {
      const headers = await demoOperatorHeaders(t, username!, password!);
      expect((await history(player, 'kind=bets', headers)).statusCode, username).toBe(200);
    }
    const content = await demoOperatorHeaders(t, 'content', 'Content1234');
    const refused = await history(player, 'kind=bets', content);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ errorCode: 'admin.forbidden' });
  });

  it('refuses an unknown member (404) and a bad kind, page or page size (400)', async () => {
    const missing = await history('00000000-0000-4000-8000-000000000000', 'kind=ledger');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ errorCode: 'admin.member_not_found' });
    for (const query of [
      'kind=payments',
      'page=0',
      'page=abc',
      'pageSize=101',
      'pageSize=0',
      'kind=ledger&extra=1',
    ]) {
      const bad = await history(player, query);
      expect(bad.statusCode, query).toBe(400);
      expect(json(bad), query).toMatchObject({ errorCode: 'validation.failed' });
    }
    const notAnId = await history('12345', 'kind=ledger');
    expect(notAnId.statusCode).toBe(400);
    expect(json(notAnId)).toMatchObject({ errorCode: 'validation.failed' });
  });
});
