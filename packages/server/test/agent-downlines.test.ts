import {
  agentRebateValue,
  contractValue,
  createDownlineValue,
  pendingContractsValue,
  transferUpInfoValue,
  transferUpValue,
} from '@kalaro/contract/agent';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_PASSWORD } from '../src/modules/agent/seed.ts';
import { credit } from '../src/modules/wallet/service.ts';
import {
  bearer,
  login,
  loginOk,
  startDemoAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { expectError, json } from './helpers.ts';

const { agent } = endpoints;

describe('downlines, rebate rates and contracts', () => {
  let t: AccountsTestApp;
  let agentToken: string;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    agentToken = (await loginOk(t, 'agent', 'Agent1234')).token;
  }, 60_000);
  afterAll(() => t.close());

  const send = (
    token: string,
    route: { method: string; path: string },
    options: { params?: Record<string, string>; body?: unknown; query?: string } = {},
  ) => {
    let url = route.path;
    for (const [k, v] of Object.entries(options.params ?? {})) {
      url = url.replace(`:${k}`, encodeURIComponent(v));
    }
    return t.app.inject({
      method: route.method as 'GET',
      url: `${url}${options.query ?? ''}`,
      headers: bearer(token),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  };
  const open = (token: string, body: Record<string, unknown>) =>
    send(token, agent.createDownline, {
      body: { password: 'Open1234', confirmPassword: 'Open1234', kind: 'member', ...body },
    });
  const rateOf = async (username: string) => {
    const r = (await t.app.db.execute(
      sql`select coalesce(r.rebate_bp, 0) as bp from members m left join agent_rates r on r.member_id = m.id where m.username = ${username}`,
    )) as unknown as { rows: { bp: number }[] };
    return Number(r.rows[0]?.bp);
  };

  it('opens a downline account with a rebate rate; it logs in at once and joins the team', async () => {
    const before = envelope(agentRebateValue).parse(
      json(await send(agentToken, agent.rebate, { query: '?pageSize=100' })),
    ).value!;
    expect(before.ownRate).toBe('2.00');

    const r = await open(agentToken, { userName: 'dlplayer1', rebateRate: '1.5' });
    expect(r.statusCode, r.body).toBe(200);
    expect(envelope(createDownlineValue).parse(json(r)).value).toEqual({
      userName: 'dlplayer1',
      type: 0,
      rebateRate: '1.50',
    });
    const session = await loginOk(t, 'dlplayer1', 'Open1234');
    expect(session.customerType).toBe(0);
    // Opened by the agent, not through the registration form: no terms were accepted.
    const terms = (await t.app.db.execute(
      sql`select terms_version, terms_accepted_at from members where username = 'dlplayer1'`,
    )) as unknown as { rows: unknown[] };
    expect(terms.rows).toEqual([{ terms_version: null, terms_accepted_at: null }]);

    const after = envelope(agentRebateValue).parse(
      json(await send(agentToken, agent.rebate, { query: '?userName=DLPLAY' })),
    ).value!;
    expect(after.total).toBe(1);
    expect(after.downlines).toEqual([
      { userName: 'dlplayer1', type: 0, rebateRate: '1.50', floorRate: '0.00' },
    ]);
  });

  it('refuses a downline rate above the agent’s own, and opens nothing', async () => {
    const r = await open(agentToken, { userName: 'dlgreedy', rebateRate: '2.01' });
    expectError(r, 400, 'agent.rate_above_own');
    expect(json(r)).toMatchObject({ value: { maxRate: '2.00' } });
    expectError(
      await login(t, { username: 'dlgreedy', password: 'Open1234' }, '10.9.9.9'),
      401,
      'auth.invalid_credentials',
    );
    // The same name is still free.
    expect((await open(agentToken, { userName: 'dlgreedy', rebateRate: '2' })).statusCode).toBe(
      200,
    );
  });

  it('answers bad forms with error codes', async () => {
    expectError(
      await open(agentToken, { userName: 'dlplayer1', rebateRate: '1' }),
      409,
      'user.exists',
    );
    expectError(
      await open(agentToken, { userName: 'x', rebateRate: '1' }),
      400,
      'register.field_invalid',
    );
    expectError(
      await open(agentToken, {
        userName: 'dlshort',
        rebateRate: '1',
        password: 'short',
        confirmPassword: 'short',
      }),
      400,
      'register.field_invalid',
    );
    expectError(
      await open(agentToken, {
        userName: 'dlmismatch',
        rebateRate: '1',
        confirmPassword: 'Open12345',
      }),
      400,
      'password.confirmation_mismatch',
    );
    for (const rebateRate of ['abc', '-1', '1.234', '101', 1]) {
      expectError(
        await open(agentToken, { userName: 'dlrate', rebateRate }),
        400,
        'validation.failed',
      );
    }
    expectError(
      await open(agentToken, { userName: 'dlextra', rebateRate: '1', isAdmin: true }),
      400,
      'validation.failed',
    );
    expectError(
      await open(agentToken, { userName: 'a'.repeat(10_000), rebateRate: '1' }),
      400,
      'validation.failed',
    );
    const demo = await loginOk(t, 'demo', 'Demo1234');
    expectError(
      await open(demo.token, { userName: 'dlbydemo', rebateRate: '0' }),
      403,
      'auth.non_agent',
    );
  });

  it('sets a direct downline’s rate between what it gives its team and the agent’s own', async () => {
    const set = (token: string, userName: string, rebateRate: string) =>
      send(token, agent.setDownlineRebate, { params: { userName }, body: { rebateRate } });
    // tm001: a sub-agent at 1.50 whose own best downline has 1.00.
    const list = envelope(agentRebateValue).parse(
      json(await send(agentToken, agent.rebate, { query: '?userName=tm001' })),
    ).value!;
    expect(list.downlines[0]).toMatchObject({
      userName: 'tm001',
      rebateRate: '1.50',
      floorRate: '1.00',
    });

    expectError(await set(agentToken, 'tm001', '2.10'), 400, 'agent.rate_above_own');
    const below = await set(agentToken, 'tm001', '0.90');
    expectError(below, 409, 'agent.rate_below_downline');
    expect(json(below)).toMatchObject({ value: { minRate: '1.00' } });
    expect(await rateOf('tm001')).toBe(150);
    const ok = await set(agentToken, 'tm001', '1.2');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rateOf('tm001')).toBe(120);
    // tm002 is tm001's downline, not the agent's.
    expectError(await set(agentToken, 'tm002', '0.5'), 404, 'agent.downline_not_found');
    expectError(await set(agentToken, 'nosuchmember', '0.5'), 404, 'agent.downline_not_found');

    // tm001 may give tm002 up to its own 1.20, no more.
    const sub = await loginOk(t, 'tm001', DEMO_TEAM_PASSWORD);
    expectError(await set(sub.token, 'tm002', '1.21'), 400, 'agent.rate_above_own');
    // Racing: the agent lowers tm001 while tm001 raises tm002; whatever the order, tm002 ≤ tm001.
    const [lower, raise] = await Promise.all([
      set(agentToken, 'tm001', '1.10'),
      set(sub.token, 'tm002', '1.20'),
    ]);
    expect([lower.statusCode, raise.statusCode].sort()).toContain(200);
    expect(await rateOf('tm002')).toBeLessThanOrEqual(await rateOf('tm001'));
  });

  it('offers, lists and answers contracts; terms are never above the upline’s own', async () => {
    const pending = async (token: string) =>
      envelope(pendingContractsValue).parse(json(await send(token, agent.pendingContracts))).value!;
    const offer = (token: string, kind: string, userName: string, rate: string) =>
      send(token, agent.offerContract, { params: { kind }, body: { userName, rate } });
    const view = async (token: string, kind: string) =>
      envelope(contractValue).parse(json(await send(token, agent.contract, { params: { kind } })))
        .value!;
    const respond = (token: string, kind: string, contractId: number, accept: boolean) =>
      send(token, agent.respondContract, { params: { kind }, body: { contractId, accept } });

    // The seeded offer waiting for tm001.
    const tm001 = await loginOk(t, 'tm001', DEMO_TEAM_PASSWORD);
    expect(await pending(tm001.token)).toEqual({
      dailysalreqtype: false,
      divtypecompperiodreq: false,
      contracthoursalreq: true,
    });
    const hourly = await view(tm001.token, 'hourlySalary');
    expect(hourly.pending).toMatchObject({ rate: '0.30', offeredBy: 'agent', acceptedAt: null });
    expect(
      (await respond(tm001.token, 'hourlySalary', hourly.pending!.contractId, false)).statusCode,
    ).toBe(200);
    expect((await pending(tm001.token)).contracthoursalreq).toBe(false);
    expect((await view(tm001.token, 'hourlySalary')).active).toBeNull();

    // A new downline agent gets a daily salary offer: above the operator's 1.00 is refused.
    expect(
      (await open(agentToken, { userName: 'dlagent1', rebateRate: '1', kind: 'agent' })).statusCode,
    ).toBe(200);
    const dl = await loginOk(t, 'dlagent1', 'Open1234');
    expectError(
      await offer(agentToken, 'dailySalary', 'dlagent1', '1.01'),
      400,
      'agent.rate_above_own',
    );
    const first = await offer(agentToken, 'dailySalary', 'dlagent1', '0.5');
    expect(first.statusCode, first.body).toBe(200);
    // A second offer replaces the first before it is answered.
    expect((await offer(agentToken, 'dailySalary', 'dlagent1', '0.70')).statusCode).toBe(200);
    expect(await pending(dl.token)).toMatchObject({ dailysalreqtype: true });
    const daily = await view(dl.token, 'dailySalary');
    expect(daily.pending).toMatchObject({ rate: '0.70', offeredBy: 'agent' });
    const firstId = (json(first) as { value: { offer: { contractId: number } } }).value.offer
      .contractId;
    expectError(
      await respond(dl.token, 'dailySalary', firstId, true),
      409,
      'agent.contract_not_pending',
    );

    const accepted = await respond(dl.token, 'dailySalary', daily.pending!.contractId, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const active = envelope(contractValue).parse(json(accepted)).value!;
    expect(active.pending).toBeNull();
    expect(active.active).toMatchObject({ rate: '0.70', offeredBy: 'agent' });
    expect(active.active!.acceptedAt).not.toBeNull();
    expect(await pending(dl.token)).toEqual({
      dailysalreqtype: false,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    });
    // Answered once: a replayed accept is refused.
    expectError(
      await respond(dl.token, 'dailySalary', daily.pending!.contractId, true),
      409,
      'agent.contract_not_pending',
    );

    // dlagent1 offers its own downline agent no more than its 0.70.
    expect(
      (await open(dl.token, { userName: 'dlagent2', rebateRate: '0.5', kind: 'agent' })).statusCode,
    ).toBe(200);
    expectError(
      await offer(dl.token, 'dailySalary', 'dlagent2', '0.71'),
      400,
      'agent.rate_above_own',
    );
    expect((await offer(dl.token, 'dailySalary', 'dlagent2', '0.70')).statusCode).toBe(200);
    // Without a dividend contract of its own it can offer none.
    expectError(await offer(dl.token, 'dividend', 'dlagent2', '1'), 400, 'agent.rate_above_own');

    // Players take no contracts; someone else's downline is not found.
    expectError(
      await offer(agentToken, 'dailySalary', 'dlplayer1', '0.5'),
      403,
      'agent.contract_not_allowed',
    );
    expectError(
      await offer(agentToken, 'dailySalary', 'dlagent2', '0.5'),
      404,
      'agent.downline_not_found',
    );
    expectError(await offer(agentToken, 'weekly', 'dlagent1', '0.5'), 400, 'validation.failed');
    expectError(
      await send(dl.token, agent.respondContract, {
        params: { kind: 'dailySalary' },
        body: { contractId: 'x', accept: 'yes' },
      }),
      400,
      'validation.failed',
    );
  });

  it('transfers to the upline once per key, with the payment password; never for type 2', async () => {
    expect((await open(agentToken, { userName: 'dlsender', rebateRate: '0' })).statusCode).toBe(
      200,
    );
    const sender = await loginOk(t, 'dlsender', 'Open1234', '10.7.7.7');
    const ids = (await t.app.db.execute(
      sql`select id from members where username = 'dlsender'`,
    )) as unknown as { rows: { id: string }[] };
    const senderId = ids.rows[0]!.id;
    await credit(t.app.db, {
      memberId: senderId,
      type: 'deposit',
      amountMinor: 10_000,
      idempotencyKey: 'test:dlsender:funds',
    });
    const setPin = await send(sender.token, endpoints.security.paymentPassword, {
      body: {
        currentPassword: 'Open1234',
        newPaymentPassword: '246810',
        confirmPaymentPassword: '246810',
      },
    });
    expect(setPin.statusCode, setPin.body).toBe(200);
    const info = envelope(transferUpInfoValue).parse(
      json(await send(sender.token, agent.transferUpInfo)),
    ).value!;
    expect(info).toEqual({
      allowed: true,
      upline: 'agent',
      available: '100.00',
      paymentPasswordSet: true,
    });

    const balanceOf = async (username: string) => {
      const r = (await t.app.db.execute(
        sql`select w.balance_minor as b from wallets w join members m on m.id = w.member_id where m.username = ${username}`,
      )) as unknown as { rows: { b: number }[] };
      return Number(r.rows[0]!.b);
    };
    const agentBefore = await balanceOf('agent');
    const transfer = (body: Record<string, unknown>) =>
      send(sender.token, agent.transferUp, {
        body: {
          amount: '30',
          paymentPassword: '246810',
          idempotencyKey: 'transfer-key-1',
          ...body,
        },
      });

    // Refusals move nothing.
    expectError(
      await transfer({ paymentPassword: '000000' }),
      400,
      'security.payment_password_incorrect',
    );
    expectError(await transfer({ amount: '1000' }), 400, 'wallet.insufficient_funds');
    for (const amount of ['0', '0.00', 'abc', '-5', '1.234']) {
      expectError(await transfer({ amount }), 400, 'agent.transfer_amount_invalid');
    }
    expectError(await transfer({ toUserName: 'tm001' }), 400, 'validation.failed');
    expect(await balanceOf('dlsender')).toBe(10_000);
    expect(await balanceOf('agent')).toBe(agentBefore);

    // The same transfer sent twice at once moves the money once.
    const [a, b] = await Promise.all([transfer({}), transfer({})]);
    const answers = [a, b].map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return envelope(transferUpValue).parse(json(r)).value!;
    });
    expect(answers.map((v) => v.replayed).sort()).toEqual([false, true]);
    for (const v of answers)
      expect(v).toMatchObject({ amount: '30.00', upline: 'agent', balance: '70.00' });
    expect(await balanceOf('dlsender')).toBe(7_000);
    expect(await balanceOf('agent')).toBe(agentBefore + 3_000);
    expectError(await transfer({ amount: '31' }), 409, 'agent.transfer_idempotency_conflict');

    // Type 2 has no transfer to superior.
    await t.app.db.execute(sql`update members set type = 2 where id = ${senderId}`);
    expect(
      envelope(transferUpInfoValue).parse(json(await send(sender.token, agent.transferUpInfo)))
        .value!.allowed,
    ).toBe(false);
    expectError(
      await transfer({ idempotencyKey: 'transfer-key-2' }),
      403,
      'agent.transfer_not_allowed',
    );
    expect(await balanceOf('dlsender')).toBe(7_000);
  });
});
