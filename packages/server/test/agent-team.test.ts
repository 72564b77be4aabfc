import {
  teamBetsValue,
  teamMembersValue,
  teamOverviewValue,
  teamRebateValue,
  type TeamOverviewValue,
} from '@kalaro/contract/agent';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { dayOf } from '@kalaro/contract/records-rules';
import { profitAndLossValue } from '@kalaro/contract/wallet-records';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_PASSWORD } from '../src/modules/agent/seed.ts';
import { bearer, loginOk, startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { expectError, json } from './helpers.ts';
import { teamByWalking, type TeamRow } from './team-helpers.ts';

type Response = Awaited<ReturnType<AccountsTestApp['app']['inject']>>;
const { agent } = endpoints;
const DAY_MS = 86_400_000;

const minor = (amount: string) => Math.round(Number(amount) * 100);

interface Bet {
  member_id: string;
  stake_minor: string | number;
  win_minor: string | number;
  status: string;
  created_at: string | Date;
}

/**
 * Team tools checked against the slow, obvious answer: the team found by walking
 * upline links in JavaScript, every sum taken over every bet row.
 */
describe('team tools', () => {
  let t: AccountsTestApp;
  let token: string;
  let members: TeamRow[];
  let bets: Bet[];
  let from: number;
  let to: number;
  let range: string;

  const rows = async <T>(query: SQL) =>
    ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const get = (route: { path: string }, query = '', as = token) =>
    t.app.inject({ method: 'GET', url: `${route.path}${query}`, headers: bearer(as) });
  const ok = async <T>(schema: { parse: (v: unknown) => T }, r: Response) => {
    expect(r.statusCode, r.body).toBe(200);
    return schema.parse(json(r));
  };

  const idOf = (username: string) => members.find((m) => m.username === username)!.id;
  const teamOf = (id: string) => teamByWalking(members, id);
  const inRange = (bet: Bet) => {
    const at = new Date(bet.created_at).getTime();
    return at >= from && at < to && bet.status !== 'void';
  };
  const stakeOf = (ids: Set<string>) =>
    bets
      .filter((b) => ids.has(b.member_id) && inRange(b))
      .reduce((sum, b) => sum + Number(b.stake_minor), 0);

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    token = (await loginOk(t, 'agent', 'Agent1234')).token;
    // A team member logs in now: last login set, online.
    await loginOk(t, 'tm150', DEMO_TEAM_PASSWORD);
    members = await rows(sql`select id, username, upline_id, type from members`);
    bets = await rows(sql`select member_id, stake_minor, win_minor, status, created_at from bets`);
    const now = t.clock.now();
    const today = dayOf(now, 0);
    const start = dayOf(now - 29 * DAY_MS, 0);
    from = Date.parse(`${start}T00:00:00Z`);
    to = Date.parse(`${today}T00:00:00Z`) + DAY_MS;
    range = `startDate=${start}&endDate=${today}`;
  }, 60_000);
  afterAll(() => t.close());

  let overview: TeamOverviewValue;

  it('gives the overview: the team’s shape, balance and bets as a brute-force count does', async () => {
    overview = (await ok(envelope(teamOverviewValue), await get(agent.teamOverview, `?${range}`)))
      .value!;
    const team = teamOf(idOf('agent'));
    const teamRows = members.filter((m) => team.has(m.id));
    expect(overview.teamSize).toBe(team.size);
    expect(overview.teamSize).toBeGreaterThan(200);
    expect(overview.directMembers).toBe(
      members.filter((m) => m.upline_id === idOf('agent')).length,
    );
    expect(overview.players).toBe(teamRows.filter((m) => [0, 4, 40].includes(m.type)).length);
    expect(overview.agents + overview.players).toBe(team.size);
    expect(overview.levels).toBe(3);
    const balances = await rows<{ member_id: string; balance_minor: string | number }>(
      sql`select member_id, balance_minor from wallets`,
    );
    expect(minor(overview.teamBalance)).toBe(
      balances
        .filter((w) => team.has(w.member_id))
        .reduce((s, w) => s + Number(w.balance_minor), 0),
    );
    const teamBets = bets.filter((b) => team.has(b.member_id) && inRange(b));
    expect(teamBets.length).toBeGreaterThan(0);
    expect(overview.bets.betCount).toBe(teamBets.length);
    expect(minor(overview.bets.stake)).toBe(stakeOf(team));
    expect(new Set(teamBets.map((b) => b.member_id)).size).toBe(overview.bettors);
  });

  it('pages and searches the team members with level, upline, balance, turnover and last login', async () => {
    const page = (await ok(envelope(teamMembersValue), await get(agent.teamMembers, `?${range}`)))
      .value!;
    expect(page.total).toBe(overview.teamSize);
    expect(page.members).toHaveLength(20);
    expect(page.totalPages).toBe(Math.ceil(overview.teamSize / 20));
    expect(page.members.map((m) => m.level)).toEqual([...page.members.map((m) => m.level)].sort());

    const direct = (
      await ok(
        envelope(teamMembersValue),
        await get(agent.teamMembers, `?scope=direct&pageSize=100&${range}`),
      )
    ).value!;
    expect(direct.total).toBe(overview.directMembers);
    expect(direct.members.every((m) => m.level === 1 && m.upline === 'agent')).toBe(true);

    const found = (
      await ok(envelope(teamMembersValue), await get(agent.teamMembers, `?userName=TM15&${range}`))
    ).value!;
    expect(found.members.map((m) => m.userName).sort()).toEqual(
      members
        .filter((m) => teamOf(idOf('agent')).has(m.id) && m.username.includes('tm15'))
        .map((m) => m.username)
        .sort(),
    );
    const tm150 = found.members.find((m) => m.userName === 'tm150')!;
    expect(tm150.online).toBe(true);
    expect(tm150.lastLoginAt).not.toBeNull();
    expect(minor(tm150.turnover)).toBe(stakeOf(new Set([idOf('tm150')])));
    expect(tm150.level).toBeGreaterThan(0);

    // A sub-agent sees its own team only.
    const sub = await loginOk(t, 'subagent', 'Agent1234');
    const subPage = (
      await ok(envelope(teamMembersValue), await get(agent.teamMembers, '?pageSize=100', sub.token))
    ).value!;
    const subTeam = teamOf(idOf('subagent'));
    expect(subPage.total).toBe(subTeam.size);
    expect(subPage.members.every((m) => subTeam.has(idOf(m.userName)))).toBe(true);
  });

  it('answers team profit and loss over the whole team, matching the overview', async () => {
    const pnl = (
      await ok(envelope(profitAndLossValue), await get(agent.teamProfitAndLoss, `?${range}`))
    ).value!;
    expect(pnl.totals).toEqual(overview.bets);
    expect(pnl.days.reduce((s, d) => s + d.betCount, 0)).toBe(overview.bets.betCount);
    expect(pnl.categories.reduce((s, c) => s + minor(c.stake), 0)).toBe(minor(pnl.totals.stake));
  });

  it('lists the team’s bets, newest first, by bettor, with totals', async () => {
    const all = (await ok(envelope(teamBetsValue), await get(agent.teamBets, `?${range}`))).value!;
    expect(all.total).toBe(overview.bets.betCount);
    expect(all.totals).toEqual(overview.bets);
    const times = all.list.map((b) => Date.parse(b.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const team = teamOf(idOf('agent'));
    expect(all.list.every((b) => team.has(idOf(b.userName)))).toBe(true);

    const one = (
      await ok(envelope(teamBetsValue), await get(agent.teamBets, `?userName=tm150&${range}`))
    ).value!;
    const own = bets.filter((b) => b.member_id === idOf('tm150') && inRange(b));
    expect(one.totals.betCount).toBe(own.length);
    expect(one.list.every((b) => b.userName.includes('tm150'))).toBe(true);
  });

  it('computes team rebate income per direct downline from its team turnover and the margin', async () => {
    const income = (
      await ok(envelope(teamRebateValue), await get(agent.teamRebate, `?pageSize=100&${range}`))
    ).value!;
    expect(income.ownRate).toBe('2.00');
    expect(income.total).toBe(overview.directMembers);
    // The direct downlines' teams (themselves included) make up the whole team.
    expect(income.turnover).toBe(overview.bets.stake);
    let sum = 0;
    for (const row of income.rows) {
      const id = idOf(row.userName);
      const subtree = new Set([id, ...teamOf(id)]);
      expect(minor(row.turnover)).toBe(stakeOf(subtree));
      const margin = Math.max(0, 200 - Math.round(Number(row.rebateRate) * 100));
      expect(minor(row.marginRate)).toBe(margin);
      expect(minor(row.income)).toBe(Math.floor((stakeOf(subtree) * margin) / 10_000));
      sum += minor(row.income);
    }
    expect(minor(income.income)).toBe(sum);
    expect(sum).toBeGreaterThan(0);
    const turnovers = income.rows.map((r) => minor(r.turnover));
    expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
  });

  it('refuses players, bad ranges and bad input with a 4xx', async () => {
    const player = members.find((m) => m.type === 0 && m.username.startsWith('tm'))!;
    const playerToken = (await loginOk(t, player.username, DEMO_TEAM_PASSWORD)).token;
    for (const route of [
      agent.teamOverview,
      agent.teamMembers,
      agent.teamProfitAndLoss,
      agent.teamBets,
      agent.teamRebate,
    ]) {
      expectError(await get(route, '', playerToken), 403, 'auth.non_agent');
      expectError(
        await get(route, '?startDate=2026-11-20&endDate=2026-11-01'),
        400,
        'records.date_range_invalid',
      );
      expectError(await get(route, '?pageSize=100000&pageNo=-1&extra=1'), 400, 'validation.failed');
    }
    expectError(
      await get(agent.teamMembers, `?userName=${'x'.repeat(65)}`),
      400,
      'validation.failed',
    );
    expectError(await get(agent.teamMembers, '?scope=everyone'), 400, 'validation.failed');
    const noMatch = (
      await ok(envelope(teamMembersValue), await get(agent.teamMembers, '?userName=%25_%25'))
    ).value!;
    expect(noMatch.total).toBe(0);
  });
});
