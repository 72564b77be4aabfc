import { walletBalance } from '@kalaro/contract/account';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import { rewardsValue } from '@kalaro/contract/member-content';
import { memberBenefitsValue } from '@kalaro/contract/member-pages';
import { promotionsValue } from '@kalaro/contract/promotions';
import { manualRebateValue } from '@kalaro/contract/rebate';
import { redRainValue } from '@kalaro/contract/red-rain';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../src/config.ts';
import { loadConfig } from '../src/config.ts';
import { findMemberByUsername } from '../src/modules/accounts/repo.ts';
import { announcementsTable, hotMatchesTable } from '../src/modules/content/tables.ts';
import { feedbackCategoriesTable } from '../src/modules/feedback/tables.ts';
import { gamesTable } from '../src/modules/games/tables.ts';
import { helpEntriesTable } from '../src/modules/help/tables.ts';
import { messagesTable } from '../src/modules/messages/tables.ts';
import { firstGameOfTypes, insertSeedBets } from '../src/modules/missions/repo.ts';
import { missionsTable } from '../src/modules/missions/tables.ts';
import { promotionsTable } from '../src/modules/promotions/tables.ts';
import { rebateRatesTable } from '../src/modules/rebate/tables.ts';
import { redRainsTable } from '../src/modules/red-rain/tables.ts';
import { rewardsTable } from '../src/modules/rewards/tables.ts';
import { vipLevelsTable } from '../src/modules/vip/tables.ts';
import { bearer, loginOk, startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { json } from './helpers.ts';

/**
 * The demo content that pays or offers money (rewards with the welcome
 * bonus, mission races, promotions, the member club's bonuses, rebate rates, the
 * home content and inbox messages advertising them) is seeded under its own switch,
 * SEED_DEMO_CONTENT: on outside production, off in production.
 */

const MERCHANT = 'KALARO';

/** Everything that pays or offers money, table by table. */
const PAYING: Record<string, PgTable> = {
  rewards: rewardsTable,
  missions: missionsTable,
  promotions: promotionsTable,
  vipLevels: vipLevelsTable,
  rebateRates: rebateRatesTable,
  redRains: redRainsTable,
  announcements: announcementsTable,
  hotMatches: hotMatchesTable,
  messages: messagesTable,
};
/** Reference data every install needs, seeded whatever the switch. */
const REFERENCE: Record<string, PgTable> = {
  games: gamesTable,
  helpEntries: helpEntriesTable,
  feedbackCategories: feedbackCategoriesTable,
};

async function counts(t: AccountsTestApp, tables: Record<string, PgTable>) {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

/** The demo member's session, with one settled bet of 1,000.00 (rebatable turnover). */
async function demoWithTurnover(t: AccountsTestApp) {
  const demo = await findMemberByUsername(t.app.db, MERCHANT, 'demo');
  const [game] = await firstGameOfTypes(t.app.db, ['RNG']);
  if (!demo || !game) throw new Error('demo member or RNG game missing');
  const at = new Date(t.clock.now() - 60_000);
  await insertSeedBets(t.app.db, [
    {
      memberId: demo.id,
      ...game,
      stakeMinor: 100_000,
      winMinor: 0,
      status: 'settled',
      roundId: 'SEED-SWITCH-1',
      idempotencyKey: 'seed-switch:1',
      detail: null,
      createdAt: at,
      settledAt: at,
    },
  ]);
  return bearer((await loginOk(t, 'demo', 'Demo1234')).token);
}

const get = (t: AccountsTestApp, url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (t: AccountsTestApp, url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers });

async function balance(t: AccountsTestApp, headers: Record<string, string>) {
  const r = await get(t, endpoints.wallet.balance.path, headers);
  expect(r.statusCode, r.body).toBe(200);
  return envelope(walletBalance).parse(json(r)).value!.sumBalance;
}

function expectRefused(r: { statusCode: number; body: string }, status: number, code: string) {
  expect(r.statusCode, r.body).toBe(status);
  expect(errorEnvelope.parse(json(r))).toMatchObject({ success: false, errorCode: code });
}

describe('SEED_DEMO_CONTENT from the environment', () => {
  it('is off in production and on elsewhere; an explicit true/false is honoured', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoContent).toBe(false);
    expect(loadConfig({}).seedDemoContent).toBe(false); // NODE_ENV unset is production
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoContent).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoContent).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_CONTENT: 'true' }).seedDemoContent).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_CONTENT: 'false' }).seedDemoContent).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_CONTENT: '' }).seedDemoContent).toBe(true);
    expect(() => loadConfig({ SEED_DEMO_CONTENT: 'yes' })).toThrow(/SEED_DEMO_CONTENT/);
  });
});

describe.each<{ mode: string; options: Partial<AppOptions> }>([
  // What a production install gets: the switch left at its production default.
  { mode: 'production mode', options: { production: true } },
  { mode: 'the switch off outside production', options: { seedDemoContent: false } },
])('a fresh install in $mode', ({ options }) => {
  let t: AccountsTestApp;
  let demo: Record<string, string>;

  beforeAll(async () => {
    // The demo accounts stay under their own switch: on here, so a member can try to claim.
    t = await startAccountsApp(options, { seedDemoAccounts: true });
    demo = await demoWithTurnover(t);
  });
  afterAll(() => t.close());

  it('seeds nothing that pays or offers money, and the reference data', async () => {
    const paying = await counts(t, PAYING);
    expect(paying).toEqual(Object.fromEntries(Object.keys(PAYING).map((name) => [name, 0])));
    const reference = await counts(t, REFERENCE);
    for (const [name, n] of Object.entries(reference)) expect(n, name).toBeGreaterThan(0);
  });

  it('lets a member claim no money anywhere', async () => {
    const before = await balance(t, demo);
    expect(before).toBe('1000.00');

    const rewards = await get(t, `${endpoints.rewards.list.path}?language=EN`, demo);
    expect(envelope(rewardsValue).parse(json(rewards)).value).toEqual({
      list: [],
      unclaimedCount: 0,
    });
    for (const id of [1, 2, 3]) {
      const claim = await post(t, endpoints.rewards.claim.path.replace(':id', String(id)), demo);
      expectRefused(claim, 404, 'reward.not_found');
    }

    // A bet of 1,000.00 earns no rebate without rates.
    const rebate = envelope(manualRebateValue).parse(
      json(await get(t, endpoints.rebate.manual.path, demo)),
    ).value!;
    expect(rebate).toMatchObject({ categories: [], claimable: false });
    expect(rebate.totals.amount).toBe('0.00');
    expectRefused(await post(t, endpoints.rebate.claim.path, demo), 409, 'rebate.nothing_to_claim');

    expectRefused(
      await get(t, endpoints.missions.leaderboard.path, demo),
      403,
      'missions.unavailable',
    );

    const benefits = envelope(memberBenefitsValue).parse(
      json(await get(t, endpoints.member.benefits.path, demo)),
    ).value!;
    expect(benefits.levels).toEqual([]);
    expect(benefits.member.received).toEqual({ upgradeLevels: [], birthdayThisYear: false });

    const rain = envelope(redRainValue).parse(
      json(await get(t, endpoints.redRain.current.path, demo)),
    ).value!;
    expect(rain.rain).toBeNull();

    const promotions = envelope(promotionsValue).parse(
      json(await get(t, `${endpoints.promotions.list.path}?language=EN`, demo)),
    ).value!;
    expect(promotions.list).toEqual([]);

    expect(await balance(t, demo)).toBe(before);
  });
});

describe('a fresh install in production mode with SEED_DEMO_CONTENT=true', () => {
  let t: AccountsTestApp;
  let demo: Record<string, string>;

  beforeAll(async () => {
    t = await startAccountsApp(
      { production: true, seedDemoContent: true },
      { seedDemoAccounts: true },
    );
    demo = await demoWithTurnover(t);
  });
  afterAll(() => t.close());

  it('seeds the demo content (red rains are scheduled by the operator only)', async () => {
    const { redRains, ...paying } = await counts(t, PAYING);
    expect(redRains).toBe(0);
    for (const [name, n] of Object.entries(paying)) expect(n, name).toBeGreaterThan(0);
  });

  it('offers its rewards, rebate, mission races, club levels and promotions', async () => {
    const rewards = envelope(rewardsValue).parse(
      json(await get(t, `${endpoints.rewards.list.path}?language=EN`, demo)),
    ).value!;
    expect(rewards.list.map((r) => r.title)).toContain('Welcome bonus');
    expect(rewards.unclaimedCount).toBeGreaterThan(0);

    const rebate = envelope(manualRebateValue).parse(
      json(await get(t, endpoints.rebate.manual.path, demo)),
    ).value!;
    expect(rebate.claimable).toBe(true);

    const board = await get(t, endpoints.missions.leaderboard.path, demo);
    expect(board.statusCode, board.body).toBe(200);

    const benefits = envelope(memberBenefitsValue).parse(
      json(await get(t, endpoints.member.benefits.path, demo)),
    ).value!;
    expect(benefits.levels.map((l) => l.label)).toEqual([
      'VIP0',
      'VIP1',
      'VIP2',
      'VIP3',
      'VIP4',
      'VIP5',
    ]);

    const promotions = envelope(promotionsValue).parse(
      json(await get(t, `${endpoints.promotions.list.path}?language=EN`, demo)),
    ).value!;
    expect(promotions.list.length).toBeGreaterThan(0);
  });
});
