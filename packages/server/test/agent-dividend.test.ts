import { agentDividendValue, contractValue, type AgentDividendValue } from '@kalaro/contract/agent';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import { dayOf } from '@kalaro/contract/wallet-records';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_PASSWORD } from '../src/modules/agent/seed.ts';
import { dividendMonths } from '../src/modules/agent/dividend.ts';
import { bearer, loginOk, startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { json } from './helpers.ts';
import { teamByWalking, type TeamRow } from './team-helpers.ts';

const { agent } = endpoints;
type Bet = {
  member_id: string;
  stake_minor: string;
  win_minor: string;
  status: string;
  created_at: string;
};

describe('dividend info (/wps/agent/dividend)', () => {
  let t: AccountsTestApp;
  let members: TeamRow[];
  let bets: Bet[];
  let agentToken: string;

  const rows = async <T>(query: SQL) =>
    ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const get = (token: string, search = '') =>
    t.app.inject({ method: 'GET', url: `${agent.dividend.path}${search}`, headers: bearer(token) });
  const dividendOf = async (token: string, search = ''): Promise<AgentDividendValue> => {
    const r = await get(token, search);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(agentDividendValue).parse(json(r)).value!;
  };
  const teamOf = (id: string) => teamByWalking(members, id);
  /** Stakes and wins of a team per YYYY-MM at `utcOffset`, void bets left out. */
  const monthly = (team: Set<string>, utcOffset: number) => {
    const out = new Map<string, { stake: number; win: number; count: number }>();
    for (const bet of bets) {
      if (!team.has(bet.member_id) || bet.status === 'void') continue;
      const month = dayOf(new Date(bet.created_at).getTime(), utcOffset).slice(0, 7);
      const sum = out.get(month) ?? { stake: 0, win: 0, count: 0 };
      sum.stake += Number(bet.stake_minor);
      sum.win += bet.status === 'settled' ? Number(bet.win_minor) : 0;
      sum.count += 1;
      out.set(month, sum);
    }
    return out;
  };
  const minor = (amount: string) => Math.round(Number(amount) * 100);

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    agentToken = (await loginOk(t, 'agent', 'Agent1234', '10.8.0.1')).token;
    members = await rows(sql`select id, username, upline_id, type from members`);
    bets = await rows(sql`select member_id, stake_minor, win_minor, status, created_at from bets`);
  }, 60_000);
  afterAll(() => t.close());

  it('lists the running month and the five before it, in the caller’s time zone', () => {
    const now = Date.UTC(2026, 0, 31, 20, 0); // 31 Jan 20:00 UTC = 1 Feb 04:00 at UTC+8
    expect(
      dividendMonths(now, 0, 3).map((m) => [m.month, m.startDate, m.endDate, m.running]),
    ).toEqual([
      ['2026-01', '2026-01-01', '2026-01-31', true],
      ['2025-12', '2025-12-01', '2025-12-31', false],
      ['2025-11', '2025-11-01', '2025-11-30', false],
    ]);
    expect(dividendMonths(now, 480, 2).map((m) => [m.month, m.endDate])).toEqual([
      ['2026-02', '2026-02-28'],
      ['2026-01', '2026-01-31'],
    ]);
  });

  it('a top agent without a dividend contract sees its team’s net loss and no dividend', async () => {
    const value = await dividendOf(agentToken);
    expect(value).toMatchObject({ enabled: true, rate: null });
    expect(value.periods).toHaveLength(6);
    const expected = monthly(teamOf(members.find((m) => m.username === 'agent')!.id), 0);
    let seen = 0;
    for (const period of value.periods) {
      const sum = expected.get(period.month) ?? { stake: 0, win: 0, count: 0 };
      expect([period.month, minor(period.stake), minor(period.win), period.betCount]).toEqual([
        period.month,
        sum.stake,
        sum.win,
        sum.count,
      ]);
      expect(minor(period.netLoss)).toBe(sum.stake - sum.win);
      expect(period.dividend).toBe('0.00');
      seen += sum.count;
    }
    // The seeded team bet in the last 30 days: the figures are not all zero.
    expect(seen).toBeGreaterThan(0);
  });

  it('an agent with a dividend contract earns floor(net loss × rate) on each month its team lost', async () => {
    // A direct downline agent with a team of its own takes a 10 % dividend from the demo agent.
    const agentId = members.find((m) => m.username === 'agent')!.id;
    const sub = members.find(
      (m) =>
        m.upline_id === agentId &&
        m.type !== 0 &&
        m.username.startsWith('tm') &&
        teamOf(m.id).size > 0 &&
        bets.some((b) => teamOf(m.id).has(b.member_id)),
    )!;
    expect(sub).toBeDefined();
    const offer = await t.app.inject({
      method: 'POST',
      url: agent.offerContract.path.replace(':kind', 'dividend'),
      headers: bearer(agentToken),
      payload: { userName: sub.username, rate: '10' },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const subToken = (await loginOk(t, sub.username, DEMO_TEAM_PASSWORD, '10.8.0.2')).token;
    const pending = contractValue.parse(
      json<{ value: unknown }>(
        await t.app.inject({
          method: 'GET',
          url: agent.contract.path.replace(':kind', 'dividend'),
          headers: bearer(subToken),
        }),
      ).value,
    );
    const accept = await t.app.inject({
      method: 'POST',
      url: agent.respondContract.path.replace(':kind', 'dividend'),
      headers: bearer(subToken),
      payload: { contractId: pending.pending!.contractId, accept: true },
    });
    expect(accept.statusCode, accept.body).toBe(200);

    const value = await dividendOf(subToken, '?utcOffset=480');
    expect(value).toMatchObject({ enabled: true, rate: '10.00' });
    const expected = monthly(teamOf(sub.id), 480);
    for (const period of value.periods) {
      const sum = expected.get(period.month) ?? { stake: 0, win: 0, count: 0 };
      const loss = sum.stake - sum.win;
      expect(minor(period.netLoss)).toBe(loss);
      expect(minor(period.dividend)).toBe(loss > 0 ? Math.floor((loss * 1000) / 10_000) : 0);
    }
    expect(value.periods.some((p) => minor(p.netLoss) !== 0)).toBe(true);
  });

  it('refuses players and bad queries', async () => {
    const player = (await loginOk(t, 'team1', 'Team1234', '10.8.0.3')).token;
    const r = await get(player);
    expect(r.statusCode).toBe(403);
    expect(errorEnvelope.parse(json(r)).errorCode).toBe('auth.non_agent');
    for (const bad of [
      '?utcOffset=9999',
      '?utcOffset=abc',
      '?startDate=2026-01-01',
      '?utcOffset=1.5',
    ]) {
      const refused = await get(agentToken, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(errorEnvelope.parse(json(refused)).errorCode).toBe('validation.failed');
    }
  });
});
