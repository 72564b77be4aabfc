import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../src/modules/accounts/repo.ts';
import { depositRequestsTable } from '../src/modules/deposit/tables.ts';
import { gamesTable } from '../src/modules/games/tables.ts';
import { bankCardsTable, withdrawRequestsTable } from '../src/modules/withdraw/tables.ts';
import { startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, demoOperatorHeaders, json } from './helpers.ts';
import { reportCalls } from './report-helpers.ts';
import { insertSettledBet } from './slot-helpers.ts';

/** A day of March 2021 (nothing else of the test database falls on it), at an hour UTC. */
const at = (day: number, hour = 12) => new Date(Date.UTC(2021, 2, day, hour));

describe('back office: reports', () => {
  let t: AccountsTestApp;
  let finance: Record<string, string>;
  let support: Record<string, string>;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    finance = await demoOperatorHeaders(t, 'finance', 'Finance1234');
    support = await demoOperatorHeaders(t, 'support', 'Support1234');
    const db = t.app.db;
    // Two members registered on 1 March, one on 2 March, a trial account (not counted) on 2 March.
    alice = (
      await insertMember(db, { merchantCode: 'KALARO', username: 'rpt_alice', regDate: at(1) })
    ).id;
    bob = (
      await insertMember(db, { merchantCode: 'KALARO', username: '=rpt_bob', regDate: at(1, 23) })
    ).id;
    await insertMember(db, { merchantCode: 'KALARO', username: 'rpt_carol', regDate: at(2) });
    await insertMember(db, {
      merchantCode: 'KALARO',
      username: 'rpt_trial',
      regDate: at(2),
      type: 4,
    });
    const games = await db.select().from(gamesTable).orderBy(gamesTable.nodeId);
    const slot = games.find((g) => g.gameType === 'INHOUSE')!;
    const other = games.find((g) => g.vendor !== slot.vendor)!;
    // 1 March: alice stakes 10.00 (wins 25.00) and 5.00 on the slot; bob 20.00 on the other game.
    await insertSettledBet(t, alice, slot, { stakeMinor: 1000, winMinor: 2500, at: at(1) });
    await insertSettledBet(t, alice, slot, { stakeMinor: 500, at: at(1, 13) });
    await insertSettledBet(t, bob, other, { stakeMinor: 2000, winMinor: 500, at: at(1, 14) });
    // 2 March: bob 100.00 on the slot, wins 40.00.
    await insertSettledBet(t, bob, slot, { stakeMinor: 10000, winMinor: 4000, at: at(2) });
    // 4 March: out of the range asked for.
    await insertSettledBet(t, alice, slot, { stakeMinor: 99900, at: at(4) });
    const deposit = {
      channelId: 'test',
      channelName: { en: 'Test' },
      provider: 'manual',
      payerName: 'Payer',
    };
    await db.insert(depositRequestsTable).values([
      { ...deposit, memberId: alice, amountMinor: 50000, status: 'approved', reviewedAt: at(1) },
      { ...deposit, memberId: bob, amountMinor: 12345, status: 'approved', reviewedAt: at(2) },
      // Alice's second deposit: a deposit, not a first deposit.
      { ...deposit, memberId: alice, amountMinor: 1000, status: 'approved', reviewedAt: at(3) },
      // Rejected and pending deposits are not deposits.
      { ...deposit, memberId: bob, amountMinor: 70000, status: 'rejected', reviewedAt: at(2) },
      { ...deposit, memberId: bob, amountMinor: 80000, createdAt: at(2) },
    ]);
    const [card] = await db
      .insert(bankCardsTable)
      .values({ memberId: bob, bankCode: 'BDO', cardNumber: '1234567890', payeeName: 'Bob' })
      .returning();
    await db.insert(withdrawRequestsTable).values([
      { memberId: bob, cardId: card!.id, amountMinor: 3000, status: 'approved', reviewedAt: at(2) },
      { memberId: bob, cardId: card!.id, amountMinor: 9000, createdAt: at(2) },
    ]);
  });
  afterAll(() => t.close());

  const { get, report } = reportCalls(
    () => t.app,
    () => finance,
  );

  it('answers the daily figures of each day of the range, and their totals', async () => {
    const value = await report('daily', 'from=2021-03-01&to=2021-03-03');
    expect(value.rows).toEqual([
      {
        day: '2021-03-01',
        deposits: '500.00',
        withdrawals: '0.00',
        stakes: '35.00',
        wins: '30.00',
        ggr: '5.00',
        newMembers: 2,
        firstDeposits: 1,
        activeMembers: 2,
      },
      {
        day: '2021-03-02',
        deposits: '123.45',
        withdrawals: '30.00',
        stakes: '100.00',
        wins: '40.00',
        ggr: '60.00',
        newMembers: 1,
        firstDeposits: 1,
        activeMembers: 1,
      },
      {
        day: '2021-03-03',
        deposits: '10.00',
        withdrawals: '0.00',
        stakes: '0.00',
        wins: '0.00',
        ggr: '0.00',
        newMembers: 0,
        firstDeposits: 0,
        activeMembers: 0,
      },
    ]);
    expect(value.totals).toEqual({
      deposits: '633.45',
      withdrawals: '30.00',
      stakes: '135.00',
      wins: '70.00',
      ggr: '65.00',
      newMembers: 3,
      firstDeposits: 2,
      activeMembers: 2,
    });
  });

  it('counts a first deposit only on the day of the member’s first approved deposit', async () => {
    // From 3 March on, alice's deposit is her second: her first was before the range.
    const value = await report('daily', 'from=2021-03-03&to=2021-03-04');
    expect(value.totals).toMatchObject({ deposits: '10.00', firstDeposits: 0 });
    // At UTC−13 alice's first deposit (1 March 12:00 UTC) falls before the range and her
    // second (3 March 12:00 UTC) on 2 March; bob's (2 March 12:00 UTC) on 1 March.
    const shifted = await report('daily', 'from=2021-03-01&to=2021-03-02&utcOffset=-780');
    expect(shifted.rows.map((r) => [r.deposits, r.firstDeposits])).toEqual([
      ['123.45', 1],
      ['10.00', 0],
    ]);
  });

  it("counts days in the operator's time zone", async () => {
    // At UTC+2 bob's registration at 23:00 UTC on 1 March falls on 2 March.
    const value = await report('daily', 'from=2021-03-01&to=2021-03-02&utcOffset=120');
    expect(value.rows.map((r) => r.newMembers)).toEqual([1, 2]);
  });

  it('answers the figures by vendor and game type, and the top members by stakes', async () => {
    const games = await report('games', 'from=2021-03-01&to=2021-03-02');
    expect(games.rows).toHaveLength(2);
    expect(games.totals).toEqual({ rounds: 4, stakes: '135.00', wins: '70.00', ggr: '65.00' });
    const slotRow = games.rows.find((r) => r.gameType === 'INHOUSE')!;
    expect(slotRow).toMatchObject({ rounds: 3, stakes: '115.00', wins: '65.00', ggr: '50.00' });

    const members = await report('members', 'from=2021-03-01&to=2021-03-02');
    expect(members.rows).toEqual([
      {
        memberId: bob,
        username: '=rpt_bob',
        rounds: 2,
        stakes: '120.00',
        wins: '45.00',
        ggr: '75.00',
      },
      {
        memberId: alice,
        username: 'rpt_alice',
        rounds: 2,
        stakes: '15.00',
        wins: '25.00',
        ggr: '-10.00',
      },
    ]);
    const top = await report('members', 'from=2021-03-01&to=2021-03-02&limit=1');
    expect(top.rows.map((r) => r.memberId)).toEqual([bob]);
  });

  it('answers the dashboard: the day, the 7 days to it and the pending reviews', async () => {
    const value = await report('dashboard', 'to=2021-03-04');
    expect(value.today).toMatchObject({ from: '2021-03-04', stakes: '999.00', ggr: '999.00' });
    expect(value.week).toMatchObject({
      from: '2021-02-26',
      to: '2021-03-04',
      deposits: '633.45',
      withdrawals: '30.00',
      stakes: '1134.00',
      ggr: '1064.00',
      newMembers: 3,
      firstDeposits: 2,
    });
    expect(value.pendingDeposits).toBeGreaterThanOrEqual(1);
    expect(value.pendingWithdrawals).toBeGreaterThanOrEqual(1);
  });

  it('sends CSV when asked, quoted and with formulas neutralised', async () => {
    for (const r of [
      await get('members', 'from=2021-03-01&to=2021-03-02&format=csv'),
      await get('members', 'from=2021-03-01&to=2021-03-02', { ...finance, accept: 'text/csv' }),
    ]) {
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/csv/);
      expect(r.headers['content-disposition']).toBe(
        'attachment; filename="kalaro-members-2021-03-01-2021-03-02.csv"',
      );
      expect(r.body.split('\r\n')).toEqual([
        'memberId,username,rounds,stakes,wins,ggr',
        `${bob},'=rpt_bob,2,120.00,45.00,75.00`,
        `${alice},rpt_alice,2,15.00,25.00,-10.00`,
        'total,,4,135.00,70.00,65.00',
        '',
      ]);
    }
    const daily = await get('daily', 'from=2021-03-01&to=2021-03-01&format=csv');
    expect(daily.body).toBe(
      'day,deposits,withdrawals,stakes,wins,ggr,newMembers,firstDeposits,activeMembers\r\n' +
        '2021-03-01,500.00,0.00,35.00,30.00,5.00,2,1,2\r\n' +
        'total,500.00,0.00,35.00,30.00,5.00,2,1,2\r\n',
    );
  });

  it('refuses an operator without reports.read, and no operator at all', async () => {
    const refused = await get('daily', 'from=2021-03-01&to=2021-03-02', support);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ success: false, errorCode: 'admin.forbidden' });
    const csv = await get('daily', 'from=2021-03-01&to=2021-03-02&format=csv', support);
    expect(csv.statusCode).toBe(403);
    const anonymous = await get('daily', 'from=2021-03-01&to=2021-03-02', {});
    expect(anonymous.statusCode).toBe(401);
    // The automation token acts as the owner.
    expect((await get('daily', 'from=2021-03-01&to=2021-03-02', adminHeaders)).statusCode).toBe(
      200,
    );
  });

  it('refuses a bad range or report with a 400 and its code', async () => {
    const cases: [string, string, string][] = [
      ['daily', 'from=2021-03-02&to=2021-03-01', 'admin.report_range_invalid'],
      ['daily', 'from=2021-01-01&to=2021-04-04', 'admin.report_range_invalid'],
      ['daily', 'from=2021-02-30&to=2021-03-01', 'validation.failed'],
      ['daily', 'from=yesterday', 'validation.failed'],
      ['weekly', 'from=2021-03-01', 'validation.failed'],
      ['daily', 'format=xlsx', 'validation.failed'],
      ['members', 'limit=100000', 'validation.failed'],
    ];
    for (const [report, query, code] of cases) {
      const r = await get(report, query);
      expect(r.statusCode, `${report}?${query}`).toBe(400);
      expect(json(r).errorCode, `${report}?${query}`).toBe(code);
    }
    // 93 days, both ends included, is the longest range.
    expect((await get('daily', 'from=2021-01-01&to=2021-04-03')).statusCode).toBe(200);
  });
});
