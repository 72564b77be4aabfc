import {
  adminAgentPayout,
  adminAgentPayoutsValue,
  agentPayoutsValue,
  type AdminAgentPayout,
} from '@kalaro/contract/agent';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/accounts/sessions.ts';
import { findMemberById } from '../src/modules/accounts/repo.ts';
import { agentPayoutKey, periodAt } from '../src/modules/agent/model.ts';
import { AgentPayouts } from '../src/modules/agent/payouts.ts';
import { bearer, startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { addBet, payoutState, payoutTeam, type PayoutAgent } from './agent-payout-helpers.ts';
import { adminHeaders, json, putOperatorConfig } from './helpers.ts';

const { agent: api } = endpoints;
const NOW = Date.parse('2026-11-25T10:30:00Z');
const YESTERDAY = periodAt('day', NOW - 86_400_000, 0);
const inYesterday = new Date(YESTERDAY.start + 12 * 3_600_000);

describe('agent payouts: paid once by the scheduler, above the threshold after review', () => {
  let t: AccountsTestApp;
  let small: PayoutAgent;
  let large: PayoutAgent;
  let refused: PayoutAgent;
  const pass = () => new AgentPayouts(t.app.db, { now: t.clock.now, scheduler: false }).pass();
  const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: adminHeaders, ...(payload ? { payload } : {}) });
  const listOf = async (search: string) => {
    const r = await admin('GET', `${api.adminPayouts.path}?${search}`);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(adminAgentPayoutsValue).parse(json(r)).value!;
  };
  const pendingOf = async (userName: string): Promise<AdminAgentPayout> =>
    (await listOf(`userName=${userName}&status=pending`)).list[0]!;
  const act = (id: number | string, action: 'approve' | 'reject' | 'recalculate', body?: unknown) =>
    admin('POST', `/wps/admin/agent-payouts/${id}/${action}`, body);

  beforeAll(async () => {
    t = await startAccountsApp();
    t.clock.t = NOW;
    await putOperatorConfig(t, (c) => {
      c.agent.payouts = { reviewAbove: '50.00', utcOffset: 0 };
    });
    const team = await payoutTeam(t.app.db, {
      prefix: 'po',
      agents: 3,
      contracts: [{ kind: 'dailySalary', rateBp: 100 }],
      since: new Date(NOW - 10 * 86_400_000),
    });
    [small, large, refused] = team.agents as [PayoutAgent, PayoutAgent, PayoutAgent];
    await addBet(t.app.db, small.playerId, 100_000, inYesterday); // 1 % of 1,000.00 = 10.00
    await addBet(t.app.db, large.playerId, 1_000_000, inYesterday); // 100.00: above 50.00
    await addBet(t.app.db, refused.playerId, 2_000_000, inYesterday); // 200.00
    // Today's bets belong to a period that has not ended.
    await addBet(t.app.db, small.playerId, 500_000, new Date(NOW - 60_000));
  }, 120_000);
  afterAll(() => t.close());

  it('pays a period below the threshold at once and holds the ones above it', async () => {
    // The demo team (seeded with the app) is paid too: at least our three.
    expect(await pass()).toBeGreaterThanOrEqual(3);
    const paid = await payoutState(t.app.db, small.id);
    expect(paid.rows).toHaveLength(1);
    expect(paid.rows[0]).toMatchObject({
      kind: 'dailySalary',
      status: 'paid',
      amountMinor: 1_000,
      baseMinor: 100_000,
      rateBp: 100,
    });
    expect(paid.rows[0]!.periodStart.getTime()).toBe(YESTERDAY.start);
    expect(paid.credits).toEqual([
      { key: agentPayoutKey(small.id, 'dailySalary', YESTERDAY.start), amountMinor: 1_000 },
    ]);
    expect(paid.balanceMinor).toBe(1_000);

    const held = await payoutState(t.app.db, large.id);
    expect(held.rows.map((r) => [r.status, r.amountMinor])).toEqual([['pending', 10_000]]);
    expect(held.credits).toEqual([]);
    expect(held.balanceMinor).toBe(0);
  });

  it('writes nothing more on the next passes (each period once)', async () => {
    expect(await pass()).toBe(0);
    const racing = await Promise.all([
      new AgentPayouts(t.app.db, { now: t.clock.now, scheduler: false }).pass(),
      new AgentPayouts(t.app.db, { now: t.clock.now, scheduler: false }).pass(),
    ]);
    expect(racing).toEqual([0, 0]);
    expect((await payoutState(t.app.db, small.id)).credits).toHaveLength(1);
  });

  it('lists payouts for the operator by status, kind and agent, paged', async () => {
    const pending = await listOf('status=pending&kind=dailySalary');
    expect(pending.list.map((p) => p.userName).sort()).toEqual([large.userName, refused.userName]);
    expect(pending.list.every((p) => p.status === 'pending' && p.paidAt === null)).toBe(true);
    const mine = await listOf(`userName=${small.userName}`);
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({
      kind: 'dailySalary',
      period: YESTERDAY.label,
      base: '1000.00',
      rate: '1.00',
      amount: '10.00',
      status: 'paid',
    });
    // (The demo seed's dividends awaiting review are of another kind.)
    const page = await listOf('status=pending&kind=dailySalary&pageSize=1&pageNo=2');
    expect(page).toMatchObject({ pageNum: 2, total: 2, totalPages: 2 });
    const first = await listOf('status=pending&kind=dailySalary&pageSize=1&pageNo=1');
    expect([...first.list, ...page.list].map((p) => p.userName).sort()).toEqual([
      large.userName,
      refused.userName,
    ]);
    expect((await listOf('kind=hourlySalary')).total).toBe(0);
  });

  it('recalculates a pending payout from the data now, before it is paid', async () => {
    const payout = await pendingOf(large.userName);
    await addBet(t.app.db, large.playerId, 100_000, inYesterday);
    const r = await act(payout.id, 'recalculate');
    expect(r.statusCode, r.body).toBe(200);
    expect(envelope(adminAgentPayout).parse(json(r)).value).toMatchObject({
      id: payout.id,
      status: 'pending',
      base: '11000.00',
      amount: '110.00',
    });
    expect((await payoutState(t.app.db, large.id)).balanceMinor).toBe(0);
  });

  it('approving pays once; approving again, or rejecting a paid one, is a 409', async () => {
    const payout = await pendingOf(large.userName);
    const r = await act(payout.id, 'approve');
    expect(r.statusCode, r.body).toBe(200);
    expect(envelope(adminAgentPayout).parse(json(r)).value).toMatchObject({
      status: 'paid',
      amount: '110.00',
    });
    const twice = await Promise.all([act(payout.id, 'approve'), act(payout.id, 'approve')]);
    for (const again of twice) {
      expect(again.statusCode).toBe(409);
      expect(json(again)).toMatchObject({
        success: false,
        errorCode: 'agent.payout_already_paid',
      });
    }
    const reject = await act(payout.id, 'reject', { reason: 'too late' });
    expect(json(reject)).toMatchObject({ errorCode: 'agent.payout_already_paid' });
    expect(reject.statusCode).toBe(409);
    const recalc = await act(payout.id, 'recalculate');
    expect(recalc.statusCode).toBe(409);
    const state = await payoutState(t.app.db, large.id);
    expect(state.credits).toEqual([
      { key: agentPayoutKey(large.id, 'dailySalary', YESTERDAY.start), amountMinor: 11_000 },
    ]);
    expect(state.balanceMinor).toBe(11_000);
  });

  it('a rejected payout is never paid, and cannot be approved afterwards', async () => {
    const payout = await pendingOf(refused.userName);
    const r = await act(payout.id, 'reject', { reason: 'Bonus abuse under review' });
    expect(r.statusCode, r.body).toBe(200);
    expect(envelope(adminAgentPayout).parse(json(r)).value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Bonus abuse under review',
      paidAt: null,
    });
    for (const action of ['approve', 'recalculate', 'reject'] as const) {
      const again = await act(payout.id, action, action === 'reject' ? { reason: 'x' } : undefined);
      expect(again.statusCode).toBe(409);
      expect(json(again)).toMatchObject({ errorCode: 'agent.payout_rejected' });
    }
    expect(await pass()).toBe(0); // the period stays decided
    const state = await payoutState(t.app.db, refused.id);
    expect(state.rows.map((row) => row.status)).toEqual(['rejected']);
    expect(state.credits).toEqual([]);
    expect(state.balanceMinor).toBe(0);
  });

  it('shows the agent its own payouts with their status', async () => {
    const member = (await findMemberById(t.app.db, refused.id))!;
    const { token } = await createSession(
      t.app.db,
      member,
      { rememberMe: true, ip: '10.7.0.9' },
      NOW,
    );
    const r = await t.app.inject({
      method: 'GET',
      url: `${api.payouts.path}?kind=dailySalary`,
      headers: bearer(token),
    });
    expect(r.statusCode, r.body).toBe(200);
    const value = envelope(agentPayoutsValue).parse(json(r)).value!;
    expect(value.list).toEqual([
      expect.objectContaining({
        period: YESTERDAY.label,
        status: 'rejected',
        amount: '200.00',
        rejectReason: 'Bonus abuse under review',
      }),
    ]);
    expect(value.total).toBe(1);
    const anonymous = await t.app.inject({ method: 'GET', url: api.payouts.path });
    expect(anonymous.statusCode).toBe(401);
  });

  it('puts each credit in the agent’s transaction records, named after its period', async () => {
    const member = (await findMemberById(t.app.db, small.id))!;
    const { token } = await createSession(
      t.app.db,
      member,
      { rememberMe: true, ip: '10.7.0.10' },
      NOW,
    );
    const r = await t.app.inject({
      method: 'GET',
      url: `${endpoints.wallet.transactions.path}?types=bonus&startDate=2026-11-20&endDate=2026-11-25`,
      headers: bearer(token),
    });
    expect(r.statusCode, r.body).toBe(200);
    const value = json<{ value: { list: { type: string; amount: string; reference: string }[] } }>(
      r,
    ).value;
    expect(value.list).toEqual([
      expect.objectContaining({
        type: 'bonus',
        amount: '10.00',
        reference: `Daily salary ${YESTERDAY.label}`,
      }),
    ]);
  });

  it('answers bad input and unknown payouts with a 4xx, never a 500', async () => {
    const noToken = await t.app.inject({ method: 'GET', url: api.adminPayouts.path });
    expect(noToken.statusCode).toBe(401);
    const noTokenApprove = await t.app.inject({
      method: 'POST',
      url: '/wps/admin/agent-payouts/1/approve',
    });
    expect(noTokenApprove.statusCode).toBe(401);
    const cases = [
      ['GET', `${api.adminPayouts.path}?status=bogus`, undefined, 400],
      ['GET', `${api.adminPayouts.path}?kind=weekly`, undefined, 400],
      ['GET', `${api.adminPayouts.path}?pageSize=0`, undefined, 400],
      ['POST', '/wps/admin/agent-payouts/abc/approve', undefined, 400],
      ['POST', '/wps/admin/agent-payouts/0/approve', undefined, 400],
      ['POST', '/wps/admin/agent-payouts/99999999999/approve', undefined, 400],
      ['POST', '/wps/admin/agent-payouts/1/reject', {}, 400],
      ['POST', '/wps/admin/agent-payouts/1/reject', { reason: '   ' }, 400],
      ['POST', '/wps/admin/agent-payouts/1/reject', { reason: 'x'.repeat(201) }, 400],
      ['POST', '/wps/admin/agent-payouts/1/reject', { reason: 'ok', extra: 1 }, 400],
      ['POST', '/wps/admin/agent-payouts/987654/approve', undefined, 404],
      ['POST', '/wps/admin/agent-payouts/987654/recalculate', undefined, 404],
    ] as const;
    for (const [method, url, payload, status] of cases) {
      const r = await admin(method, url, payload);
      expect([url, r.statusCode]).toEqual([url, status]);
      expect(json(r)).toMatchObject({ success: false });
    }
    expect(json(await act(987654, 'approve'))).toMatchObject({
      errorCode: 'agent.payout_not_found',
    });
  });

  it('pays nothing above a threshold of null: every payout at once', async () => {
    await putOperatorConfig(t, (c) => {
      c.agent.payouts = { reviewAbove: null, utcOffset: 0 };
    });
    const before = periodAt('day', NOW, 0);
    await addBet(t.app.db, refused.playerId, 3_000_000, new Date(before.start + 3_600_000));
    t.clock.t = before.end + 120_000; // the day of NOW has ended
    expect(await pass()).toBeGreaterThanOrEqual(1);
    const state = await payoutState(t.app.db, refused.id);
    expect(state.rows.map((row) => row.status).sort()).toEqual(['paid', 'rejected']);
    expect(state.balanceMinor).toBe(30_000);
    expect((await listOf(`userName=${refused.userName}&status=pending`)).total).toBe(0);
  });
  it('never pays a period overlapping one paid, when the operator changes the time zone', async () => {
    const before = (await payoutState(t.app.db, small.id)).rows;
    await putOperatorConfig(t, (c) => {
      c.agent.payouts = { reviewAbove: null, utcOffset: 480 };
    });
    // Paid at UTC so far: days up to 25 Nov. At UTC+8 the day of 26 Nov (25 Nov 16:00Z)
    // overlaps the paid 25 Nov: it is skipped; 27 Nov (26 Nov 16:00Z) is paid.
    await addBet(t.app.db, small.playerId, 100_000, new Date(NOW + 2 * 86_400_000));
    t.clock.t = NOW + 3 * 86_400_000;
    await pass();
    const rows = (await payoutState(t.app.db, small.id)).rows
      .filter((r) => r.kind === 'dailySalary')
      .sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
    expect(rows).toHaveLength(before.filter((r) => r.kind === 'dailySalary').length + 1);
    expect(rows.at(-1)!.periodStart.toISOString()).toBe('2026-11-26T16:00:00.000Z');
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.periodStart.getTime()).toBeGreaterThanOrEqual(
        rows[i - 1]!.periodEnd.getTime(),
      );
    }
  });
});

describe('the agent payout job of the server', () => {
  it('catches up when the app is ready and stops with it', async () => {
    const t = await startAccountsApp({ agentPayouts: true });
    try {
      // The catch-up pass runs in the background from onReady: the demo team's contracts are paid.
      let rows = 0;
      for (let i = 0; i < 100 && rows === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const r = await t.app.inject({
          method: 'GET',
          url: `${api.adminPayouts.path}?pageSize=1`,
          headers: adminHeaders,
        });
        rows = envelope(adminAgentPayoutsValue).parse(json(r)).value!.total;
      }
      expect(rows).toBeGreaterThan(0);
    } finally {
      await t.close(); // waits for a pass under way; a timer left behind would hang the run
    }
  }, 60_000);
});
