/**
 * npm run bench (second part) — API throughput of the game list.
 * Builds the app in-process on a temporary PGlite with the normal demo seed
 * (about 2,000 games), then on one holding about 50,000 generated games; each listens
 * on 127.0.0.1 (ephemeral port), times single requests of each kind, then runs
 * autocannon (50 connections, ~10 s, from a worker thread) over a realistic mix
 * of game-list URLs. Prints requests/s and p50/p99 latency and writes
 * bench/results/api.json. With BENCH_DATABASE_URL set, the same runs on
 * PostgreSQL follow. Loopback only; bounded duration.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../packages/server/src/app.ts';
import type { DatabaseOptions } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import {
  analyseGames,
  countGames,
  insertGames,
} from '../packages/server/src/modules/games/repo.ts';
import { seedGames, seedVendors } from '../packages/server/src/modules/games/seed-data.ts';
import { gameVendorsTable } from '../packages/server/src/modules/games/tables.ts';
import {
  BENCH_KINDS,
  benchAppOptions,
  createBenchDatabase,
  round,
  type BenchDatabase,
} from './load-app.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench/results');
const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 10);
const CONNECTIONS = 50;
/** Scale of the generated catalogue for the large run (about 50,000 games). */
const LARGE_SCALE = 25.6;
const MERCHANT = 'KALARO';

/** What the app asks for: categories and their next pages, vendor filters, searches, the filter panel. */
function urlMix(): string[] {
  const base = '/wps/games/list?merchant=KALARO&platform=html5&pageSize=26&language=EN';
  const mix = [
    ...[1, 2, 3].map((p) => `gameType=RNG&pageNo=${p}`),
    'gameType=FISH&pageNo=1',
    'gameType=LIVE&pageNo=1',
    'gameType=CARD&pageNo=1',
    'gameType=RNG&vassalage=PGX&pageNo=1',
    'gameType=RNG&vassalage=JLX&pageNo=2',
    'gameType=LIVE&vassalage=HBL&pageNo=1',
    'gameType=RNG&gameName=gold&pageNo=1',
    'gameType=RNG&gameName=dragon&pageNo=1',
    'gameName=cafe&pageNo=1',
    'gameName=%C3%B1and%C3%BA&pageNo=1',
    'gameName=fortune&pageNo=2',
    'gameType=RNG&gameClassify=megaways&minBet=0.05&pageNo=1',
    'gameType=RNG&vassalage=SPN&gameClassify=classic&minBet=0.1&pageNo=1',
    'gameType=RNG&isNew=true&pageNo=1',
    'gameType=RNG&pageNo=20',
    'gameType=RNG&vassalage=MNT&gameName=lucky&minBet=0.5&pageNo=1',
  ].map((q) => `${base}&${q}`);
  return [...mix, '/wps/games/hot?isPlatform=2&platform=html5&language=EN'];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Sequential requests, one at a time: the latency of each kind of page on an idle server. */
async function timeSingle(baseUrl: string, paths: string[], rounds = 20) {
  const out: { path: string; p50Ms: number; maxMs: number; total?: number }[] = [];
  for (const path of paths) {
    const times: number[] = [];
    let total: number | undefined;
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      const response = await fetch(baseUrl + path);
      const body = (await response.json()) as { value?: { total?: number } };
      times.push(performance.now() - start);
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      total = body.value?.total;
    }
    times.sort((a, b) => a - b);
    out.push({
      path: path.replace(
        /^\/wps\/games\/list\?merchant=KALARO&platform=html5&pageSize=26&language=EN&/,
        '',
      ),
      p50Ms: round(percentile(times, 50)),
      maxMs: round(times[times.length - 1]!),
      ...(total !== undefined ? { total } : {}),
    });
  }
  return out;
}

async function load(baseUrl: string, paths: string[]) {
  // Each connection walks the list from its own offset, so the mix is spread over time.
  const shuffled = [...paths, ...paths.slice().reverse(), ...paths.slice(3), ...paths.slice(0, 3)];
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' },
    requests: shuffled.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    requestsPerSecond: round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** An app on its own database; for the large run the catalogue is stored first, so the seed skips it. */
async function startApp(database: BenchDatabase) {
  const app = await buildApp(benchAppOptions(database));
  await app.ready();
  return app;
}

async function storeLargeCatalogue(options: DatabaseOptions) {
  const database = await openDatabase(options);
  try {
    await database.db.insert(gameVendorsTable).values(seedVendors(MERCHANT));
    await insertGames(database.db, seedGames(MERCHANT, LARGE_SCALE));
    await analyseGames(database.db);
  } finally {
    await database.close();
  }
}

async function main() {
  const runs: Record<string, unknown>[] = [];
  const plan = BENCH_KINDS.flatMap((kind) =>
    (['demo', 'large'] as const).map((size) => ({ kind, size })),
  );
  for (const { kind, size } of plan) {
    const database = createBenchDatabase(kind, 'kalaro-bench-api-');
    try {
      let seedMs: number | undefined;
      if (size === 'large') {
        const t = performance.now();
        await storeLargeCatalogue(database.options);
        seedMs = round(performance.now() - t);
      }
      const t = performance.now();
      const app = await startApp(database);
      const startMs = round(performance.now() - t);
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const { port } = app.server.address() as AddressInfo;
        const baseUrl = `http://127.0.0.1:${port}`;
        const paths = urlMix();
        const games = await countGames(app.db, {});
        console.log(
          `\n${kind}, ${games} games: app start ${startMs} ms (${size === 'demo' ? 'including the seed' : `catalogue stored beforehand in ${seedMs} ms`})`,
        );
        const cold = await timeSingle(baseUrl, paths, 1);
        const warm = await timeSingle(baseUrl, paths);
        const single = warm.map((w, i) => ({ ...w, coldMs: cold[i]!.p50Ms }));
        console.table(single);
        const loaded = await load(baseUrl, paths);
        console.table([
          {
            database: kind,
            games,
            'req/s': loaded.requestsPerSecond,
            'p50 ms': loaded.latencyMs.p50,
            'p99 ms': loaded.latencyMs.p99,
            non2xx: loaded.non2xx,
            errors: loaded.errors,
          },
        ]);
        runs.push({
          games,
          database: kind,
          appStartMs: startMs,
          ...(seedMs !== undefined ? { catalogueStoreMs: seedMs } : {}),
          connections: CONNECTIONS,
          durationS: DURATION_S,
          ...loaded,
          single,
        });
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  }
  mkdirSync(resultsDir, { recursive: true });
  const result = {
    measuredAt: new Date().toISOString(),
    endpoint: 'GET /wps/games/list (+ /wps/games/hot)',
    note: 'in-process server (PGlite; PostgreSQL when BENCH_DATABASE_URL is set), autocannon (worker thread) on the same 2-core machine, loopback, browser accept-encoding; single = sequential requests on an idle server (coldMs = first request, before the count cache)',
    runs,
  };
  writeFileSync(join(resultsDir, 'api.json'), JSON.stringify(result, null, 2) + '\n');
  console.log('\nwritten: bench/results/api.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
