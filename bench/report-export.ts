/**
 * The back office's CSV exports over many rows: seeds BENCH_EXPORT_ROWS settled
 * bets (default 100,000) spread over 10 days, then downloads
 * GET /wps/admin/reports/bets?format=csv for one day (a tenth of them) and for
 * the 10 days, as the automation token, reading the answer as it comes without
 * keeping it. For each: time to the first byte and to the end, rows, bytes, and
 * how much the process's resident memory (RSS) and JavaScript heap grew above
 * what they were before the download (sampled every 5 ms). A file streamed from
 * keyset pages grows them the same for 10,000 rows as for 100,000: flat memory.
 * Writes bench/results/report-export.json.
 * Run: node --expose-gc --import tsx bench/report-export.ts
 */
import { endpoints } from '@kalaro/contract/endpoints';
import { sql } from 'drizzle-orm';
import {
  BENCH_KINDS,
  round,
  startBenchApp,
  type BenchDatabaseKind,
  writeBenchResults,
} from './load-app.ts';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const DAYS = 10;
const MEMBERS = 1_000;
const TOKEN = 'bench-admin-token-0123456789abcdef';
const MB = 1024 * 1024;
const FIRST_DAY = Date.UTC(2024, 0, 1);
const dayOf = (i: number) => new Date(FIRST_DAY + i * 86_400_000).toISOString().slice(0, 10);

const gc = (globalThis as { gc?: () => void }).gc;

/** Downloads a CSV file, counting its lines and bytes, and the memory the process grew by meanwhile. */
async function download(url: string) {
  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 5);
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.byteLength;
    for (const char of decoder.decode(chunk, { stream: true })) if (char === '\n') lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    rows: lines - 1,
    MB: round(bytes / MB),
    'first byte ms': round(firstByte),
    s: round(seconds),
    'rows/s': Math.round((lines - 1) / seconds),
    'RSS growth MB': round((peakRss - before.rss) / MB),
    'heap growth MB': round((peakHeap - before.heapUsed) / MB),
  };
}

async function run(kind: BenchDatabaseKind) {
  const { app, baseUrl, close } = await startBenchApp(kind, { adminToken: TOKEN });
  try {
    const seeded = performance.now();
    await app.db.execute(sql`
      insert into members (merchant_code, username, reg_date)
      select 'KALARO', 'exp_' || g, timestamptz '2023-12-01 00:00:00+00'
      from generate_series(1, ${MEMBERS}) g`);
    await app.db.execute(sql`
      insert into bets (member_id, node_id, vendor, game_type, stake_minor, win_minor, status, round_id, idempotency_key, created_at, settled_at)
      select m.id, game.node_id, game.vendor, game.game_type, 100 + (g % 900), (g % 7) * 50, 'settled',
        'EXP-' || g, 'exp:' || g, at, at
      from (
        select g, timestamptz '2024-01-01 00:00:00+00' + ((g - 1) % ${DAYS}) * interval '1 day'
          + (g % 86000) * interval '1 second' as at, 1 + (g % ${MEMBERS}) as n
        from generate_series(1, ${ROWS}) g
      ) b
      join (select id, row_number() over (order by id) as n from members where username like 'exp\\_%') m
        on m.n = b.n
      cross join lateral (
        select node_id, vendor, game_type from games order by node_id offset (b.g % 5) limit 1
      ) game`);
    await app.db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seeded) / 1000;
    const url = (from: string, to: string) =>
      `${baseUrl}${endpoints.reportsAdmin.report.path.replace(':report', 'bets')}?from=${from}&to=${to}&format=csv`;
    // A first small download warms the code paths up.
    await download(url(dayOf(0), dayOf(0)));
    const oneDay = await download(url(dayOf(0), dayOf(0)));
    const all = await download(url(dayOf(0), dayOf(DAYS - 1)));
    return [
      { database: kind, file: `1 day`, 'seed s': round(seedSeconds), ...oneDay },
      { database: kind, file: `${DAYS} days`, 'seed s': round(seedSeconds), ...all },
    ];
  } finally {
    await close();
  }
}

async function main() {
  if (!gc) console.warn('run with node --expose-gc for a clean baseline before each download');
  const runs = [];
  for (const kind of BENCH_KINDS) {
    const figures = await run(kind);
    console.log(`\nreport export: ${ROWS} settled bets over ${DAYS} days (${kind})`);
    console.table(figures);
    runs.push(...figures);
  }
  writeBenchResults('report-export.json', {
    endpoint: `GET ${endpoints.reportsAdmin.report.path} (bets, format=csv)`,
    note: 'in-process server over loopback HTTP, the client in the same process reading the file as it comes; memory growth is the peak above the level before the download (RSS and V8 heap, sampled every 5 ms)',
    runs,
  });
}

await main();
