import { campaign, campaignsValue, type Campaign } from '@kalaro/contract/campaigns';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissionPayouts } from '../src/modules/missions/payouts.ts';
import { firstGameOfTypes } from '../src/modules/missions/repo.ts';
import { insertApplication } from '../src/modules/promotions/repo.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, expectError, json, usingPostgres } from './helpers.ts';
import { insertSettledBet, memberWithBalance, type Headers } from './slot-helpers.ts';

type Response = Awaited<ReturnType<AccountsTestApp['app']['inject']>>;
const { admin, rewards, redRain, promotions } = endpoints;
const MINUTE = 60_000;
const DAY = 86_400_000;

const expectOk = (r: Response) => expect(r.statusCode, r.body).toBe(200);

/**
 * Every reward, mission, promotion and red rain has a window, a state
 * and budgets in total and per member; the admin API creates and changes them;
 * claims and payouts past a budget, outside the window or while paused are refused.
 */
describe('campaign budgets', () => {
  let t: AccountsTestApp;
  const iso = (offsetMs: number) => new Date(t.clock.now() + offsetMs).toISOString();
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = adminHeaders,
  ): Promise<Response> =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const saved = (r: Response): Campaign => {
    expectOk(r);
    return envelope(campaign).parse(json(r)).value!;
  };
  const patch = (kind: string, id: number, body: unknown) =>
    call(
      'PATCH',
      admin.updateCampaign.path.replace(':kind', kind).replace(':id', String(id)),
      body,
    );
  const listed = async (kind: string, id: number) => {
    const r = await call('GET', `${admin.listCampaigns.path}?kind=${kind}`);
    expectOk(r);
    return envelope(campaignsValue)
      .parse(json(r))
      .value!.list.find((c) => c.id === id)!;
  };
  const rewardBody = (over: Record<string, unknown> = {}) => ({
    translations: { EN: { title: 'Budgeted bonus', description: 'Once each' } },
    amount: '5.00',
    startAt: iso(-MINUTE),
    endAt: iso(DAY),
    budget: '10.00',
    ...over,
  });
  const createReward = async (over: Record<string, unknown> = {}) =>
    saved(await call('POST', admin.createReward.path, rewardBody(over)));
  const claimReward = (headers: Headers, id: number) =>
    t.app.inject({
      method: 'POST',
      url: rewards.claim.path.replace(':id', String(id)),
      headers,
    });
  const ledgerTotal = async (reference: string) => {
    const result = (await t.app.db.execute(
      sql`select coalesce(sum(amount_minor), 0) as total, count(*) as n from ledger_entries where reference like ${reference}`,
    )) as unknown as { rows: { total: string | number; n: string | number }[] };
    return { total: Number(result.rows[0]!.total), n: Number(result.rows[0]!.n) };
  };
  const member = () => memberWithBalance(t, 0);

  beforeAll(async () => {
    t = await startAccountsApp();
  }, 120_000);
  afterAll(() => t.close());

  describe('admin API', () => {
    it('needs the admin token', async () => {
      expectError(
        await call('GET', admin.listCampaigns.path, undefined, {}),
        401,
        'admin.token_invalid',
      );
      expectError(
        await call('POST', admin.createReward.path, rewardBody(), { authorization: 'Bearer nope' }),
        401,
        'admin.token_invalid',
      );
    });

    it('answers bad input with 400 validation.failed, never a 500', async () => {
      const bad: [string, unknown][] = [
        [admin.createReward.path, rewardBody({ amount: 5 })],
        [admin.createReward.path, rewardBody({ budget: '-10.00' })],
        [admin.createReward.path, rewardBody({ budget: undefined })],
        [admin.createReward.path, rewardBody({ extra: true })],
        [admin.createReward.path, rewardBody({ endAt: iso(-2 * MINUTE) })],
        [admin.createReward.path, rewardBody({ endAt: iso(-MINUTE / 2), startAt: iso(-MINUTE) })],
        [admin.createReward.path, rewardBody({ budget: '9'.repeat(5000) })],
        [
          admin.createReward.path,
          rewardBody({ translations: { EN: { title: 'x'.repeat(10_000), description: '' } } }),
        ],
        [
          admin.createReward.path,
          rewardBody({ translations: { TY: { title: 'x', description: '' } } }),
        ],
        [admin.createReward.path, rewardBody({ amount: '20.00' })], // above the budget
        [admin.createReward.path, rewardBody({ memberBudget: '1.00' })], // above the member budget
        [admin.createReward.path, rewardBody({ budget: '999999999999.99' })],
        [
          admin.createMission.path,
          { translations: { EN: { title: 'M', description: '' } }, metric: 'luck' },
        ],
        [admin.createPromotion.path, { acceptsApplications: 'yes' }],
        [
          admin.createRedRain.path,
          {
            startsAt: iso(MINUTE),
            endsAt: iso(2 * MINUTE),
            budget: '1.00',
            minAmount: '1.00',
            maxAmount: '1.00',
            claimsPerMember: 1,
            memberBudget: '0',
          },
        ],
      ];
      for (const [url, body] of bad) {
        const r = await call('POST', url, body);
        expect(r.statusCode, `${url} ${JSON.stringify(body).slice(0, 200)} → ${r.body}`).toBe(400);
        expect(json(r).errorCode).toBe('validation.failed');
      }
      const notJson = await call('POST', admin.createReward.path, 'not json at all');
      expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
      expect(notJson.statusCode).toBeLessThan(500);
      const reward = await createReward();
      for (const body of [
        {},
        { status: 'gone' },
        { budget: -1 },
        { endAt: iso(-DAY) },
        { startAt: iso(2 * DAY) },
        { budget: '10.00', colour: 'red' },
        { memberBudget: 'x'.repeat(20_000) },
      ]) {
        const r = await patch('reward', reward.id, body);
        expect(r.statusCode, `${JSON.stringify(body).slice(0, 100)} → ${r.body}`).toBe(400);
        expect(json(r).errorCode).toBe('validation.failed');
      }
      expectError(await patch('bonus', reward.id, { status: 'paused' }), 400, 'validation.failed');
      expectError(await patch('reward', 0, { status: 'paused' }), 400, 'validation.failed');
      expectError(
        await patch('reward', 2 ** 31 - 1, { status: 'paused' }),
        404,
        'campaign.not_found',
      );
      expectError(
        await call('GET', `${admin.listCampaigns.path}?kind=nope`),
        400,
        'validation.failed',
      );
    });

    it('lists every kind with its spent against its budget; legacy rows are unbounded', async () => {
      const r = await call('GET', admin.listCampaigns.path);
      expectOk(r);
      const list = envelope(campaignsValue).parse(json(r)).value!.list;
      expect(new Set(list.map((c) => c.kind))).toEqual(new Set(['reward', 'mission', 'promotion']));
      // The demo seed's rows predate budgets.
      expect(list.some((c) => c.budget === null && c.left === null)).toBe(true);
    });
  });

  describe('rewards', () => {
    it('refuses a claim before the start and after the end', async () => {
      const reward = await createReward({ startAt: iso(MINUTE), endAt: iso(2 * MINUTE) });
      const m = await member();
      expectError(await claimReward(m.headers, reward.id), 409, 'campaign.not_active');
      t.clock.advance(2 * MINUTE);
      expectError(await claimReward(m.headers, reward.id), 409, 'campaign.not_active');
      expect((await ledgerTotal(`reward:${reward.id}`)).n).toBe(0);
    });

    it('refuses a claim while paused, pays again once resumed, and an ended reward stays ended', async () => {
      const reward = await createReward();
      const [a, b] = [await member(), await member()];
      expect(saved(await patch('reward', reward.id, { status: 'paused' })).status).toBe('paused');
      expectError(await claimReward(a.headers, reward.id), 409, 'campaign.not_active');
      saved(await patch('reward', reward.id, { status: 'active' }));
      expectOk(await claimReward(a.headers, reward.id));
      saved(await patch('reward', reward.id, { status: 'ended' }));
      expectError(await claimReward(b.headers, reward.id), 409, 'campaign.not_active');
      expectError(
        await patch('reward', reward.id, { status: 'active' }),
        409,
        'campaign.not_active',
      );
      expect(await ledgerTotal(`reward:${reward.id}`)).toEqual({ total: 500, n: 1 });
    });

    it('pays up to the total budget, then refuses; the budget cannot drop below what was spent', async () => {
      const reward = await createReward({ budget: '10.00' });
      const members = [await member(), await member(), await member()];
      expectOk(await claimReward(members[0]!.headers, reward.id));
      expectError(await patch('reward', reward.id, { budget: '4.00' }), 400, 'validation.failed');
      expectOk(await claimReward(members[1]!.headers, reward.id));
      expectError(
        await claimReward(members[2]!.headers, reward.id),
        409,
        'campaign.budget_exhausted',
      );
      expect(await ledgerTotal(`reward:${reward.id}`)).toEqual({ total: 1000, n: 2 });
      expect(await listed('reward', reward.id)).toMatchObject({
        budget: '10.00',
        spent: '10.00',
        left: '0.00',
      });
      // Raised, it pays again.
      saved(await patch('reward', reward.id, { budget: '15.00' }));
      expectOk(await claimReward(members[2]!.headers, reward.id));
      expect((await ledgerTotal(`reward:${reward.id}`)).total).toBe(1500);
    });

    it('refuses a claim past the per-member budget', async () => {
      const reward = await createReward({ memberBudget: '5.00' });
      saved(await patch('reward', reward.id, { memberBudget: '4.00' }));
      const m = await member();
      expectError(await claimReward(m.headers, reward.id), 409, 'campaign.member_budget_exhausted');
      expect((await ledgerTotal(`reward:${reward.id}`)).n).toBe(0);
      expect((await listed('reward', reward.id)).spent).toBe('0.00');
    });
  });

  describe('red rains', () => {
    const scheduleRain = async (over: Record<string, unknown> = {}) => {
      const r = await call('POST', admin.createRedRain.path, {
        startsAt: iso(MINUTE),
        endsAt: iso(10 * MINUTE),
        budget: '5.00',
        minAmount: '1.00',
        maxAmount: '1.00',
        claimsPerMember: 5,
        ...over,
      });
      expectOk(r);
      return json<{ value: { id: number; memberBudget: string | null } }>(r).value;
    };
    const claimEnvelope = (headers: Headers, id: number, key: string) =>
      t.app.inject({
        method: 'POST',
        url: redRain.claim.path.replace(':id', String(id)),
        headers,
        payload: { idempotencyKey: key },
      });
    let seq = 0;
    const key = () => `budget-key-${String(++seq).padStart(5, '0')}`;

    it('refuses before it falls, while paused, past the per-member and the total budget', async () => {
      const rain = await scheduleRain({ memberBudget: '2.00' });
      expect(rain.memberBudget).toBe('2.00');
      const [a, b, c] = [await member(), await member(), await member()];
      expectError(await claimEnvelope(a.headers, rain.id, key()), 409, 'red_rain.not_live');
      t.clock.advance(2 * MINUTE);
      saved(await patch('red-rain', rain.id, { status: 'paused' }));
      expectError(await claimEnvelope(a.headers, rain.id, key()), 409, 'campaign.not_active');
      saved(await patch('red-rain', rain.id, { status: 'active' }));
      expectOk(await claimEnvelope(a.headers, rain.id, key()));
      expectOk(await claimEnvelope(a.headers, rain.id, key()));
      expectError(
        await claimEnvelope(a.headers, rain.id, key()),
        409,
        'campaign.member_budget_exhausted',
      );
      expectOk(await claimEnvelope(b.headers, rain.id, key()));
      expectOk(await claimEnvelope(b.headers, rain.id, key()));
      expectOk(await claimEnvelope(c.headers, rain.id, key()));
      expectError(await claimEnvelope(c.headers, rain.id, key()), 409, 'red_rain.exhausted');
      expect(await ledgerTotal(`Red envelope rain ${rain.id}`)).toEqual({ total: 500, n: 5 });
      expect(await listed('red-rain', rain.id)).toMatchObject({
        budget: '5.00',
        memberBudget: '2.00',
        spent: '5.00',
        left: '0.00',
      });
      t.clock.advance(10 * MINUTE);
      expectError(await claimEnvelope(c.headers, rain.id, key()), 409, 'red_rain.not_live');
    });
  });

  describe('missions', () => {
    it('pays prizes within the total and per-member budgets; a paused mission pays on resume', async () => {
      let dayStart = Math.floor(t.clock.now() / DAY) * DAY;
      if (t.clock.now() - dayStart < 5 * MINUTE) {
        t.clock.advance(5 * MINUTE);
        dayStart = Math.floor(t.clock.now() / DAY) * DAY;
      }
      const [game] = await firstGameOfTypes(t.app.db, ['LIVE']);
      const [first, second] = [await member(), await member()];
      const yesterday = new Date(dayStart - DAY / 2);
      await insertSettledBet(t, first.memberId, game!, { stakeMinor: 900_000_000, at: yesterday });
      await insertSettledBet(t, second.memberId, game!, { stakeMinor: 800_000_000, at: yesterday });
      const create = (over: Record<string, unknown>) =>
        call('POST', admin.createMission.path, {
          translations: { EN: { title: 'Budgeted race', description: '' } },
          metric: 'turnover',
          period: 'daily',
          prizes: [
            { fromRank: 1, toRank: 1, amount: '30.00' },
            { fromRank: 2, toRank: 2, amount: '20.00' },
          ],
          // Only yesterday's period is in the window.
          startAt: new Date(dayStart - DAY).toISOString(),
          endAt: new Date(dayStart + 3 * DAY).toISOString(),
          budget: '40.00',
          ...over,
        });
      const total = saved(await create({}));
      const perMember = saved(await create({ budget: '100.00' }));
      saved(await patch('mission', perMember.id, { memberBudget: '25.00' }));
      const paused = saved(await create({ budget: '100.00' }));
      saved(await patch('mission', paused.id, { status: 'paused' }));

      const payouts = new MissionPayouts(t.app.db, { now: t.clock.now, scheduler: false });
      await payouts.pass();
      // Total 40.00: the first prize (30.00) is paid, the second (20.00) would pass it.
      expect(await ledgerTotal(`mission:${total.id}:%`)).toEqual({ total: 3000, n: 1 });
      // Per member 25.00: the first prize is refused, the second paid.
      expect(await ledgerTotal(`mission:${perMember.id}:%`)).toEqual({ total: 2000, n: 1 });
      expect(await ledgerTotal(`mission:${paused.id}:%`)).toEqual({ total: 0, n: 0 });
      expect((await listed('mission', total.id)).spent).toBe('30.00');

      saved(await patch('mission', paused.id, { status: 'active' }));
      await new MissionPayouts(t.app.db, { now: t.clock.now, scheduler: false }).pass();
      expect(await ledgerTotal(`mission:${paused.id}:%`)).toEqual({ total: 5000, n: 2 });
      expect(await ledgerTotal(`mission:${total.id}:%`)).toEqual({ total: 3000, n: 1 });
    });

    it('pays nothing for a period outside its window', async () => {
      const dayStart = Math.floor(t.clock.now() / DAY) * DAY;
      const [game] = await firstGameOfTypes(t.app.db, ['LIVE']);
      const winner = await member();
      await insertSettledBet(t, winner.memberId, game!, {
        stakeMinor: 990_000_000,
        at: new Date(dayStart - DAY / 2),
      });
      const later = saved(
        await call('POST', admin.createMission.path, {
          translations: { EN: { title: 'Starts today', description: '' } },
          metric: 'turnover',
          period: 'daily',
          prizes: [{ fromRank: 1, toRank: 1, amount: '30.00' }],
          startAt: new Date(dayStart).toISOString(),
          endAt: new Date(dayStart + DAY).toISOString(),
          budget: '100.00',
        }),
      );
      await new MissionPayouts(t.app.db, { now: t.clock.now, scheduler: false }).pass();
      expect((await ledgerTotal(`mission:${later.id}:%`)).n).toBe(0);
    });
  });

  describe('promotions', () => {
    const createPromotion = async (over: Record<string, unknown> = {}) =>
      saved(
        await call('POST', admin.createPromotion.path, {
          translations: { EN: { title: 'Share a win', summary: '', content: '<p>Share</p>' } },
          acceptsApplications: true,
          bonus: '10.00',
          startAt: iso(-MINUTE),
          endAt: iso(DAY),
          budget: '15.00',
          ...over,
        }),
      );
    const applyFor = async (promotionId: number, memberId: string) =>
      (
        await insertApplication(t.app.db, {
          promotionId,
          memberId,
          comment: 'my win',
          createdAt: new Date(t.clock.now()),
        })
      ).id;
    const review = (id: number, status: 'approved' | 'rejected') =>
      call(promotions.review.method, promotions.review.path.replace(':id', String(id)), { status });
    const applyCall = (headers: Headers, id: number) => {
      const boundary = 'budgetboundary';
      return t.app.inject({
        method: 'POST',
        url: promotions.apply.path.replace(':id', String(id)),
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\nmy win\r\n--${boundary}--\r\n`,
      });
    };

    it('refuses an application before the start or while paused', async () => {
      const later = await createPromotion({ startAt: iso(MINUTE), endAt: iso(DAY) });
      const m = await member();
      expectError(await applyCall(m.headers, later.id), 409, 'campaign.not_active');
      const now = await createPromotion();
      saved(await patch('promotion', now.id, { status: 'paused' }));
      expectError(await applyCall(m.headers, now.id), 409, 'campaign.not_active');
      saved(await patch('promotion', now.id, { status: 'active' }));
      expectOk(await applyCall(m.headers, now.id));
    });

    it('pays the bonus on approval within the budgets; refused, the application stays pending', async () => {
      const promo = await createPromotion();
      const [a, b] = [await member(), await member()];
      const first = await applyFor(promo.id, a.memberId);
      const second = await applyFor(promo.id, b.memberId);
      expectOk(await review(first, 'approved'));
      // Approving again pays nothing more.
      expectOk(await review(first, 'approved'));
      expectError(await review(second, 'approved'), 409, 'campaign.budget_exhausted');
      const [row] = (
        (await t.app.db.execute(
          sql`select status from promotion_applications where id = ${second}`,
        )) as unknown as { rows: { status: string }[] }
      ).rows;
      expect(row!.status).toBe('pending');
      expect(await ledgerTotal(`promotion:${promo.id}`)).toEqual({ total: 1000, n: 1 });

      const capped = await createPromotion({ budget: '100.00' });
      saved(await patch('promotion', capped.id, { memberBudget: '5.00' }));
      expectError(
        await review(await applyFor(capped.id, a.memberId), 'approved'),
        409,
        'campaign.member_budget_exhausted',
      );
      const paused = await createPromotion({ budget: '100.00' });
      const pending = await applyFor(paused.id, a.memberId);
      saved(await patch('promotion', paused.id, { status: 'paused' }));
      expectError(await review(pending, 'approved'), 409, 'campaign.not_active');
      expect(
        (await ledgerTotal(`promotion:${capped.id}`)).n +
          (await ledgerTotal(`promotion:${paused.id}`)).n,
      ).toBe(0);
    });
  });

  describe.skipIf(!usingPostgres)('under concurrency (PostgreSQL)', () => {
    it('200 concurrent claims against a budget of 50 pay exactly 50, and the ledger agrees', async () => {
      const reward = await createReward({ amount: '1.00', budget: '50.00' });
      const members = [];
      for (let i = 0; i < 200; i++) members.push(await member());
      const answers = await Promise.all(members.map((m) => claimReward(m.headers, reward.id)));
      const paid = answers.filter((r) => r.statusCode === 200);
      for (const r of answers.filter((a) => a.statusCode !== 200)) {
        expectError(r, 409, 'campaign.budget_exhausted');
      }
      expect(paid).toHaveLength(50);
      expect(await ledgerTotal(`reward:${reward.id}`)).toEqual({ total: 5000, n: 50 });
      expect((await listed('reward', reward.id)).spent).toBe('50.00');
    });

    it("a member's racing envelopes stay within the per-member budget", async () => {
      const start = t.clock.now() + 400 * DAY;
      const r = await call('POST', admin.createRedRain.path, {
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 10 * MINUTE).toISOString(),
        budget: '100.00',
        minAmount: '1.00',
        maxAmount: '1.00',
        claimsPerMember: 50,
        memberBudget: '5.00',
      });
      expectOk(r);
      const rainId = json<{ value: { id: number } }>(r).value.id;
      t.clock.advance(start - t.clock.now() + MINUTE);
      const m = await member();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: redRain.claim.path.replace(':id', String(rainId)),
            headers: m.headers,
            payload: { idempotencyKey: `race-member-${String(i).padStart(4, '0')}` },
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
      for (const a of answers.filter((x) => x.statusCode !== 200)) {
        expectError(a, 409, 'campaign.member_budget_exhausted');
      }
      expect(await ledgerTotal(`Red envelope rain ${rainId}`)).toEqual({ total: 500, n: 5 });
    });
  });
});
