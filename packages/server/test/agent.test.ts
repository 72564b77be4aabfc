import { agentHomeValue, teamKpiValue, type TeamKpiValue } from '@kalaro/contract/agent';
import { dayOf } from '@kalaro/contract/records-rules';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDemoTeam, DEMO_TEAM_PASSWORD } from '../src/modules/agent/seed.ts';
import {
  bearer,
  startDemoAccountsApp,
  loginOk,
  registerCall,
  type AccountsTestApp,
} from './account-helpers.ts';
import { expectError, json, seedConfig } from './helpers.ts';

const { agent } = endpoints;
const DAY_MS = 86_400_000;

/** Both drivers answer { rows }. */
const rowsOf = async <T>(t: AccountsTestApp, query: SQL) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

interface Row {
  id: string;
  upline_id: string | null;
  reg_date: string | Date;
}

/**
 * The KPI counted the slow, obvious way: the team by walking upline links in
 * JavaScript, then each counter over every row of sessions and bets.
 */
async function bruteForceKpi(
  t: AccountsTestApp,
  agentId: string,
  from: number,
  to: number,
  now: number,
): Promise<TeamKpiValue['footer']> {
  const rows = <T>(query: SQL) => rowsOf<T>(t, query);
  const members = await rows<Row>(sql`select id, upline_id, reg_date from members`);
  const sessions = await rows<{
    member_id: string;
    created_at: string | Date;
    revoked_at: string | Date | null;
    idle_expires_at: string | Date;
    absolute_expires_at: string | Date;
  }>(
    sql`select member_id, created_at, revoked_at, idle_expires_at, absolute_expires_at from sessions`,
  );
  const bets = await rows<{ member_id: string; created_at: string | Date }>(
    sql`select member_id, created_at from bets`,
  );
  const ms = (v: string | Date) => new Date(v).getTime();
  const uplineOf = new Map(members.map((m) => [m.id, m.upline_id]));
  const inTeam = (id: string) => {
    for (let up = uplineOf.get(id); up; up = uplineOf.get(up)) if (up === agentId) return true;
    return false;
  };
  const team = members.filter((m) => inTeam(m.id));
  const within = (v: string | Date) => ms(v) >= from && ms(v) < to;
  return {
    teamLoginMemberCount: team.filter((m) =>
      sessions.some((s) => s.member_id === m.id && within(s.created_at)),
    ).length,
    teamBetMemberCount: team.filter((m) =>
      bets.some((b) => b.member_id === m.id && within(b.created_at)),
    ).length,
    teamRegisterMemberCount: team.filter((m) => within(m.reg_date)).length,
    teamOnlineCount: team.filter((m) =>
      sessions.some(
        (s) =>
          s.member_id === m.id &&
          s.revoked_at === null &&
          ms(s.idle_expires_at) > now &&
          ms(s.absolute_expires_at) > now,
      ),
    ).length,
  };
}

describe('the demo team plan', () => {
  it('is three levels of about 200 members, each registered after its upline', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const plan = planDemoTeam(now);
    expect(plan.length).toBeGreaterThanOrEqual(190);
    expect(plan.length).toBeLessThanOrEqual(220);
    expect(new Set(plan.map((m) => m.level))).toEqual(new Set([1, 2, 3]));
    for (const member of plan) {
      if (member.upline === undefined) expect(member.level).toBe(1);
      else {
        const upline = plan[member.upline]!;
        expect(upline.level).toBe(member.level - 1);
        expect(upline.type).not.toBe(0);
        expect(member.regDate).toBeGreaterThan(upline.regDate);
      }
      expect(member.regDate).toBeLessThan(now);
      expect(member.regDate).toBeGreaterThanOrEqual(now - 30 * DAY_MS);
    }
    expect(plan.filter((m) => m.regDate >= now - 12 * 3_600_000).length).toBeGreaterThan(0);
    expect(planDemoTeam(now)).toEqual(plan);
  });
});

describe('agent home and team KPI', () => {
  let t: AccountsTestApp;
  let agentToken: string;
  let agentId: string;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    agentToken = (await loginOk(t, 'agent', 'Agent1234')).token;
    const [row] = await rowsOf<{ id: string }>(
      t,
      sql`select id from members where username = 'agent'`,
    );
    agentId = row!.id;
  }, 60_000);
  afterAll(() => t.close());

  const kpi = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `${agent.teamKpi.path}${query}`, headers: bearer(token) });

  it('answers the agent home: whitelisted tiles with customer service, balance and team size', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: agent.home.path,
      headers: bearer(agentToken),
    });
    expect(r.statusCode, r.body).toBe(200);
    const home = envelope(agentHomeValue).parse(json(r)).value!;
    expect(home.userName).toBe('agent');
    expect(home.sumBalance).toBe('5000.00');
    expect(home.tiles).toEqual([...seedConfig().menuWhitelist, 'onlineService']);
    expect(home.dividendsEnabled).toBe(true);
    expect(home.serviceUrl).toBe(seedConfig().customerService[0]!.url);
    const [team] = await rowsOf<{ n: number }>(
      t,
      sql`with recursive team as (select id from members where upline_id = ${agentId}
          union all select m.id from members m join team on m.upline_id = team.id)
          select count(*)::int as n from team`,
    );
    expect(home.teamSize).toBe(team!.n);
    expect(home.teamSize).toBeGreaterThan(200);
  });

  it('counts the team KPI of today and of 30 days as a brute-force count does', async () => {
    const now = t.clock.now();
    // A team member logs in now: one more login today, and online.
    await loginOk(t, 'tm150', DEMO_TEAM_PASSWORD);
    const today = dayOf(now, 480);
    const dayStart = Date.parse(`${today}T00:00:00+08:00`);
    for (const [query, from] of [
      ['?utcOffset=480', dayStart],
      [
        `?utcOffset=480&startDate=${dayOf(now - 29 * DAY_MS, 480)}&endDate=${today}`,
        dayStart - 29 * DAY_MS,
      ],
    ] as const) {
      const r = await kpi(agentToken, query);
      expect(r.statusCode, r.body).toBe(200);
      const value = envelope(teamKpiValue).parse(json(r)).value!;
      expect(value.endDate).toBe(today);
      const expected = await bruteForceKpi(t, agentId, from, dayStart + DAY_MS, now);
      expect(value.footer).toEqual(expected);
      expect(value.footer.teamLoginMemberCount).toBeGreaterThan(0);
      expect(value.footer.teamBetMemberCount).toBeGreaterThan(0);
      // The seed's newest members registered 10 min to 3 h ago: in the first hours
      // after midnight (UTC+8) that is yesterday, so only the 30 days surely have some.
      if (from !== dayStart) expect(value.footer.teamRegisterMemberCount).toBeGreaterThan(0);
      expect(value.footer.teamOnlineCount).toBeGreaterThan(0);
    }
  });

  it('adds a member who registers with a sub-agent’s code to the whole line’s team', async () => {
    const before = envelope(teamKpiValue).parse(json(await kpi(agentToken))).value!.footer;
    const sub = await loginOk(t, 'subagent', 'Agent1234');
    const subBefore = envelope(teamKpiValue).parse(json(await kpi(sub.token))).value!.footer;
    const r = await registerCall(t, {
      username: 'teamnew01',
      password: 'Team1234',
      confirmPassword: 'Team1234',
      affiliateCode: 'SUBAG02',
    });
    expect(r.statusCode, r.body).toBe(200);
    const after = envelope(teamKpiValue).parse(json(await kpi(agentToken))).value!.footer;
    const subAfter = envelope(teamKpiValue).parse(json(await kpi(sub.token))).value!.footer;
    expect(after.teamRegisterMemberCount).toBe(before.teamRegisterMemberCount + 1);
    expect(subAfter.teamRegisterMemberCount).toBe(subBefore.teamRegisterMemberCount + 1);
  });

  it('refuses to move a member to another upline (the tree would no longer be whole)', async () => {
    await expect(
      t.app.db.execute(sql`update members set upline_id = null where username = 'tm001'`),
    ).rejects.toThrow();
  });

  it('refuses non-agents, visitors and bad dates with an error code', async () => {
    const demo = await loginOk(t, 'demo', 'Demo1234');
    expectError(
      await t.app.inject({ method: 'GET', url: agent.home.path, headers: bearer(demo.token) }),
      403,
      'auth.non_agent',
    );
    expectError(await kpi(demo.token), 403, 'auth.non_agent');
    expectError(
      await t.app.inject({ method: 'GET', url: agent.teamKpi.path }),
      401,
      'auth.required',
    );
    expectError(await kpi(agentToken, '?startDate=2026-02-30'), 400, 'validation.failed');
    expectError(await kpi(agentToken, '?startDate=yesterday'), 400, 'validation.failed');
    expectError(await kpi(agentToken, '?utcOffset=99999'), 400, 'validation.failed');
    expectError(
      await kpi(agentToken, '?startDate=2026-01-01&endDate=2026-06-30'),
      400,
      'records.date_range_invalid',
    );
    expectError(
      await kpi(agentToken, '?startDate=2026-06-02&endDate=2026-06-01'),
      400,
      'records.date_range_invalid',
    );
  });
});
