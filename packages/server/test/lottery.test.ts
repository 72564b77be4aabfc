import { createHash, createHmac, randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  inhouseLotteriesValue,
  lotteryBetValue,
  lotteryMyBetsValue,
  lotteryState,
  type LotteryBetValue,
  type LotteryMyBetsValue,
  type LotteryState,
} from '@kalaro/contract/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, TEST_PASSWORD_HASHING } from '../src/config.ts';
import { LotteryService } from '../src/modules/lottery/service.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import { bearer, fakeClock, type AccountsTestApp, startTrial } from './account-helpers.ts';
import {
  createTestDatabase,
  json,
  putOperatorConfig,
  startTestApp,
  testOptions,
} from './helpers.ts';
import { memberWithBalance, minor, type Headers } from './slot-helpers.ts';

const INTERVALS = [60, 300];
const CLOSE = 5;
const FAST = 'QUICK3_1';
/** A time 1 s after a 5-minute boundary: both lotteries' draws have just opened. */
const aligned = () => Math.ceil(Date.now() / 300_000) * 300_000 + 1000;

const statePath = (code: string) => endpoints.lottery.state.path.replace(':code', code);
const betsPath = (code: string) => endpoints.lottery.placeBet.path.replace(':code', code);

/** The published formula, written again from docs/product-rules.md, not imported from the server. */
function verifyDigits(serverSeed: string, code: string, drawNo: number): number[] {
  const h = createHmac('sha256', serverSeed).update(`${code}:${drawNo}`).digest();
  return [0, 1, 2].map((i) => Math.floor((h.readUInt32BE(4 * i) * 10) / 2 ** 32));
}

function wins(selection: string, digits: number[]): boolean {
  const sum = digits[0]! + digits[1]! + digits[2]!;
  if (selection === 'BIG') return sum >= 14;
  if (selection === 'SMALL') return sum <= 13;
  if (selection === 'ODD') return sum % 2 === 1;
  if (selection === 'EVEN') return sum % 2 === 0;
  return digits[Number(selection[1]) - 1] === Number(selection[3]);
}

type App = Pick<AccountsTestApp, 'app' | 'clock'>;

const manualScheduler = (t: App, beforeSettleBet?: (betId: number) => void) =>
  new LotteryService(t.app.db, {
    now: t.clock.now,
    drawIntervalsSeconds: INTERVALS,
    closeBeforeSeconds: CLOSE,
    scheduler: false,
    beforeSettleBet,
  });

async function state(t: App, headers: Headers, code = FAST): Promise<LotteryState> {
  const r = await t.app.inject({ method: 'GET', url: statePath(code), headers });
  expect(r.statusCode, r.body).toBe(200);
  return envelope(lotteryState).parse(json(r)).value!;
}

const betCall = (t: App, headers: Headers, body: Record<string, unknown>, code = FAST) =>
  t.app.inject({
    method: 'POST',
    url: betsPath(code),
    headers,
    payload: { idempotencyKey: randomUUID(), ...body },
  });

async function betOk(t: App, headers: Headers, body: Record<string, unknown>) {
  const r = await betCall(t, headers, body);
  expect(r.statusCode, r.body).toBe(200);
  return envelope(lotteryBetValue).parse(json(r)).value!;
}

async function myBets(t: App, headers: Headers): Promise<LotteryMyBetsValue> {
  const r = await t.app.inject({ method: 'GET', url: betsPath(FAST), headers });
  expect(r.statusCode, r.body).toBe(200);
  return envelope(lotteryMyBetsValue).parse(json(r)).value!;
}

const balanceOf = async (t: App, memberId: string) =>
  (await findWallet(t.app.db, memberId))!.balanceMinor;

describe('in-house lottery', () => {
  let t: AccountsTestApp;
  let scheduler: LotteryService;

  beforeAll(async () => {
    const clock = fakeClock(aligned());
    const started = await startTestApp({
      accounts: { outboxEnabled: true, passwordHashing: TEST_PASSWORD_HASHING, now: clock.now },
      lottery: { drawIntervalsSeconds: INTERVALS, closeBeforeSeconds: CLOSE },
    });
    t = { ...started, clock };
    scheduler = manualScheduler(t);
    await scheduler.tick();
  }, 180_000);
  afterAll(() => t.close());

  it('lists the lotteries with their open draw, committed seed hash and countdown times', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${endpoints.lottery.list.path}?language=TY`,
    });
    expect(r.statusCode, r.body).toBe(200);
    const { list, serverTime } = envelope(inhouseLotteriesValue).parse(json(r)).value!;
    expect(serverTime).toBe(new Date(t.clock.now()).toISOString());
    expect(list.map((l) => [l.code, l.displayName, l.drawIntervalSeconds])).toEqual([
      ['QUICK3_1', 'Kalaro Pick 3 · 1 minuto', 60],
      ['QUICK3_2', 'Kalaro Pick 3 · 5 minuto', 300],
    ]);
    const fast = list[0]!;
    expect(fast.current.status).toBe('open');
    expect(Date.parse(fast.current.drawAt) - Date.parse(fast.current.closesAt)).toBe(CLOSE * 1000);
    expect(Date.parse(fast.current.drawAt) - t.clock.now()).toBe(59_000);
    expect(fast.current.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(fast.lastResult).toBeNull();
  });

  it('refuses the betting screen and bets without a session, and unknown lotteries', async () => {
    for (const r of [
      await t.app.inject({ method: 'GET', url: statePath(FAST) }),
      await betCall(t, {}, { drawId: 1, selection: 'BIG', amount: '1.00' }),
    ]) {
      expect(r.statusCode).toBe(401);
      expect(json(r)).toMatchObject({ errorCode: 'auth.required' });
    }
    const { headers } = await memberWithBalance(t, 10_000);
    const r = await t.app.inject({ method: 'GET', url: statePath('NOPE'), headers });
    expect(r.statusCode).toBe(404);
    expect(json(r)).toMatchObject({ errorCode: 'lottery.not_found' });
  });

  it('shows the odds table with a 2% house edge, the limits and the balance', async () => {
    const { headers } = await memberWithBalance(t, 12_345);
    const s = await state(t, headers);
    expect(s.odds).toContainEqual({
      market: 'BIG_SMALL',
      selections: ['BIG', 'SMALL'],
      odds: '1.96',
      winChance: '50.00',
    });
    const position = s.odds.find((o) => o.market === 'POSITION')!;
    expect(position).toMatchObject({ odds: '9.80', winChance: '10.00' });
    expect(position.selections).toHaveLength(30);
    expect(s.rtp).toBe('98.00');
    expect(s.limits).toEqual({ minBet: '1.00', maxBet: '5000.00', maxPerDraw: '20000.00' });
    expect(s).toMatchObject({ balance: '123.45', stakedOnCurrent: '0.00', results: [] });
  });

  it('debits a bet once however often its key is retried, and refuses the key for another bet', async () => {
    const { memberId, headers } = await memberWithBalance(t, 10_000);
    const { current } = await state(t, headers);
    const body = {
      drawId: current.drawId,
      selection: 'ODD',
      amount: '12.50',
      idempotencyKey: randomUUID(),
    };
    const first = await betOk(t, headers, body);
    expect(first).toMatchObject({ balance: '87.50', replayed: false });
    expect(first.bet).toMatchObject({
      status: 'open',
      selection: 'ODD',
      amount: '12.50',
      odds: '1.96',
      win: '0.00',
    });
    const retries = await Promise.all([1, 2, 3].map(() => betCall(t, headers, body)));
    for (const r of retries) {
      expect(r.statusCode, r.body).toBe(200);
      expect(json<{ value: LotteryBetValue }>(r).value).toMatchObject({
        replayed: true,
        bet: { betId: first.bet.betId },
      });
    }
    expect(await balanceOf(t, memberId)).toBe(8750);
    const other = await betCall(t, headers, { ...body, selection: 'EVEN' });
    expect(other.statusCode).toBe(409);
    expect(json(other)).toMatchObject({ errorCode: 'lottery.idempotency_conflict' });
    expect((await listEntries(t.app.db, memberId)).filter((e) => e.type === 'bet')).toHaveLength(1);
    expect((await myBets(t, headers)).open.map((b) => b.betId)).toEqual([first.bet.betId]);
    expect((await state(t, headers)).stakedOnCurrent).toBe('12.50');
  });

  it('refuses bad bets with clear 4xx codes and moves no money', async () => {
    const { memberId, headers } = await memberWithBalance(t, 3000);
    const { current } = await state(t, headers);
    const base = { drawId: current.drawId, selection: 'BIG', amount: '1.00' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, selection: 'P4D1' }, 400, 'validation.failed'],
      [{ ...base, amount: '1.5' }, 400, 'validation.failed'],
      [{ ...base, amount: 5 }, 400, 'validation.failed'],
      [{ ...base, extra: true }, 400, 'validation.failed'],
      [{ ...base, selection: 'x'.repeat(10_000) }, 400, 'validation.failed'],
      [{ ...base, amount: '0.99' }, 400, 'lottery.bet_limit'],
      [{ ...base, amount: '5000.01' }, 400, 'lottery.bet_limit'],
      [{ ...base, amount: '30.01' }, 400, 'wallet.insufficient_funds'],
      [{ ...base, drawId: 999_999 }, 409, 'lottery.betting_closed'],
    ];
    for (const [body, status, code] of cases) {
      const r = await betCall(t, headers, body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(json(r)).toMatchObject({ success: false, errorCode: code });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: betsPath(FAST),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"drawId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await balanceOf(t, memberId)).toBe(3000);
    expect(await listEntries(t.app.db, memberId)).toHaveLength(1);
  });

  it('never overdraws under concurrent bets, and a key raced by itself is applied once', async () => {
    const { memberId, headers } = await memberWithBalance(t, 3000);
    const { current } = await state(t, headers);
    const bet = { drawId: current.drawId, selection: 'EVEN', amount: '5.00' };
    const raced = { ...bet, idempotencyKey: randomUUID() };
    const same = await Promise.all(Array.from({ length: 4 }, () => betCall(t, headers, raced)));
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(same.map((r) => json<{ value: LotteryBetValue }>(r).value.bet.betId)).size).toBe(
      1,
    );
    expect(await balanceOf(t, memberId)).toBe(2500);
    const answers = await Promise.all(Array.from({ length: 8 }, () => betCall(t, headers, bet)));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : json(r).errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c !== 'ok')).toEqual(Array(3).fill('wallet.insufficient_funds'));
    expect(await balanceOf(t, memberId)).toBe(0);
    expect((await myBets(t, headers)).open).toHaveLength(6);
  });

  it('caps what one member stakes on one draw', async () => {
    const { memberId, headers } = await memberWithBalance(t, 2_600_000);
    const { current } = await state(t, headers);
    const bet = { drawId: current.drawId, selection: 'SMALL', amount: '5000.00' };
    for (let i = 0; i < 4; i++) await betOk(t, headers, bet);
    const over = await betCall(t, headers, { ...bet, amount: '1.00' });
    expect(over.statusCode).toBe(400);
    expect(json(over)).toMatchObject({ errorCode: 'lottery.draw_limit' });
    expect(await balanceOf(t, memberId)).toBe(600_000);
  });

  it('lets a trial account bet its trial balance', async () => {
    const headers = bearer(await startTrial(t, '10.79.0.1'));
    const { current, balance } = await state(t, headers);
    expect(balance).toBe('2000.00');
    const placed = await betOk(t, headers, {
      drawId: current.drawId,
      selection: 'P2D7',
      amount: '10.00',
    });
    expect(placed.balance).toBe('1990.00');
  });

  it('stops betting before the draw, draws from the committed seed and settles every bet once', async () => {
    const { memberId, headers } = await memberWithBalance(t, 100_000);
    const { current } = await state(t, headers);
    const selections = [
      'BIG',
      'SMALL',
      'ODD',
      'EVEN',
      'P1D0',
      'P1D1',
      'P1D2',
      'P1D3',
      'P1D4',
      'P1D5',
      'P1D6',
      'P1D7',
      'P1D8',
      'P1D9',
    ];
    for (const selection of selections) {
      await betOk(t, headers, { drawId: current.drawId, selection, amount: '10.00' });
    }
    expect(await balanceOf(t, memberId)).toBe(100_000 - 14 * 1000);

    // Betting stops closeBeforeSeconds before the draw, scheduler pass or not.
    t.clock.t = Date.parse(current.closesAt);
    const late = await betCall(t, headers, {
      drawId: current.drawId,
      selection: 'BIG',
      amount: '1.00',
    });
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({ errorCode: 'lottery.betting_closed' });
    await scheduler.tick();
    expect((await state(t, headers)).current.status).toBe('closed');

    t.clock.t = Date.parse(current.drawAt) + 100;
    await scheduler.tick();
    await scheduler.tick();
    const after = await state(t, headers);
    expect(after.current.drawId).not.toBe(current.drawId);
    expect(after.current.status).toBe('open');
    const result = after.results[0]!;
    expect(result.drawId).toBe(current.drawId);
    expect(createHash('sha256').update(result.serverSeed).digest('hex')).toBe(
      current.serverSeedHash,
    );
    expect(result.digits).toEqual(verifyDigits(result.serverSeed, FAST, current.drawNo));
    expect(after.lastResult).toEqual(result);

    const { open, settled } = await myBets(t, headers);
    expect(open).toEqual([]);
    expect(settled).toHaveLength(14);
    let won = 0;
    for (const bet of settled) {
      const expected = wins(bet.selection, result.digits)
        ? bet.selection[0] === 'P'
          ? 9800
          : 1960
        : 0;
      expect(minor(bet.win), bet.selection).toBe(expected);
      expect(bet.digits).toEqual(result.digits);
      won += expected;
    }
    // Exactly one of BIG/SMALL, one of ODD/EVEN and one first digit win.
    expect(won).toBe(1960 * 2 + 9800);
    expect(await balanceOf(t, memberId)).toBe(100_000 - 14_000 + won);
    const winRows = (await listEntries(t.app.db, memberId)).filter((e) => e.type === 'win');
    expect(winRows).toHaveLength(3);

    // Another pass (or another process) changes nothing.
    await manualScheduler(t).tick();
    expect(await listEntries(t.app.db, memberId)).toHaveLength(1 + 14 + 3);
  });

  it('shows lottery bets in the betting record', async () => {
    const { headers } = await memberWithBalance(t, 5000);
    const { current } = await state(t, headers);
    const placed = await betOk(t, headers, {
      drawId: current.drawId,
      selection: 'EVEN',
      amount: '2.00',
    });
    const r = await t.app.inject({
      method: 'GET',
      url: `${endpoints.report.bets.path}?startDate=${new Date(t.clock.now()).toISOString().slice(0, 10)}&utcOffset=0`,
      headers,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.body).toContain(placed.bet.roundId);
  });

  describe('open bets when the operator starts maintenance', () => {
    const maintenance = (on: boolean, openLotteryBets: 'settle' | 'refund') =>
      putOperatorConfig(t, (config) => {
        config.maintenance = on;
        config.maintenanceNotice = { message: {}, expectedEnd: null, openLotteryBets };
      });

    it("'refund': every open bet is voided and its stake credited back, once; no new bet is taken", async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const { current } = await state(t, headers);
      for (const selection of ['BIG', 'P2D7']) {
        await betOk(t, headers, { drawId: current.drawId, selection, amount: '15.00' });
      }
      expect(await balanceOf(t, memberId)).toBe(7_000);

      await maintenance(true, 'refund');
      const refused = await betCall(t, headers, {
        drawId: current.drawId,
        selection: 'BIG',
        amount: '1.00',
      });
      expect(refused.statusCode).toBe(503);
      expect(json(refused)).toMatchObject({ errorCode: 'system.maintenance' });
      await scheduler.tick();
      await manualScheduler(t).tick();
      expect(await balanceOf(t, memberId)).toBe(10_000);
      const refunds = (await listEntries(t.app.db, memberId)).filter((e) => e.type === 'refund');
      expect(refunds.map((e) => e.amountMinor)).toEqual([1_500, 1_500]);

      // The draw goes on afterwards without paying the voided bets.
      await maintenance(false, 'refund');
      t.clock.t = Date.parse(current.drawAt) + 100;
      await scheduler.tick();
      expect(await balanceOf(t, memberId)).toBe(10_000);
      const { open, settled } = await myBets(t, headers);
      expect(open).toEqual([]);
      expect(settled.map((b) => [b.status, b.win])).toEqual([
        ['void', '0.00'],
        ['void', '0.00'],
      ]);
    });

    it("'settle': open bets stay and are settled at their draw as usual", async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const { current } = await state(t, headers);
      await betOk(t, headers, { drawId: current.drawId, selection: 'ODD', amount: '10.00' });
      await betOk(t, headers, { drawId: current.drawId, selection: 'EVEN', amount: '10.00' });

      await maintenance(true, 'settle');
      await scheduler.tick();
      expect(await balanceOf(t, memberId)).toBe(8_000);
      t.clock.t = Date.parse(current.drawAt) + 100;
      await scheduler.tick();
      // Exactly one of ODD and EVEN wins 19.60.
      expect(await balanceOf(t, memberId)).toBe(8_000 + 1_960);
      const entries = await listEntries(t.app.db, memberId);
      expect(entries.filter((e) => e.type === 'refund')).toEqual([]);

      await maintenance(false, 'settle');
      const { open, settled } = await myBets(t, headers);
      expect(open).toEqual([]);
      expect(settled.map((b) => b.status)).toEqual(['settled', 'settled']);
    });
  });
});

describe('in-house lottery settlement after a crash', () => {
  it('settles every bet exactly once when the server restarts between draw and settlement', async () => {
    const database = await createTestDatabase({ persistent: true });
    const clock = fakeClock(aligned());
    const options = testOptions(database.options, {
      accounts: { outboxEnabled: true, passwordHashing: TEST_PASSWORD_HASHING, now: clock.now },
      lottery: { drawIntervalsSeconds: INTERVALS, closeBeforeSeconds: CLOSE },
    });
    try {
      const app = await buildApp(options);
      await app.ready();
      const first: App = { app, clock };
      const members = await Promise.all(
        [1, 2, 3].map(() => memberWithBalance({ ...first, close: async () => undefined }, 50_000)),
      );
      const { current } = await state(first, members[0]!.headers);
      for (const m of members) {
        for (const selection of ['BIG', 'SMALL', 'P3D5']) {
          await betOk(first, m.headers, { drawId: current.drawId, selection, amount: '100.00' });
        }
      }
      // The draw is made, then the process dies after settling two of the nine bets.
      clock.t = Date.parse(current.drawAt) + 10;
      let settledBeforeCrash = 0;
      const crashing = manualScheduler(first, () => {
        if (settledBeforeCrash++ === 2) throw new Error('simulated crash');
      });
      await expect(crashing.tick()).rejects.toThrow('simulated crash');
      const mid = await myBets(first, members[0]!.headers);
      expect(mid.open.length + mid.settled.length).toBe(3);
      const openAfterCrash = (
        await Promise.all(members.map(async (m) => (await myBets(first, m.headers)).open.length))
      ).reduce((a, b) => a + b, 0);
      expect(openAfterCrash).toBe(7);
      await app.close();

      // Restart: the start-up pass settles what was left.
      clock.advance(30_000);
      const app2 = await buildApp(options);
      await app2.ready();
      const second: App = { app: app2, clock };
      const { results } = await state(second, members[0]!.headers);
      const digits = results.find((r) => r.drawId === current.drawId)!.digits;
      const winOf = (s: string) => (wins(s, digits) ? (s === 'P3D5' ? 98_000 : 19_600) : 0);
      const expectedWin = winOf('BIG') + winOf('SMALL') + winOf('P3D5');
      for (const m of members) {
        const bets = await myBets(second, m.headers);
        expect(bets.open).toEqual([]);
        expect(bets.settled).toHaveLength(3);
        const entries = await listEntries(app2.db, m.memberId);
        const winRows = entries.filter((e) => e.type === 'win');
        // One win row per winning bet, never two for one round.
        expect(new Set(winRows.map((e) => e.reference)).size).toBe(winRows.length);
        expect(winRows.reduce((s, e) => s + e.amountMinor, 0)).toBe(expectedWin);
        expect(await balanceOf(second, m.memberId)).toBe(50_000 - 30_000 + expectedWin);
      }
      // Running the recovery again moves nothing.
      await manualScheduler(second).tick();
      for (const m of members) {
        expect(await balanceOf(second, m.memberId)).toBe(50_000 - 30_000 + expectedWin);
      }
      await app2.close();
    } finally {
      await database.drop();
    }
  }, 240_000);
});

describe('lottery configuration', () => {
  it('reads the draw intervals and the close time from the environment', () => {
    expect(loadConfig({}).lottery).toEqual({
      drawIntervalsSeconds: [60, 300],
      closeBeforeSeconds: 5,
      scheduler: true,
    });
    expect(
      loadConfig({ LOTTERY_DRAW_SECONDS: '10,300', LOTTERY_CLOSE_SECONDS: '2' }).lottery,
    ).toMatchObject({ drawIntervalsSeconds: [10, 300], closeBeforeSeconds: 2 });
    expect(loadConfig({ LOTTERY_DRAW_SECONDS: '' }).lottery?.drawIntervalsSeconds).toEqual([
      60, 300,
    ]);
    for (const bad of ['abc', '60,300,600,900', '2', '60;300']) {
      expect(() => loadConfig({ LOTTERY_DRAW_SECONDS: bad }), bad).toThrow(/LOTTERY_DRAW_SECONDS/);
    }
  });
});
