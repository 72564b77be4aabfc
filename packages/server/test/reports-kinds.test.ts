import { endpoints } from '@kalaro/contract/endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BATCH_ROWS } from '../src/lib/csv.ts';
import { insertMember } from '../src/modules/accounts/repo.ts';
import { auditLogTable } from '../src/modules/audit/tables.ts';
import { depositRequestsTable } from '../src/modules/deposit/tables.ts';
import { gamesTable } from '../src/modules/games/tables.ts';
import { agentRows, betRows, reportRange } from '../src/modules/reports/service.ts';
import { ledgerEntriesTable } from '../src/modules/wallet/tables.ts';
import { bankCardsTable, withdrawRequestsTable } from '../src/modules/withdraw/tables.ts';
import { startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, demoOperatorHeaders, json } from './helpers.ts';
import { reportCalls } from './report-helpers.ts';
import { insertSettledBet } from './slot-helpers.ts';

const { audit } = endpoints;

/** A day of May 2021 (nothing else of the test database falls on it), at an hour UTC. */
const at = (day: number, hour = 12) => new Date(Date.UTC(2021, 4, day, hour));
/** Registered long before the days the reports are asked for. */
const longAgo = new Date(Date.UTC(2020, 0, 1));

describe('back office: payments, agents and bets reports, streamed CSV files', () => {
  let t: AccountsTestApp;
  let finance: Record<string, string>;
  let support: Record<string, string>;
  let agentId: string;
  let player: string;
  let sub: string;
  let slot: { nodeId: number; vendor: string; gameType: string };

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    finance = await demoOperatorHeaders(t, 'finance', 'Finance1234');
    support = await demoOperatorHeaders(t, 'support', 'Support1234');
    const db = t.app.db;
    // A top-level agent, its sub-agent and the sub-agent's player.
    const member = (username: string, type: number, uplineId?: string) =>
      insertMember(db, {
        merchantCode: 'KALARO',
        username,
        regDate: longAgo,
        type,
        ...(uplineId ? { uplineId } : {}),
      });
    agentId = (await member('rpk_agent', 1)).id;
    sub = (await member('rpk_sub', 1, agentId)).id;
    player = (await member('=rpk_player', 0, sub)).id;
    const games = await db.select().from(gamesTable).orderBy(gamesTable.nodeId);
    slot = games.find((g) => g.gameType === 'INHOUSE')!;
    // 3 May: the player stakes 50.00 and wins 20.00, the sub-agent stakes 10.00; the agent's own
    // 99.00 is not its team's.
    await insertSettledBet(t, player, slot, { stakeMinor: 5000, winMinor: 2000, at: at(3) });
    await insertSettledBet(t, sub, slot, { stakeMinor: 1000, at: at(3, 13) });
    await insertSettledBet(t, agentId, slot, { stakeMinor: 9900, at: at(3) });
    // 9 May: out of the range asked for.
    await insertSettledBet(t, player, slot, { stakeMinor: 70000, at: at(9) });
    const ledger = (memberId: string, type: 'deposit' | 'withdraw' | 'bonus', amount: number) =>
      db.insert(ledgerEntriesTable).values({
        memberId,
        type,
        amountMinor: amount,
        balanceAfterMinor: 0,
        idempotencyKey: `rpk-${memberId}-${type}-${amount}`,
        createdAt: at(4),
      });
    await ledger(player, 'deposit', 30000);
    await ledger(player, 'withdraw', -12000);
    await ledger(sub, 'bonus', 550);

    const deposit = { channelName: { en: 'Test' }, provider: 'manual', payerName: 'Payer' };
    await db.insert(depositRequestsTable).values([
      { ...deposit, channelId: 'gcash', memberId: player, amountMinor: 10000, createdAt: at(3) },
      { ...deposit, channelId: 'gcash', memberId: player, amountMinor: 2500, createdAt: at(4) },
      {
        ...deposit,
        channelId: 'gcash',
        memberId: player,
        amountMinor: 40000,
        status: 'approved',
        createdAt: at(3),
        reviewedAt: at(3),
      },
      {
        ...deposit,
        channelId: 'bank',
        memberId: sub,
        amountMinor: 777,
        status: 'rejected',
        createdAt: at(5),
        reviewedAt: at(5),
      },
      // Out of the range.
      { ...deposit, channelId: 'gcash', memberId: player, amountMinor: 99, createdAt: at(9) },
    ]);
    const [card] = await db
      .insert(bankCardsTable)
      .values({ memberId: player, bankCode: 'BDO', cardNumber: '9988776655', payeeName: 'P' })
      .returning();
    await db.insert(withdrawRequestsTable).values([
      {
        memberId: player,
        cardId: card!.id,
        amountMinor: 3000,
        status: 'approved',
        createdAt: at(4),
        reviewedAt: at(4),
      },
      { memberId: player, cardId: card!.id, amountMinor: 1500, createdAt: at(5) },
    ]);
  });
  afterAll(() => t.close());

  const { get, report } = reportCalls(
    () => t.app,
    () => finance,
  );

  it('answers the deposits and withdrawals of the range by channel and status, with totals', async () => {
    const value = await report('payments', 'from=2021-05-01&to=2021-05-07');
    expect(value.rows).toEqual([
      {
        channel: 'BDO',
        status: 'pending',
        depositCount: 0,
        depositAmount: '0.00',
        withdrawalCount: 1,
        withdrawalAmount: '15.00',
      },
      {
        channel: 'BDO',
        status: 'approved',
        depositCount: 0,
        depositAmount: '0.00',
        withdrawalCount: 1,
        withdrawalAmount: '30.00',
      },
      {
        channel: 'bank',
        status: 'rejected',
        depositCount: 1,
        depositAmount: '7.77',
        withdrawalCount: 0,
        withdrawalAmount: '0.00',
      },
      {
        channel: 'gcash',
        status: 'pending',
        depositCount: 2,
        depositAmount: '125.00',
        withdrawalCount: 0,
        withdrawalAmount: '0.00',
      },
      {
        channel: 'gcash',
        status: 'approved',
        depositCount: 1,
        depositAmount: '400.00',
        withdrawalCount: 0,
        withdrawalAmount: '0.00',
      },
    ]);
    expect(value.totals).toEqual({
      depositCount: 4,
      depositAmount: '532.77',
      withdrawalCount: 2,
      withdrawalAmount: '45.00',
    });
    const csv = await get('payments', 'from=2021-05-03&to=2021-05-03&format=csv');
    expect(csv.body).toBe(
      'channel,status,depositCount,depositAmount,withdrawalCount,withdrawalAmount\r\n' +
        'gcash,pending,1,100.00,0,0.00\r\n' +
        'gcash,approved,1,400.00,0,0.00\r\n' +
        'total,,2,500.00,0,0.00\r\n',
    );
  });

  it("answers each top-level agent's team: play, money moved and bonuses", async () => {
    const value = await report('agents', 'from=2021-05-01&to=2021-05-07');
    const row = value.rows.find((r) => r.agentId === agentId);
    expect(row).toEqual({
      agentId,
      username: 'rpk_agent',
      teamSize: 2,
      stakes: '60.00',
      wins: '20.00',
      ggr: '40.00',
      deposits: '300.00',
      withdrawals: '120.00',
      bonuses: '5.50',
    });
    // The sub-agent's team is inside its upline's: not listed again.
    expect(value.rows.some((r) => r.agentId === sub)).toBe(false);
    expect(value.rows.map((r) => r.username)).toEqual(
      [...value.rows.map((r) => r.username)].sort(),
    );
    expect(value.totals.stakes).toBe('60.00');
    // Read a page of one agent at a time, the same agents and figures.
    const range = reportRange({ from: '2021-05-01', to: '2021-05-07', utcOffset: 0, limit: 1 }, 0);
    const paged = [];
    for await (const row of agentRows(t.app.db, range, 1)) paged.push(row);
    expect(paged.map((r) => r.agentId)).toEqual(value.rows.map((r) => r.agentId));
    expect(paged.find((r) => r.agentId === agentId)).toMatchObject({ teamSize: 2, stakes: 6000 });

    const csv = await get('agents', 'from=2021-05-01&to=2021-05-07&format=csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('agentId,username,teamSize,stakes,wins,ggr,deposits,withdrawals,bonuses');
    expect(lines).toContain(`${agentId},rpk_agent,2,60.00,20.00,40.00,300.00,120.00,5.50`);
    expect(lines.at(-2)).toMatch(/^total,,\d+,60\.00,20\.00,40\.00,300\.00,120\.00,5\.50$/);
  });

  it('lists the bets of the range, the first `limit` as JSON with the totals of all', async () => {
    const value = await report('bets', 'from=2021-05-03&to=2021-05-03&limit=2');
    expect(value.more).toBe(true);
    expect(value.rows).toHaveLength(2);
    expect(value.rows[0]).toMatchObject({
      memberId: expect.any(String),
      settledAt: '2021-05-03T12:00:00.000Z',
      vendor: slot.vendor,
      nodeId: slot.nodeId,
    });
    expect(value.totals).toEqual({ rounds: 3, stakes: '159.00', wins: '20.00', ggr: '139.00' });

    const csv = await get('bets', 'from=2021-05-03&to=2021-05-03&format=csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'betId,settledAt,memberId,username,vendor,gameType,nodeId,roundId,stake,win,ggr',
    );
    expect(lines).toHaveLength(5);
    // The player's name begins with "=": neutralised.
    const playerLine = lines.find((l) => l.includes(player))!;
    expect(playerLine).toContain(",'=rpk_player,");
    expect(playerLine).toMatch(/,50\.00,20\.00,30\.00$/);
  });

  it('answers the dashboard with the month, and its 30 days for the chart', async () => {
    const value = await report('dashboard', 'to=2021-05-07');
    expect(value.days).toHaveLength(30);
    expect(value.days[0]!.day).toBe('2021-04-08');
    expect(value.days.at(-1)!.day).toBe('2021-05-07');
    expect(value.days.find((d) => d.day === '2021-05-03')).toMatchObject({
      deposits: '400.00',
      stakes: '159.00',
      ggr: '139.00',
      activeMembers: 3,
    });
    expect(value.month).toMatchObject({ from: '2021-04-08', to: '2021-05-07', stakes: '159.00' });
    expect(value.week).toMatchObject({
      from: '2021-05-01',
      deposits: '400.00',
      withdrawals: '30.00',
      ggr: '139.00',
      activeMembers: 3,
    });
    expect(value.today).toMatchObject({ from: '2021-05-07', to: '2021-05-07', stakes: '0.00' });
  });

  it('refuses the new reports to an operator without reports.read, and a bad range', async () => {
    for (const kind of ['payments', 'agents', 'bets']) {
      for (const query of ['from=2021-05-01', 'from=2021-05-01&format=csv']) {
        const r = await get(kind, query, support);
        expect(r.statusCode, `${kind}?${query}`).toBe(403);
        expect(json(r).errorCode).toBe('admin.forbidden');
      }
      const order = await get(kind, 'from=2021-05-07&to=2021-05-01&format=csv');
      expect(order.statusCode).toBe(400);
      expect(json(order)).toMatchObject({
        errorCode: 'admin.report_range_invalid',
        value: { problem: 'order' },
      });
      const long = await get(kind, 'from=2021-01-01&to=2021-05-01');
      expect(json(long)).toMatchObject({
        errorCode: 'admin.report_range_invalid',
        value: { problem: 'too_long', maxDays: 93 },
      });
      expect((await get(kind, 'limit=0')).statusCode).toBe(400);
    }
  });

  describe('a bets file longer than a page', () => {
    const ROWS = CSV_BATCH_ROWS * 2 + 500;

    beforeAll(async () => {
      // 1 June: many bets settled in the same microseconds, so pages end inside a tie.
      await t.app.db.execute(sql`
        insert into bets (member_id, node_id, vendor, game_type, stake_minor, win_minor, status,
          round_id, idempotency_key, created_at, settled_at)
        select ${player}, ${slot.nodeId}, ${slot.vendor}, ${slot.gameType}, 100 + g, g % 3,
          'settled', 'RPK-' || g, 'rpk:' || g, at, at
        from (select g, timestamptz '2021-06-01 10:00:00.123456+00'
          + (g % 7) * interval '1 microsecond' as at from generate_series(1, ${ROWS}) g) s`);
    });

    it('streams every bet once, in settlement order, without a length', async () => {
      const r = await get('bets', 'from=2021-06-01&to=2021-06-01&format=csv');
      expect(r.statusCode).toBe(200);
      // Streamed: no length known ahead, sent in chunks.
      expect(r.headers['content-length']).toBeUndefined();
      expect(r.headers['transfer-encoding']).toBe('chunked');
      const lines = r.body.split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(ROWS);
      const rounds = lines.map((line) => line.split(',')[7]);
      expect(new Set(rounds).size).toBe(ROWS);
      const stakes = lines.reduce((sum, line) => sum + Number(line.split(',')[8]), 0);
      expect(stakes.toFixed(2)).toBe(((ROWS * 100 + (ROWS * (ROWS + 1)) / 2) / 100).toFixed(2));
      const times = lines.map((line) => line.split(',')[1]!);
      expect([...times].sort()).toEqual(times);
    });

    it('reads the database a page at a time, as the rows are taken', async () => {
      const range = reportRange(
        { from: '2021-06-01', to: '2021-06-01', utcOffset: 0, limit: 1 },
        0,
      );
      const rows = betRows(t.app.db, range, 100);
      const first = await rows.next();
      expect(first.value).toMatchObject({ stake: '1.07' });
      // A bet settled later that day, written after the first page was read, is in a later page:
      // the pages are asked for as the rows are taken, not all at once.
      await insertSettledBet(t, sub, slot, {
        stakeMinor: 4242,
        at: new Date(Date.UTC(2021, 5, 1, 23)),
      });
      let last: unknown;
      let n = 1;
      for await (const row of { [Symbol.asyncIterator]: () => rows }) {
        last = row;
        n++;
      }
      expect(n).toBe(ROWS + 1);
      expect(last).toMatchObject({ memberId: sub, stake: '42.42' });
    });
  });

  describe('the audit log as a CSV file', () => {
    beforeAll(async () => {
      await t.app.db.insert(auditLogTable).values(
        Array.from({ length: CSV_BATCH_ROWS + 200 }, (_, i) => ({
          at: new Date(Date.UTC(2021, 6, 1, 0, 0, i)),
          actorKind: 'operator' as const,
          actorName: 'finance',
          ip: '127.0.0.1',
          action: 'rpkExport.test',
          target: i === 0 ? '=HYPERLINK("x")' : `member/${i}`,
          before: null,
          after: { n: i },
        })),
      );
    });

    it('streams every entry the filters match, newest first, formulas neutralised', async () => {
      const r = await t.app.inject({
        method: 'GET',
        url: `${audit.list.path}?action=rpkExport&from=2021-07-01&to=2021-07-01&format=csv`,
        headers: adminHeaders,
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/csv/);
      expect(r.headers['content-disposition']).toMatch(/^attachment; filename="kalaro-audit-/);
      expect(r.headers['content-length']).toBeUndefined();
      const lines = r.body.split('\r\n');
      expect(lines[0]).toBe('id,at,actorKind,operatorId,actor,ip,action,target,before,after');
      expect(lines).toHaveLength(CSV_BATCH_ROWS + 200 + 2);
      expect(lines[1]).toMatch(
        /^\d+,2021-07-01T00:19:59\.000Z,operator,,finance,127\.0\.0\.1,rpkExport\.test,member\/1199,,"{""n"":1199}"$/,
      );
      expect(lines.at(-2)).toContain(`,"'=HYPERLINK(""x"")",,"{""n"":0}"`);
      // The filters apply: another day has none.
      const none = await t.app.inject({
        method: 'GET',
        url: `${audit.list.path}?action=rpkExport&from=2021-07-02&format=csv`,
        headers: adminHeaders,
      });
      expect(none.body.split('\r\n')).toHaveLength(2);
    });

    it('refuses the export to an operator without audit.read', async () => {
      const r = await t.app.inject({
        method: 'GET',
        url: `${audit.list.path}?format=csv`,
        headers: finance,
      });
      expect(r.statusCode).toBe(403);
      expect(json(r).errorCode).toBe('admin.forbidden');
    });
  });
});
