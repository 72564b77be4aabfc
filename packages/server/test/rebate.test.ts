import { walletBalance } from '@kalaro/contract/account';
import { PROMO_KEY } from '@kalaro/contract/constants';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { LEADERBOARD_TOP, leaderboardValue, type MissionBoard } from '@kalaro/contract/missions';
import {
  claimRebateValue,
  manualRebateValue,
  rebateRecordsValue,
  type ManualRebateValue,
} from '@kalaro/contract/rebate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../src/modules/accounts/repo.ts';
import { currentPeriod } from '../src/modules/missions/model.ts';
import { firstGameOfTypes } from '../src/modules/missions/repo.ts';
import { seedDemoMissions } from '../src/modules/missions/seed.ts';
import {
  BET_DEMO_ACCOUNT,
  BOARD_PLAYERS,
  DEMO_BETS,
  MISSION_UTC_OFFSET,
  SEED_MISSIONS,
} from '../src/modules/missions/seed-data.ts';
import { rebateReference } from '../src/modules/rebate/service.ts';
import { seedRebateRates } from '../src/modules/rebate/seed.ts';
import { listEntries } from '../src/modules/wallet/repo.ts';
import {
  bearer,
  loginOk,
  startAccountsApp,
  startTrial,
  type AccountsTestApp,
} from './account-helpers.ts';
import { expectError, json } from './helpers.ts';
import {
  endPromotions,
  insertSettledBet,
  memberWithBalance,
  type Headers,
} from './slot-helpers.ts';

const { rebate, missions, wallet } = endpoints;

const MERCHANT = 'KALARO';
const SECOND = 1000;

describe('manual rebate, rebate report and mission leaderboard', () => {
  let t: AccountsTestApp;
  let demo: Headers;
  let liveGame: { nodeId: number; vendor: string; gameType: string };

  const get = (url: string, headers: Headers = demo) =>
    t.app.inject({ method: 'GET', url, headers });
  const claim = (headers: Headers = demo) =>
    t.app.inject({ method: 'POST', url: rebate.claim.path, headers });
  const manual = async (headers: Headers = demo): Promise<ManualRebateValue> => {
    const r = await get(rebate.manual.path, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(manualRebateValue).parse(json(r)).value!;
  };
  const claimOk = async (headers: Headers = demo) => {
    const r = await claim(headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(claimRebateValue).parse(json(r)).value!;
  };
  const records = async (query = '', headers: Headers = demo) => {
    const r = await get(`${rebate.records.path}?utcOffset=480${query}`, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(rebateRecordsValue).parse(json(r)).value!;
  };
  const balance = async (headers: Headers = demo) => {
    const r = await get(wallet.balance.path, headers);
    return envelope(walletBalance).parse(json(r)).value!.sumBalance;
  };
  const rebateEntries = async (memberId: string) =>
    (await listEntries(t.app.db, memberId)).filter((e) => e.reference?.startsWith('rebate:'));
  /** A settled bet of the LIVE category at the clock's time. */
  const placeBet = (memberId: string, stakeMinor: number, winMinor = 0) =>
    insertSettledBet(t, memberId, liveGame, { stakeMinor, winMinor, at: new Date(t.clock.now()) });
  const board = async (headers: Headers = demo, language = 'EN') => {
    const r = await get(`${missions.leaderboard.path}?language=${language}`, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(leaderboardValue).parse(json(r)).value!;
  };
  const weekly = async (headers: Headers = demo): Promise<MissionBoard> =>
    (await board(headers)).missions.find((m) => m.period === 'weekly')!;

  beforeAll(async () => {
    t = await startAccountsApp();
    demo = bearer((await loginOk(t, 'demo', 'Demo1234', '10.41.0.1')).token);
    [liveGame] = (await firstGameOfTypes(t.app.db, ['LIVE'])) as [typeof liveGame];
    // Let a second pass so seeded bets (a minute ago at most) are behind the clock.
    t.clock.advance(SECOND);
    // Migrations and the seed of a fresh database take long on a busy machine.
  }, 120_000);
  afterAll(() => t.close());

  it('asks a visitor to log in (401 envelope)', async () => {
    for (const r of [
      await get(rebate.manual.path, {}),
      await claim({}),
      await get(rebate.records.path, {}),
      await get(missions.leaderboard.path, {}),
    ]) {
      expectError(r, 401, 'auth.required');
    }
  });

  it("shows the demo's turnover per category, the rates and the rebate rounded down", async () => {
    const value = await manual();
    expect(value.since).toBeNull();
    expect(Date.parse(value.until)).toBe(t.clock.now());
    const withTurnover = value.categories.filter((c) => c.turnover !== '0.00');
    expect(withTurnover).toEqual([
      { gameType: 'SPORTS', turnover: '1250.00', rate: '0.80', amount: '10.00' },
      { gameType: 'LIVE', turnover: '3400.50', rate: '0.60', amount: '20.40' },
      { gameType: 'RNG', turnover: '820.55', rate: '1.00', amount: '8.20' },
    ]);
    // Every rated category is listed, in the menu's order.
    expect(value.categories.map((c) => c.gameType)).toEqual([
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'FISH',
      'RNG',
      'CARD',
      'INHOUSE',
      'LOTT',
      'ELOTT',
      'COCKFIGHT',
    ]);
    const stakes = DEMO_BETS.reduce((sum, b) => sum + b.stakeMinor, 0);
    expect(value.totals).toEqual({ turnover: (stakes / 100).toFixed(2), amount: '38.60' });
    expect(value.claimable).toBe(true);
  });

  it('credits the rebate through the ledger once; a second claim is refused (409)', async () => {
    const before = await balance();
    expect(before).toBe('1000.00');
    const value = await claimOk();
    expect(value.sumBalance).toBe('1038.60');
    expect(await balance()).toBe('1038.60');
    expect(value.rebate).toMatchObject({
      since: null,
      turnover: '5471.05',
      amount: '38.60',
      createdAt: new Date(t.clock.now()).toISOString(),
    });
    // The report's categories: those with turnover, largest first.
    expect(value.rebate.categories.map((c) => [c.gameType, c.amount])).toEqual([
      ['LIVE', '20.40'],
      ['SPORTS', '10.00'],
      ['RNG', '8.20'],
    ]);

    const member = await findMemberByUsername(t.app.db, MERCHANT, 'demo');
    const entries = await rebateEntries(member!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: 'bonus',
      amountMinor: 3_860,
      balanceAfterMinor: 103_860,
      reference: rebateReference(value.rebate.id),
    });

    // Nothing new since: the figures are zero and a claim is refused, twice.
    const after = await manual();
    expect(after.since).toBe(value.rebate.createdAt);
    expect(after.totals).toEqual({ turnover: '0.00', amount: '0.00' });
    expect(after.claimable).toBe(false);
    expectError(await claim(), 409, 'rebate.nothing_to_claim');
    t.clock.advance(SECOND);
    expectError(await claim(), 409, 'rebate.nothing_to_claim');
    expect(await balance()).toBe('1038.60');
    expect(await rebateEntries(member!.id)).toHaveLength(1);
  });

  it('counts only the bets settled since the last rebate', async () => {
    const member = await findMemberByUsername(t.app.db, MERCHANT, 'demo');
    t.clock.advance(SECOND);
    await placeBet(member!.id, 12_345, 20_000);
    // A bet that is not settled does not count.
    t.clock.advance(SECOND);
    const value = await manual();
    expect(value.categories.find((c) => c.gameType === 'LIVE')).toEqual({
      gameType: 'LIVE',
      turnover: '123.45',
      rate: '0.60',
      amount: '0.74',
    });
    expect(value.totals).toEqual({ turnover: '123.45', amount: '0.74' });
    const claimed = await claimOk();
    expect(claimed.sumBalance).toBe('1039.34');
    expect(claimed.rebate.since).toBe(value.since);
  });

  it('does not claim a turnover whose rebate rounds down to zero', async () => {
    const { memberId, headers } = await memberWithBalance(t, 0);
    await placeBet(memberId, 100); // 1.00 × 0.60 % = 0.006 → 0.00
    t.clock.advance(SECOND);
    const value = await manual(headers);
    expect(value.totals).toEqual({ turnover: '1.00', amount: '0.00' });
    expect(value.claimable).toBe(false);
    expectError(await claim(headers), 409, 'rebate.nothing_to_claim');
    // The turnover is kept for later: with more bets it pays.
    await placeBet(memberId, 16_600);
    t.clock.advance(SECOND);
    expect((await manual(headers)).totals).toEqual({ turnover: '167.00', amount: '1.00' });
  });

  it('credits once when claims race', async () => {
    const { memberId, headers } = await memberWithBalance(t, 0);
    await placeBet(memberId, 500_000);
    t.clock.advance(SECOND);
    const results = await Promise.all(Array.from({ length: 5 }, () => claim(headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expectError(r, 409, 'rebate.nothing_to_claim');
    }
    expect(await balance(headers)).toBe('30.00');
    expect(await rebateEntries(memberId)).toHaveLength(1);
  });

  it('lists past rebates in the report, newest first, with totals and pages', async () => {
    const value = await records();
    expect(value.total).toBe(2);
    expect(value.list.map((r) => r.amount)).toEqual(['0.74', '38.60']);
    expect(value.totals).toEqual({ turnover: '5594.50', amount: '39.34' });
    expect(value.list[1]!.categories.map((c) => c.rate)).toEqual(['0.60', '0.80', '1.00']);
    expect(value.utcOffset).toBe(480);

    const page2 = await records('&pageSize=1&pageNo=2');
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2, total: 2 });
    expect(page2.list.map((r) => r.amount)).toEqual(['38.60']);
    // Totals are over every page.
    expect(page2.totals.amount).toBe('39.34');

    // A range before the claims is empty.
    const empty = await records('&startDate=2020-01-01&endDate=2020-01-31');
    expect(empty).toMatchObject({ list: [], total: 0, totalPages: 0 });
    expect(empty.totals).toEqual({ turnover: '0.00', amount: '0.00' });
    // Another member's report is their own.
    const { headers } = await memberWithBalance(t, 0);
    expect((await records('', headers)).total).toBe(0);
  });

  it('refuses bad report queries with a clear 400', async () => {
    expectError(
      await get(`${rebate.records.path}?startDate=2025-03-10&endDate=2025-03-01`),
      400,
      'records.date_range_invalid',
    );
    expectError(
      await get(`${rebate.records.path}?startDate=2025-01-01&endDate=2025-12-31`),
      400,
      'records.date_range_invalid',
    );
    for (const query of [
      'startDate=2025-02-30',
      'pageSize=1000',
      'pageNo=0',
      'utcOffset=9999',
      'sort=amount',
      `startDate=${'9'.repeat(5000)}`,
    ]) {
      expectError(await get(`${rebate.records.path}?${query}`), 400, 'validation.failed');
    }
  });

  it('answers a malformed claim body with a 4xx, not a 500', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: rebate.claim.path,
      headers: { ...demo, 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expectError(r, 400, 'request.malformed');
    const text = await t.app.inject({
      method: 'POST',
      url: rebate.claim.path,
      headers: { ...demo, 'content-type': 'text/plain' },
      payload: 'claim',
    });
    expect(text.statusCode, text.body).toBe(415);
  });

  it('refuses a trial account a claim (a real account is needed)', async () => {
    const trial = bearer(await startTrial(t, '10.41.1.1'));
    expectError(await claim(trial), 403, 'auth.trial_restricted');
  });

  it('ranks the week: top rows masked, prizes per rank, the viewer’s own rank below the top', async () => {
    const value = await board();
    expect(value.missions.map((m) => m.title)).toEqual(
      SEED_MISSIONS.map((m) => m.translations.EN.title),
    );
    const week = await weekly();
    const period = currentPeriod(t.clock.now(), 'weekly', MISSION_UTC_OFFSET);
    expect(Date.parse(week.startsAt)).toBe(period.start);
    expect(Date.parse(week.endsAt)).toBe(period.end);
    expect(week.metric).toBe('turnover');
    expect(week.prizes[0]).toEqual({ fromRank: 1, toRank: 1, amount: '5000.00' });

    expect(week.top).toHaveLength(LEADERBOARD_TOP);
    expect(week.top.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(week.top[0]).toMatchObject({ account: 'lu***88', prize: '5000.00', me: false });
    expect(week.top[3]!.prize).toBe('200.00');
    for (const row of week.top) {
      expect(row.account).toMatch(/^.{1,2}\*\*\*.{0,2}$/);
      expect(BOARD_PLAYERS as readonly string[]).not.toContain(row.account);
    }
    const scores = week.top.map((r) => Number(r.score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // The demo (5,471.05 seeded + 123.45 played) is below the top, shown in full.
    expect(week.mine).toMatchObject({ account: 'demo', score: '5594.50', me: true, prize: null });
    expect(week.mine.rank).toBeGreaterThan(LEADERBOARD_TOP);
    expect(week.top.some((r) => r.me)).toBe(false);
    expect(week.participants).toBeGreaterThanOrEqual(BOARD_PLAYERS.length + 1);
  });

  it('puts the viewer in the top with the own name when the score is high enough', async () => {
    const member = await findMemberByUsername(t.app.db, MERCHANT, 'demo');
    await placeBet(member!.id, 100_000_000);
    t.clock.advance(SECOND);
    const week = await weekly();
    expect(week.top[0]).toMatchObject({ rank: 1, account: 'demo', me: true, prize: '5000.00' });
    expect(week.mine).toEqual(week.top[0]);
    expect(week.top[1]!.account).toBe('lu***88');
  });

  it('shows a member without bets as not ranked yet, and answers in TY', async () => {
    const { headers } = await memberWithBalance(t, 0);
    const week = await weekly(headers);
    expect(week.mine).toMatchObject({ rank: null, score: '0.00', prize: null, me: true });
    const ty = await board(headers, 'TY');
    expect(ty.missions[0]!.title).toBe(SEED_MISSIONS[0]!.translations.TY.title);
    expectError(await get(`${missions.leaderboard.path}?language=XX`), 400, 'validation.failed');
    expectError(await get(`${missions.leaderboard.path}?top=50`), 400, 'validation.failed');
  });

  it('starts a new period empty: last week’s bets do not count', async () => {
    const week = await weekly();
    t.clock.t = Date.parse(week.endsAt) + SECOND;
    const fresh = bearer((await loginOk(t, 'demo', 'Demo1234', '10.41.0.2')).token);
    const next = await weekly(fresh);
    expect(Date.parse(next.startsAt)).toBe(Date.parse(week.endsAt));
    expect(next.top).toEqual([]);
    expect(next.participants).toBe(0);
    expect(next.mine.rank).toBeNull();
  });

  it('seeds a second demo login with the same bets and its own balance', async () => {
    const player = bearer(
      (await loginOk(t, BET_DEMO_ACCOUNT.username, BET_DEMO_ACCOUNT.password, '10.41.0.9')).token,
    );
    expect(await balance(player)).toBe('500.00');
    const value = await manual(player);
    expect(value.totals).toEqual({ turnover: '5471.05', amount: '38.60' });
  });

  it('refuses the leaderboard while no MISSION promotion runs (the menu hides it too)', async () => {
    const viewer = bearer((await loginOk(t, 'demo', 'Demo1234', '10.41.0.9')).token);
    expect((await get(missions.leaderboard.path, viewer)).statusCode).toBe(200);
    await endPromotions(t, PROMO_KEY.MISSION);
    expectError(await get(missions.leaderboard.path, viewer), 403, 'missions.unavailable');
  });

  it('seeds only an empty database', async () => {
    expect(await seedDemoMissions(t.app.db, MERCHANT)).toEqual({ missions: 0, bets: 0 });
    expect(await seedRebateRates(t.app.db)).toBe(0);
  });
});
