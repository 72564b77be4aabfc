import {
  adminAgentPayout,
  adminAgentPayoutsValue,
  contractValue,
  pendingContractsValue,
  teamOverviewValue,
} from '@kalaro/contract/agent';
import {
  adminAgentValue,
  adminAgentsValue,
  adminEndContractValue,
  adminOfferContractValue,
  type AdminAgentRow,
  type AdminAgentValue,
} from '@kalaro/contract/agent-admin';
import { auditValue } from '@kalaro/contract/audit';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { profitAndLossValue } from '@kalaro/contract/wallet-records';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { findMemberByUsername, insertMember } from '../src/modules/accounts/repo.ts';
import { DEMO_TEAM_PASSWORD } from '../src/modules/agent/seed.ts';
import { agentContractsTable } from '../src/modules/agent/tables.ts';
import { bearer, loginOk, startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, demoOperatorHeaders, expectError, json } from './helpers.ts';

type Response = Awaited<ReturnType<AccountsTestApp['app']['inject']>>;
type Headers = Record<string, string>;
const { agent: api } = endpoints;
/** A day of UTC+8 (the demo operator's time zone). */
const dayOf = (ms: number) => new Date(ms + 480 * 60_000).toISOString().slice(0, 10);
/** The last 60 days: the whole demo team's activity (its last 30 days). */
const START = dayOf(Date.now() - 59 * 86_400_000);
const RANGE = `startDate=${START}&endDate=${dayOf(Date.now())}&utcOffset=480`;

describe('back office: agents (tree, an agent’s page, operator offers) and payout review', () => {
  let t: AccountsTestApp;
  let manager: Headers;
  let support: Headers;
  let finance: Headers;
  const ids: Record<string, string> = {};

  const call = (
    route: { method: string; path: string },
    opts: {
      headers?: Headers;
      params?: Record<string, string | number>;
      query?: string;
      payload?: unknown;
    } = {},
  ) => {
    let url = route.path;
    for (const [k, v] of Object.entries(opts.params ?? {})) url = url.replace(`:${k}`, String(v));
    return t.app.inject({
      method: route.method as 'GET',
      url: `${url}${opts.query ? `?${opts.query}` : ''}`,
      headers: opts.headers ?? manager,
      ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
    });
  };
  const ok = <T>(schema: z.ZodType<T>, r: Response): T => {
    expect(r.statusCode, r.body).toBe(200);
    return envelope(schema).parse(json(r)).value as T;
  };
  const tree = async (query: string) =>
    ok(adminAgentsValue, await call(api.adminAgents, { query }));
  const page = async (username: string, query = RANGE): Promise<AdminAgentValue> =>
    ok(adminAgentValue, await call(api.adminAgent, { params: { id: ids[username]! }, query }));
  const offer = (username: string, kind: string, rate: unknown, headers?: Headers) =>
    call(api.adminOfferContract, {
      params: { id: ids[username]!, kind },
      payload: { rate },
      ...(headers ? { headers } : {}),
    });
  const end = (username: string, kind: string, contractId: unknown, headers?: Headers) =>
    call(api.adminEndContract, {
      params: { id: ids[username]!, kind },
      payload: { contractId },
      ...(headers ? { headers } : {}),
    });
  const audit = async (action: string) =>
    ok(
      auditValue,
      await call(endpoints.audit.list, { headers: adminHeaders, query: `action=${action}` }),
    ).entries;
  const contractRows = (username: string, kind: 'dailySalary' | 'dividend' | 'hourlySalary') =>
    t.app.db
      .select()
      .from(agentContractsTable)
      .where(
        and(eq(agentContractsTable.memberId, ids[username]!), eq(agentContractsTable.kind, kind)),
      );

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    manager = await demoOperatorHeaders(t, 'agents', 'Agents1234');
    support = await demoOperatorHeaders(t, 'support', 'Support1234');
    finance = await demoOperatorHeaders(t, 'finance', 'Finance1234');
    for (const username of ['agent', 'subagent', 'tm001', 'tm002', 'tm003', 'tm033', 'demo']) {
      ids[username] = (await findMemberByUsername(t.app.db, 'KALARO', username))!.id;
    }
    // An agent a player referred (a top-level agent: no agent above it), and a type 41 agent.
    const referrer = await insertMember(t.app.db, {
      merchantCode: 'KALARO',
      username: 'agrefplayer',
      type: 0,
    });
    ids.agreferred = (
      await insertMember(t.app.db, {
        merchantCode: 'KALARO',
        username: 'agreferred',
        type: 1,
        uplineId: referrer.id,
      })
    ).id;
    ids.agnocontract = (
      await insertMember(t.app.db, {
        merchantCode: 'KALARO',
        username: 'agnocontract',
        type: 41,
        uplineId: ids.agent,
      })
    ).id;
  }, 60_000);
  afterAll(() => t.close());

  it('refuses roles without the permission: support reads no agent and makes no offer, finance reviews payouts only', async () => {
    for (const [route, opts] of [
      [api.adminAgents, {}],
      [api.adminAgent, { params: { id: ids.agent! } }],
      [api.adminOfferContract, { params: { id: ids.tm001!, kind: 'dailySalary' } }],
      [api.adminEndContract, { params: { id: ids.tm001!, kind: 'dailySalary' } }],
      [api.adminPayouts, {}],
      [api.adminApprovePayout, { params: { id: 1 } }],
    ] as const) {
      expectError(await call(route, { ...opts, headers: support }), 403, 'admin.forbidden');
    }
    expectError(await call(api.adminAgents, { headers: finance }), 403, 'admin.forbidden');
    expectError(
      await call(api.adminOfferContract, {
        params: { id: ids.tm001!, kind: 'dailySalary' },
        payload: { rate: '0.5' },
        headers: finance,
      }),
      403,
      'admin.forbidden',
    );
    expect((await call(api.adminPayouts, { headers: finance })).statusCode).toBe(200);
    // Nothing was written by the refused calls.
    expect(await audit('agent.')).toEqual([]);
  });

  it('answers bad input with 400 and unknown agents with 404', async () => {
    for (const query of [
      'parent=not-a-uuid',
      'pageSize=0',
      'pageSize=101',
      'page=0',
      `q=${'a'.repeat(65)}`,
      'sort=name',
    ]) {
      expectError(await call(api.adminAgents, { query }), 400, 'validation.failed');
    }
    expectError(
      await call(api.adminAgent, { params: { id: 'x' }, query: RANGE }),
      400,
      'validation.failed',
    );
    expectError(
      await call(api.adminAgent, { params: { id: ids.agent! }, query: 'startDate=2026-02-31' }),
      400,
      'validation.failed',
    );
    expectError(
      await call(api.adminAgent, {
        params: { id: ids.agent! },
        query: 'startDate=2026-03-01&endDate=2026-02-01',
      }),
      400,
      'records.date_range_invalid',
    );
    // A player is no agent; an unknown id is none either.
    expectError(
      await call(api.adminAgent, { params: { id: ids.demo! } }),
      404,
      'admin.agent_not_found',
    );
    expectError(
      await call(api.adminAgents, { query: `parent=${ids.demo}` }),
      404,
      'admin.agent_not_found',
    );
    expectError(
      await call(api.adminAgent, { params: { id: '00000000-0000-4000-8000-000000000000' } }),
      404,
      'admin.agent_not_found',
    );
    expectError(await offer('tm001', 'weekly', '0.5'), 400, 'validation.failed');
    expectError(await offer('tm001', 'dailySalary', 'abc'), 400, 'validation.failed');
    expectError(await offer('tm001', 'dailySalary', '100.01'), 400, 'validation.failed');
    expectError(
      await call(api.adminOfferContract, {
        params: { id: ids.tm001!, kind: 'dailySalary' },
        payload: { rate: '0.5', userName: 'tm001' },
      }),
      400,
      'validation.failed',
    );
    expectError(await offer('demo', 'dailySalary', '0.5'), 404, 'admin.agent_not_found');
    expectError(await end('tm001', 'dailySalary', 'x'), 400, 'validation.failed');
    expectError(await end('tm001', 'dailySalary', 0), 400, 'validation.failed');
  });

  it('lists the top-level agents and a parent’s downline agents, paged, with their figures', async () => {
    const top = await tree('pageSize=100');
    const names = top.agents.map((a) => a.username);
    expect(names).toEqual(expect.arrayContaining(['agent', 'agreferred']));
    // Agents under an agent are not top-level; players are not listed.
    expect(names).not.toContain('tm001');
    expect(names).not.toContain('agrefplayer');
    const agent = top.agents.find((a) => a.username === 'agent')!;
    expect(agent).toMatchObject<Partial<AdminAgentRow>>({
      id: ids.agent,
      level: 1,
      path: [],
      status: 'active',
      rebateRate: '2.00',
      // subagent, tm001, tm033, tm065, tm097, tm129, tm161 and agnocontract.
      directAgents: 8,
    });
    // team1…team4, 18 of the demo team's first level, subagent and agnocontract.
    expect(agent.directCount).toBe(24);
    expect(agent.teamSize).toBe(agent.directCount + 6 * 31);
    expect(top.agents.find((a) => a.username === 'agreferred')).toMatchObject({
      level: 1,
      path: [],
      directCount: 0,
      teamSize: 0,
    });

    const first = await tree(`parent=${ids.agent}&pageSize=3`);
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.agents.map((a) => a.username)).toEqual(['agnocontract', 'subagent', 'tm001']);
    const tm001 = first.agents[2]!;
    expect(tm001).toMatchObject({
      level: 2,
      path: [{ id: ids.agent, username: 'agent' }],
      directCount: 10,
      directAgents: 3,
      teamSize: 31,
      rebateRate: '1.50',
    });
    const last = await tree(`parent=${ids.agent}&pageSize=3&page=3`);
    expect(last.agents.map((a) => a.username)).toEqual(['tm129', 'tm161']);
    const beyond = await tree(`parent=${ids.agent}&pageSize=3&page=4`);
    expect(beyond).toMatchObject({ agents: [], total: 8 });
  });

  it('finds agents by username prefix, each with the path of agents above it', async () => {
    const found = await tree('q=TM00');
    // tm001 and tm002 are agents; tm003…tm009 are players.
    expect(found.agents.map((a) => a.username)).toEqual(['tm001', 'tm002']);
    expect(found.agents[1]).toMatchObject({
      level: 3,
      path: [
        { id: ids.agent, username: 'agent' },
        { id: ids.tm001, username: 'tm001' },
      ],
    });
    // Within a parent's team (the parent itself left out).
    const inTeam = await tree(`q=tm0&parent=${ids.tm001}&pageSize=100`);
    expect(inTeam.agents.map((a) => a.username)).toEqual(['tm002', 'tm010', 'tm018']);
    expect((await tree('q=tm0&pageSize=2&page=2')).agents).toHaveLength(2);
    // "%" and "_" are text, not patterns.
    expect((await tree('q=%25')).total).toBe(0);
    expect((await tree('q=tm_0')).total).toBe(0);
  });

  it('shows an agent’s page: the agent side’s own team figures of the range and its contracts', async () => {
    const tm001 = await page('tm001');
    expect(tm001.agent).toMatchObject({ username: 'tm001', level: 2, teamSize: 31 });
    expect(tm001.takesContracts).toBe(true);
    // The same figures the agent reads in the app for the same range.
    const session = await loginOk(t, 'tm001', DEMO_TEAM_PASSWORD);
    const own = async <T>(route: { method: string; path: string }, schema: z.ZodType<T>) =>
      ok(schema, await call(route, { headers: bearer(session.token), query: RANGE }));
    expect(tm001.overview).toEqual(await own(api.teamOverview, teamOverviewValue));
    expect(tm001.profitAndLoss).toEqual(await own(api.teamProfitAndLoss, profitAndLossValue));
    expect(tm001.overview.teamSize).toBe(31);
    expect(tm001.overview.startDate).toBe(START);
    expect(tm001.overview.bets.betCount).toBeGreaterThan(0);

    const byKind = Object.fromEntries(tm001.contracts.map((c) => [c.kind, c]));
    expect(byKind.dailySalary).toMatchObject({
      active: { rate: '0.80', offeredBy: 'agent', operator: null },
      pending: null,
      // Its upline is a top-level agent: the operator's ceilings apply.
      ceiling: '1.00',
    });
    expect(byKind.hourlySalary).toMatchObject({
      pending: { rate: '0.30', offeredBy: 'agent', acceptedAt: null },
      active: null,
      ceiling: '0.50',
    });
    // tm002's upline is tm001: no more than tm001's own terms.
    const tm002 = await page('tm002');
    expect(Object.fromEntries(tm002.contracts.map((c) => [c.kind, c.ceiling]))).toEqual({
      dailySalary: '0.80',
      dividend: '25.00',
      hourlySalary: '0.00',
    });
    const none = await page('agnocontract');
    expect(none.takesContracts).toBe(false);
    expectError(
      await offer('agnocontract', 'dailySalary', '0.5'),
      403,
      'agent.contract_not_allowed',
    );
  });

  it('makes an offer the agent sees and answers in the app; a retry makes no second offer', async () => {
    const seeded = (await contractRows('tm001', 'hourlySalary')).find(
      (r) => r.status === 'pending',
    )!;
    expectError(await offer('tm001', 'hourlySalary', '0.51'), 400, 'agent.rate_above_own');
    const first = ok(adminOfferContractValue, await offer('tm001', 'hourlySalary', '0.4'));
    expect(first).toMatchObject({
      kind: 'hourlySalary',
      userName: 'tm001',
      replayed: false,
      offer: { rate: '0.40', offeredBy: null, operator: 'agents', acceptedAt: null },
    });
    // The same offer again (a retried call) answers the pending one.
    const again = ok(adminOfferContractValue, await offer('tm001', 'hourlySalary', '0.40'));
    expect(again).toMatchObject({ replayed: true, offer: first.offer });
    const rows = await contractRows('tm001', 'hourlySalary');
    expect(rows.filter((r) => r.status === 'pending').map((r) => r.id)).toEqual([
      first.offer.contractId,
    ]);
    // The upline's seeded offer was replaced by the operator's.
    expect(rows.find((r) => r.id === seeded.id)!.status).toBe('replaced');

    // The agent sees it as an offer from the operator and accepts it in the app.
    const session = await loginOk(t, 'tm001', DEMO_TEAM_PASSWORD);
    const player = (route: { method: string; path: string }, payload?: unknown) =>
      call(route, {
        headers: bearer(session.token),
        params: { kind: 'hourlySalary' },
        ...(payload ? { payload } : {}),
      });
    expect(ok(pendingContractsValue, await player(api.pendingContracts))).toMatchObject({
      contracthoursalreq: true,
    });
    const view = ok(contractValue, await player(api.contract));
    expect(view.pending).toEqual({
      contractId: first.offer.contractId,
      rate: '0.40',
      offeredBy: null,
      offeredAt: first.offer.offeredAt,
      acceptedAt: null,
    });
    expectError(
      await player(api.respondContract, { contractId: seeded.id, accept: true }),
      409,
      'agent.contract_not_pending',
    );
    const accepted = ok(
      contractValue,
      await player(api.respondContract, { contractId: first.offer.contractId, accept: true }),
    );
    expect(accepted.active).toMatchObject({ rate: '0.40', offeredBy: null });
    const after = (await page('tm001')).contracts.find((c) => c.kind === 'hourlySalary')!;
    expect(after).toMatchObject({ pending: null, active: { rate: '0.40', operator: 'agents' } });

    // Under an agent: no more than its upline may offer (tm001's 0.80 daily salary).
    expectError(await offer('tm002', 'dailySalary', '0.81'), 400, 'agent.rate_above_own');
    expect(ok(adminOfferContractValue, await offer('tm002', 'dailySalary', '0.80')).replayed).toBe(
      false,
    );

    // Every offer is in the audit log with the terms before and after (the replay too).
    const entries = await audit('agent.adminOfferContract');
    expect(entries).toHaveLength(3);
    const firstEntry = entries.at(-1)!;
    expect(firstEntry).toMatchObject({
      actorName: 'agents',
      target: `agent/${ids.tm001}/contracts/hourlySalary`,
      before: {
        pending: { contractId: seeded.id, rate: '0.30', offeredBy: 'agent' },
        active: null,
      },
      after: { pending: { rate: '0.40', operator: 'agents' }, replayed: false },
    });
    expect(entries.at(-2)).toMatchObject({ after: { replayed: true } });
  });

  it('two identical offers at once leave one pending offer', async () => {
    const [a, b] = await Promise.all([
      offer('tm033', 'hourlySalary', '0.25'),
      offer('tm033', 'hourlySalary', '0.25'),
    ]);
    const answers = [a, b].map((r) => ok(adminOfferContractValue, r));
    expect(answers.map((x) => x.offer.contractId)[0]).toBe(answers[1]!.offer.contractId);
    const pending = (await contractRows('tm033', 'hourlySalary')).filter(
      (r) => r.status === 'pending',
    );
    expect(pending).toHaveLength(1);
  });

  it('ends the contract in force and withdraws a pending offer, once; audited', async () => {
    const daily = (await page('tm002')).contracts.find((c) => c.kind === 'dailySalary')!;
    const pendingId = daily.pending!.contractId;
    const hourly = (await page('tm001')).contracts.find((c) => c.kind === 'hourlySalary')!;
    const activeId = hourly.active!.contractId;

    // Someone else's contract, or of another kind, is not found.
    expectError(await end('tm002', 'dailySalary', activeId), 404, 'agent.contract_not_found');
    expectError(await end('tm001', 'dailySalary', activeId), 404, 'agent.contract_not_found');

    const withdrawn = ok(adminEndContractValue, await end('tm002', 'dailySalary', pendingId));
    expect(withdrawn).toMatchObject({
      outcome: 'withdrawn',
      contractId: pendingId,
      contract: { kind: 'dailySalary', pending: null },
    });
    // The agent no longer sees it, nor can accept it.
    const tm002 = await loginOk(t, 'tm002', DEMO_TEAM_PASSWORD);
    const respond = await call(api.respondContract, {
      headers: bearer(tm002.token),
      params: { kind: 'dailySalary' },
      payload: { contractId: pendingId, accept: true },
    });
    expectError(respond, 409, 'agent.contract_not_pending');

    const ended = ok(adminEndContractValue, await end('tm001', 'hourlySalary', activeId));
    expect(ended).toMatchObject({ outcome: 'ended', contract: { active: null, pending: null } });
    const tm001 = await loginOk(t, 'tm001', DEMO_TEAM_PASSWORD);
    const view = ok(
      contractValue,
      await call(api.contract, { headers: bearer(tm001.token), params: { kind: 'hourlySalary' } }),
    );
    expect(view).toEqual({ kind: 'hourlySalary', pending: null, active: null });
    // A second operator ending the same: refused, nothing changes.
    expectError(
      await end(
        'tm001',
        'hourlySalary',
        activeId,
        await demoOperatorHeaders(t, 'admin', 'Admin1234'),
      ),
      409,
      'agent.contract_closed',
    );
    const rows = await contractRows('tm001', 'hourlySalary');
    expect(rows.find((r) => r.id === activeId)).toMatchObject({ status: 'ended' });
    expect(rows.find((r) => r.id === activeId)!.endedAt).not.toBeNull();

    const entries = await audit('agent.adminEndContract');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorName: 'agents',
      target: `agent/${ids.tm001}/contracts/hourlySalary`,
      before: { active: { contractId: activeId, rate: '0.40' } },
      after: { active: null, ended: activeId },
    });
    expect(entries[1]).toMatchObject({
      before: { pending: { contractId: pendingId } },
      after: { pending: null, withdrawn: pendingId },
    });
  });

  it('reviews the seeded payouts: of two operators settling one, the second is refused; audited', async () => {
    const list = ok(
      adminAgentPayoutsValue,
      await call(api.adminPayouts, { query: 'status=pending&kind=dividend' }),
    );
    const seeded = list.list.filter((p) => ['tm001', 'tm033'].includes(p.userName));
    expect(seeded.map((p) => [p.userName, p.amount, p.rate]).sort()).toEqual([
      ['tm001', '6500.00', '25.00'],
      ['tm033', '5600.00', '25.00'],
    ]);
    // By the days their periods start on (the payouts' time zone): last month's 1st.
    const month = seeded[0]!.period;
    const onDays = async (query: string) =>
      ok(adminAgentPayoutsValue, await call(api.adminPayouts, { query })).list.filter(
        (p) => p.kind === 'dividend' && ['tm001', 'tm033'].includes(p.userName),
      ).length;
    expect(await onDays(`status=pending&from=${month}-01&to=${month}-01`)).toBe(2);
    expect(await onDays(`from=${month}-02`)).toBe(0);
    expectError(
      await call(api.adminPayouts, { query: 'from=2026-02-30' }),
      400,
      'validation.failed',
    );
    const [payout] = seeded;
    const approved = ok(
      adminAgentPayout,
      await call(api.adminApprovePayout, { params: { id: payout!.id } }),
    );
    expect(approved).toMatchObject({ status: 'paid' });
    expectError(
      await call(api.adminRejectPayout, {
        params: { id: payout!.id },
        payload: { reason: 'Too late' },
        headers: finance,
      }),
      409,
      'agent.payout_already_paid',
    );
    const [entry] = await audit('agent.adminApprovePayout');
    expect(entry).toMatchObject({
      actorName: 'agents',
      target: `agent-payout/${payout!.id}`,
      before: { status: 'pending', amount: payout!.amount },
      after: { status: 'paid', amount: payout!.amount },
    });
    expect(await audit('agent.adminRejectPayout')).toEqual([]);
  });
});
