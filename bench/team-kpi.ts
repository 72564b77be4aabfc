/**
 * npm run bench (fifth part) — the agent's team KPI on a team of 10,000 members.
 * Builds the app in-process (PGlite, and PostgreSQL when BENCH_DATABASE_URL is
 * set), opens an agent with 100 sub-agents of 99 members each (the closure
 * table is filled by its trigger as the rows go in), three sessions and two
 * bets per member over the last 30 days (about one in ten online), then asks
 * GET /wps/agent/team/kpi over HTTP one request at a time, for today and for
 * 30 days. Prints p50/p99 in milliseconds and writes bench/results/team-kpi.json.
 */
import { endpoints } from '@kalaro/contract/endpoints';
import { sql } from 'drizzle-orm';
import { updateMember } from '../packages/server/src/modules/accounts/repo.ts';
import {
  BENCH_KINDS,
  benchMember,
  round,
  startBenchApp,
  type BenchDatabaseKind,
  writeBenchResults,
} from './load-app.ts';

const SUB_AGENTS = 100;
const PER_SUB_AGENT = 99;
const TEAM = SUB_AGENTS * (PER_SUB_AGENT + 1);
const REQUESTS = Number(process.env.BENCH_TEAM_KPI_REQUESTS ?? 40);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(kind: BenchDatabaseKind) {
  const { app, baseUrl, close } = await startBenchApp(kind);
  try {
    const { member: agent, headers } = await benchMember(app, 'benchagent', 100);
    await updateMember(app.db, agent.id, { type: 1 });
    const seeded = performance.now();
    await app.db.execute(sql`
      insert into members (merchant_code, username, type, upline_id, reg_date)
      select 'KALARO', 'bk1_' || g, 1, ${agent.id}::uuid, now() - (g % 30) * interval '1 day' - interval '1 hour'
      from generate_series(1, ${SUB_AGENTS}) g`);
    await app.db.execute(sql`
      insert into members (merchant_code, username, type, upline_id, reg_date)
      select 'KALARO', p.username || '_' || g, 0, p.id, now() - ((g * 7) % 30) * interval '1 day' - interval '30 minutes'
      from members p cross join generate_series(1, ${PER_SUB_AGENT}) g
      where p.upline_id = ${agent.id}::uuid`);
    await app.db.execute(sql`
      insert into sessions (member_id, token_hash, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
      select member_id, md5(member_id::text || g), at, at,
        case when online then now() + interval '20 minutes' else at + interval '30 minutes' end,
        case when online then now() + interval '1 hour' else at + interval '12 hours' end
      from (
        select t.descendant_id as member_id, g, g = 1 and random() < 0.1 as online,
          now() - random() * interval '30 days' as at
        from member_tree t cross join generate_series(1, 3) g
        where t.ancestor_id = ${agent.id}::uuid and t.depth > 0
      ) s`);
    await app.db.execute(sql`
      insert into bets (member_id, node_id, vendor, game_type, stake_minor, win_minor, status, round_id, idempotency_key, created_at, settled_at)
      select member_id, node_id, vendor, game_type, 100, 0, 'settled', 'BK-' || member_id || '-' || g, 'bk:' || g, at, at
      from (
        select t.descendant_id as member_id, g, now() - random() * interval '30 days' as at
        from member_tree t cross join generate_series(1, 2) g
        where t.ancestor_id = ${agent.id}::uuid and t.depth > 0
      ) b
      cross join (select node_id, vendor, game_type from games order by node_id limit 1) game`);
    await app.db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seeded) / 1000;

    const measure = async (query: string) => {
      const times: number[] = [];
      let footer: Record<string, number> = {};
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        const r = await fetch(`${baseUrl}${endpoints.agent.teamKpi.path}${query}`, { headers });
        const body = (await r.json()) as { value?: { footer: Record<string, number> } };
        times.push(performance.now() - started);
        if (r.status !== 200 || !body.value) throw new Error(`team KPI: ${r.status}`);
        footer = body.value.footer;
      }
      times.sort((a, b) => a - b);
      return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), footer };
    };
    const today = await measure('');
    const today30 = new Date().toISOString().slice(0, 10);
    const start30 = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const month = await measure(`?startDate=${start30}&endDate=${today30}`);
    return {
      database: kind,
      team: TEAM,
      'seed s': round(seedSeconds),
      requests: REQUESTS,
      'today p50 ms': today.p50,
      'today p99 ms': today.p99,
      '30 days p50 ms': month.p50,
      '30 days p99 ms': month.p99,
      'today: logged in / bet / registered': `${today.footer.teamLoginMemberCount} / ${today.footer.teamBetMemberCount} / ${today.footer.teamRegisterMemberCount}`,
      '30 days: logged in / bet / registered': `${month.footer.teamLoginMemberCount} / ${month.footer.teamBetMemberCount} / ${month.footer.teamRegisterMemberCount}`,
      online: month.footer.teamOnlineCount,
    };
  } finally {
    await close();
  }
}

async function main() {
  const runs = [];
  for (const kind of BENCH_KINDS) {
    const figures = await run(kind);
    console.log(
      `\nteam KPI: a team of ${TEAM} members, ${REQUESTS} requests one at a time (${kind})`,
    );
    console.table([figures]);
    runs.push(figures);
  }
  writeBenchResults('team-kpi.json', {
    endpoint: `GET ${endpoints.agent.teamKpi.path}`,
    note: 'in-process server over loopback HTTP; an agent with 100 sub-agents of 99 members (10,000), 3 sessions and 2 bets per member over 30 days',
    runs,
  });
}

await main();
