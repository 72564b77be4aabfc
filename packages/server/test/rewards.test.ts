import { walletBalance } from '@kalaro/contract/account';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { claimValue, rewardsValue, type Reward } from '@kalaro/contract/member-content';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../src/modules/accounts/repo.ts';
import { insertRewards } from '../src/modules/rewards/repo.ts';
import { seedDemoRewards } from '../src/modules/rewards/seed.ts';
import { SEED_REWARDS } from '../src/modules/rewards/seed-data.ts';
import { claimReference } from '../src/modules/rewards/service.ts';
import { listEntries } from '../src/modules/wallet/repo.ts';
import {
  bearer,
  loginOk,
  startAccountsApp,
  startTrial,
  type AccountsTestApp,
} from './account-helpers.ts';
import { expectError, json } from './helpers.ts';

const { rewards, wallet } = endpoints;
type Headers = Record<string, string>;

const MERCHANT = 'KALARO';
const DAY_MS = 24 * 60 * 60 * 1000;
const claimUrl = (id: number | string) => rewards.claim.path.replace(':id', String(id));
const minor = (money: string) => Math.round(Number(money) * 100);

describe('rewards centre', () => {
  let t: AccountsTestApp;
  let demo: Headers;
  let agent: Headers;

  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
  const claim = (headers: Headers, id: number | string) =>
    t.app.inject({ method: 'POST', url: claimUrl(id), headers });

  const list = async (headers: Headers, language = 'EN') => {
    const r = await get(`${rewards.list.path}?language=${language}`, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(rewardsValue).parse(json(r)).value!;
  };
  const unclaimed = async (headers: Headers) => {
    const r = await get(rewards.unclaimedCount.path, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(z.number().int()).parse(json(r)).value!;
  };
  const balance = async (headers: Headers) => {
    const r = await get(wallet.balance.path, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(walletBalance).parse(json(r)).value!.sumBalance;
  };
  const bonusEntries = async (username: string, rewardId: number) => {
    const member = await findMemberByUsername(t.app.db, MERCHANT, username);
    return (await listEntries(t.app.db, member!.id)).filter(
      (e) => e.reference === claimReference(rewardId),
    );
  };

  const inEffect = SEED_REWARDS.filter((s) => s.endDays === undefined || s.endDays > 0);
  const expired = SEED_REWARDS.find((s) => s.endDays !== undefined && s.endDays < 0)!;
  let byTitle: Map<string, Reward>;
  let expiredId: number;

  beforeAll(async () => {
    t = await startAccountsApp();
    demo = bearer((await loginOk(t, 'demo', 'Demo1234', '10.40.0.1')).token);
    agent = bearer((await loginOk(t, 'agent', 'Agent1234', '10.40.0.2')).token);
    byTitle = new Map((await list(demo)).list.map((r) => [r.title, r]));
    // The seeded ended reward: ids follow the seed order.
    const ids = [...byTitle.values()].map((r) => r.id);
    expiredId = Math.max(...ids) + 1;
  });
  afterAll(() => t.close());

  const rewardId = (title: string) => byTitle.get(title)!.id;

  it('asks a visitor to log in (401 envelope)', async () => {
    expectError(await get(rewards.list.path), 401, 'auth.required');
    expectError(await get(rewards.unclaimedCount.path), 401, 'auth.required');
    expectError(await claim({}, 1), 401, 'auth.required');
  });

  it('lists the rewards in effect, in order, with their claim state and the unclaimed count', async () => {
    const value = await list(demo);
    expect(value.list.map((r) => r.title)).toEqual(inEffect.map((s) => s.translations.EN.title));
    expect(value.list.map((r) => r.title)).not.toContain(expired.translations.EN.title);
    expect(value.list.map((r) => [r.amount, r.promotionType])).toEqual([
      ['50.00', null],
      ['20.00', 'REFERRAL'],
      ['10.00', 'MISSION'],
    ]);
    expect(value.list.every((r) => r.status === 'available' && r.claimedAt === null)).toBe(true);
    expect(value.list[0]!.expiresAt).toBeNull();
    expect(Date.parse(value.list[2]!.expiresAt!)).toBeGreaterThan(t.clock.now());
    expect(value.list[0]!.description).toMatch(/<strong>₱50\.00<\/strong>/);
    expect(value.unclaimedCount).toBe(3);
    expect(await unclaimed(demo)).toBe(3);

    const ty = await list(demo, 'TY');
    expect(ty.list.map((r) => r.title)).toEqual(inEffect.map((s) => s.translations.TY.title));
  });

  it('refuses bad parameters with a 400 errorCode', async () => {
    for (const r of [
      await get(`${rewards.list.path}?language=XX`, demo),
      await get(`${rewards.list.path}?status=claimed`, demo),
      await claim(demo, 'abc'),
      await claim(demo, 0),
      await claim(demo, 2 ** 31),
    ]) {
      expectError(r, 400, 'validation.failed');
    }
  });

  it('credits a claim through the ledger once; a second claim is refused', async () => {
    const welcome = rewardId('Welcome bonus');
    const before = await balance(demo);
    const r = await claim(demo, welcome);
    expect(r.statusCode, r.body).toBe(200);
    const value = envelope(claimValue).parse(json(r)).value!;
    expect(value).toEqual({
      rewardId: welcome,
      amount: '50.00',
      sumBalance: ((minor(before) + 5_000) / 100).toFixed(2),
    });
    expect(await balance(demo)).toBe(value.sumBalance);

    const entries = await bonusEntries('demo', welcome);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: 'bonus',
      amountMinor: 5_000,
      balanceAfterMinor: minor(value.sumBalance),
    });

    expectError(await claim(demo, welcome), 409, 'reward.already_claimed');
    expect(await balance(demo)).toBe(value.sumBalance);
    expect(await bonusEntries('demo', welcome)).toHaveLength(1);

    const after = await list(demo);
    const claimed = after.list.find((x) => x.id === welcome)!;
    expect(claimed.status).toBe('claimed');
    expect(Date.parse(claimed.claimedAt!)).toBe(t.clock.now());
    expect(after.unclaimedCount).toBe(2);
    expect(await unclaimed(demo)).toBe(2);
    // Another member's rewards are their own.
    expect(await unclaimed(agent)).toBe(3);
  });

  it('credits once when claims of the same reward race', async () => {
    const referral = rewardId('Invite a friend');
    const before = minor(await balance(agent));
    const results = await Promise.all(Array.from({ length: 6 }, () => claim(agent, referral)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expectError(r, 409, 'reward.already_claimed');
    }
    const won = envelope(claimValue).parse(json(results.find((r) => r.statusCode === 200)!));
    expect(won.value!.sumBalance).toBe(((before + 2_000) / 100).toFixed(2));
    expect(minor(await balance(agent))).toBe(before + 2_000);
    expect(await bonusEntries('agent', referral)).toHaveLength(1);
    expect(await unclaimed(agent)).toBe(2);
  });

  it('answers an unknown reward as not found, an ended or not yet started one as not running', async () => {
    expectError(await claim(demo, expiredId), 409, 'campaign.not_active');
    expectError(await claim(demo, 2 ** 31 - 1), 404, 'reward.not_found');
    await insertRewards(t.app.db, [
      {
        translations: { EN: { title: 'Coming soon', description: '<p>Soon</p>' } },
        amountMinor: 700,
        startAt: new Date(t.clock.now() + DAY_MS),
        sortOrder: 1,
      },
    ]);
    const value = await list(demo);
    expect(value.list.map((r) => r.title)).not.toContain('Coming soon');
    expect(value.unclaimedCount).toBe(2);
    expectError(await claim(demo, expiredId + 1), 409, 'campaign.not_active');
    expect(await bonusEntries('demo', expiredId)).toHaveLength(0);
  });

  it('refuses a trial account (a real account is needed)', async () => {
    const trial = bearer(await startTrial(t, '10.40.1.1'));
    expectError(await claim(trial, rewardId('Daily mission reward')), 403, 'auth.trial_restricted');
  });

  it('follows the clock: a reward starts and ends on time', async () => {
    t.clock.advance(DAY_MS + 1);
    // Sessions end after a day: log in again.
    const fresh = bearer((await loginOk(t, 'demo', 'Demo1234', '10.40.0.3')).token);
    const value = await list(fresh);
    expect(value.list[0]).toMatchObject({ title: 'Coming soon', amount: '7.00' });
    expect(value.unclaimedCount).toBe(3);

    const mission = rewardId('Daily mission reward');
    const endsAt = Date.parse(byTitle.get('Daily mission reward')!.expiresAt!);
    t.clock.advance(endsAt - t.clock.now());
    const again = bearer((await loginOk(t, 'demo', 'Demo1234', '10.40.0.4')).token);
    expect((await list(again)).list.map((r) => r.id)).not.toContain(mission);
    expectError(await claim(again, mission), 409, 'campaign.not_active');
  });

  it('seeds only an empty rewards centre', async () => {
    expect(await seedDemoRewards(t.app.db)).toBe(0);
  });
});
