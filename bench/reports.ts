/**
 * The back office's reports over many bets: seeds 1,000 members and
 * BENCH_REPORT_BETS settled bets (default 1,000,000) spread over the last 30
 * days, then asks GET /wps/admin/reports/daily for 30 days and
 * GET /wps/admin/reports/dashboard over HTTP one request at a time, as the
 * automation token (the settled bets folded into the reports' rollups first, as
 * the server's timed pass does). Prints p50/p99 in milliseconds and writes
 * bench/results/reports.json. Run: node --import tsx bench/reports.ts
 */
import { endpoints } from '@kalaro/contract/endpoints';
import { sql } from 'drizzle-orm';
import { foldBetRollup } from '../packages/server/src/modules/reports/rollup.ts';
import {
  BENCH_KINDS,
  round,
  startBenchApp,
  type BenchDatabaseKind,
  writeBenchResults,
} from './load-app.ts';

const BETS = Number(process.env.BENCH_REPORT_BETS ?? 1_000_000);
const MEMBERS = 1_000;
const REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 20);
const TOKEN = 'bench-admin-token-0123456789abcdef';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(kind: BenchDatabaseKind) {
  const { app, baseUrl, close } = await startBenchApp(kind, { adminToken: TOKEN });
  try {
    const seeded = performance.now();
    await app.db.execute(sql`
      insert into members (merchant_code, username, reg_date)
      select 'KALARO', 'rpt_' || g, now() - (g % 30) * interval '1 day'
      from generate_series(1, ${MEMBERS}) g`);
    await app.db.execute(sql`
      insert into bets (member_id, node_id, vendor, game_type, stake_minor, win_minor, status, round_id, idempotency_key, created_at, settled_at)
      select m.id, game.node_id, game.vendor, game.game_type, 100 + (g % 900), (g % 7) * 50, 'settled',
        'RPT-' || g, 'rpt:' || g, at, at
      from (
        select g, now() - random() * interval '30 days' as at, 1 + (g % ${MEMBERS}) as n
        from generate_series(1, ${BETS}) g
      ) b
      join (select id, row_number() over (order by id) as n from members where username like 'rpt\\_%') m
        on m.n = b.n
      cross join lateral (
        select node_id, vendor, game_type from games order by node_id offset (b.g % 5) limit 1
      ) game`);
    const seedSeconds = (performance.now() - seeded) / 1000;
    // The server's timed pass folds the settled bets into the reports' rollups as they come;
    // here they all arrive at once, so the fold is timed on its own.
    const folding = performance.now();
    const folded = await foldBetRollup(app.db);
    const foldSeconds = (performance.now() - folding) / 1000;
    await app.db.execute(sql`analyze`);

    const measure = async (report: string, query: string) => {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        const r = await fetch(
          `${baseUrl}${endpoints.reportsAdmin.report.path.replace(':report', report)}?${query}`,
          { headers: { authorization: `Bearer ${TOKEN}` } },
        );
        await r.text();
        times.push(performance.now() - started);
        if (r.status !== 200) throw new Error(`${report}: ${r.status}`);
      }
      times.sort((a, b) => a - b);
      return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
    };
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const daily = await measure('daily', `from=${from}&to=${to}`);
    const dashboard = await measure('dashboard', `to=${to}`);
    const csv = await measure('daily', `from=${from}&to=${to}&format=csv`);
    return {
      database: kind,
      bets: BETS,
      'seed s': round(seedSeconds),
      'fold s': round(foldSeconds),
      folded,
      requests: REQUESTS,
      'daily 30 days p50 ms': daily.p50,
      'daily 30 days p99 ms': daily.p99,
      'daily CSV p99 ms': csv.p99,
      'dashboard p50 ms': dashboard.p50,
      'dashboard p99 ms': dashboard.p99,
    };
  } finally {
    await close();
  }
}

async function main() {
  const runs = [];
  for (const kind of BENCH_KINDS) {
    const figures = await run(kind);
    console.log(`\nreports: ${BETS} settled bets over 30 days (${kind})`);
    console.table([figures]);
    runs.push(figures);
  }
  writeBenchResults('reports.json', {
    endpoint: `GET ${endpoints.reportsAdmin.report.path}`,
    note: 'in-process server over loopback HTTP; 1,000 members and the bets spread over 30 days and 5 games',
    runs,
  });
}

await main();
