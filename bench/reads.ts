/**
 * npm run bench (after api.ts) — the reads every player makes, beside a bare
 * Fastify server. For each call (start-up settings, home announcements, the
 * game list plain / searched / filtered by vendor / page 20, hot games, member
 * info with a session) the app (production mode, in process, rate limit raised)
 * and a bare Fastify server answering a fixed body of the same size each take
 * autocannon (50 connections, loopback, browser headers, from a worker thread)
 * for BENCH_READS_SECONDS (default 10) after a 1 s warm-up each, in alternating
 * slices of about 1 s (app, bare, app, bare …) so that a noisy neighbour on
 * the machine weighs on both sides alike. Prints requests/s (all slices' requests
 * over their time), p99 (median of the slices') and the ratio app/bare (median
 * of the slice pairs' ratios) per call against the target (≥ 50 % with p99 <
 * 20 ms), on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL; writes
 * bench/results/reads.json. Figures, not a test: the exit code stays 0.
 * BENCH_READS_ONLY=member (part of a call's name) measures the matching calls only
 * (printed, not written).
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import {
  ANNOUNCEMENT_GROUP,
  ANNOUNCEMENT_PLATFORM,
  CONTENT_TYPE,
  PAGE_SIZE,
} from '@kalaro/contract/constants';
import { endpoints } from '@kalaro/contract/endpoints';
import {
  BENCH_KINDS,
  benchMember,
  startBenchApp,
  writeBenchResults,
  type BenchDatabaseKind,
} from './load-app.ts';

const SECONDS = Number(process.env.BENCH_READS_SECONDS ?? 10);
/** Slices per side: about 1 s each, totalling SECONDS. */
const SLICES = Math.max(1, Math.round(SECONDS));
const CONNECTIONS = 50;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
const list = (params: Record<string, string | number>) =>
  endpoints.games.list.path +
  query({ ...params, language: 'EN', pageSize: PAGE_SIZE.GAMES, pageNo: params.pageNo ?? 1 });

/** What the app asks for (the web client's own query strings). */
const CALLS: { name: string; path: string; member?: true }[] = [
  { name: 'start-up settings', path: endpoints.system.startup.path },
  {
    name: 'home announcements',
    path:
      endpoints.content.announcements.path +
      query({
        types: [
          CONTENT_TYPE.BANNER,
          CONTENT_TYPE.PLAYER,
          CONTENT_TYPE.POP_UP,
          CONTENT_TYPE.HOT_MATCH,
        ].join(','),
        groupName: ANNOUNCEMENT_GROUP.HOME,
        platform: ANNOUNCEMENT_PLATFORM,
        language: 'EN',
      }),
  },
  { name: 'game list', path: list({ gameType: 'RNG' }) },
  { name: 'game list, search', path: list({ gameType: 'RNG', gameName: 'gold' }) },
  { name: 'game list, vendor', path: list({ gameType: 'RNG', vassalage: 'PGX' }) },
  { name: 'game list, page 20', path: list({ gameType: 'RNG', pageNo: 20 }) },
  { name: 'hot games', path: endpoints.games.hot.path + query({ language: 'EN' }) },
  { name: 'member info', path: endpoints.member.info.path, member: true },
];

const ONLY = process.env.BENCH_READS_ONLY?.toLowerCase();
const calls = ONLY ? CALLS.filter((call) => call.name.includes(ONLY)) : CALLS;

const round = (n: number) => Math.round(n * 10) / 10;

type Slice = {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

async function hammer(
  url: string,
  path: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Slice> {
  const result = await autocannon({
    url: url + path,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    headers,
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The slices of one side summed: requests over time, median p50/p99. */
function summarise(slices: Slice[]) {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  return {
    requestsPerSecond: round(requests / seconds),
    p50Ms: median(slices.map((s) => s.p50Ms)),
    p99Ms: median(slices.map((s) => s.p99Ms)),
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  };
}

/**
 * A warm-up of each side, then SLICES alternating slices (app, bare, app, bare
 * …) of SECONDS / SLICES each; the ratio is the median of the pairs' ratios.
 */
async function measure(
  appUrl: string,
  bareUrl: string,
  path: string,
  headers: Record<string, string>,
) {
  await hammer(appUrl, path, headers, 1);
  await hammer(bareUrl, path, headers, 1);
  const slice = SECONDS / SLICES;
  const served: Slice[] = [];
  const reference: Slice[] = [];
  for (let i = 0; i < SLICES; i++) {
    served.push(await hammer(appUrl, path, headers, slice));
    reference.push(await hammer(bareUrl, path, headers, slice));
  }
  const ratio = median(
    served.map((s, i) => s.requests / s.seconds / (reference[i]!.requests / reference[i]!.seconds)),
  );
  return { served: summarise(served), reference: summarise(reference), ratio };
}

/** A bare Fastify server answering one fixed JSON body of `bytes` bytes. */
async function bareServer(bytes: number) {
  const prefix = '{"success":true,"value":"';
  const body = `${prefix}${'x'.repeat(Math.max(0, bytes - prefix.length - 2))}"}`;
  const bare = Fastify({ logger: false });
  bare.get('/*', (_request, reply) => {
    void reply.type('application/json; charset=utf-8').send(body);
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { bare, url: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}` };
}

async function runOn(kind: BenchDatabaseKind) {
  const { app, baseUrl: url, close } = await startBenchApp(kind);
  try {
    const { headers: memberHeaders } = await benchMember(app, 'benchreads', 100_00);
    const token = memberHeaders.authorization;
    const rows = [];
    for (const call of calls) {
      const auth: Record<string, string> = call.member ? { authorization: token } : {};
      const headers = { ...HEADERS, ...auth };
      const probe = await fetch(url + call.path, { headers: auth });
      const bytes = Buffer.byteLength(await probe.text());
      if (probe.status !== 200) throw new Error(`${call.path}: ${probe.status}`);
      const { bare, url: bareUrl } = await bareServer(bytes);
      const { served, reference, ratio } = await measure(url, bareUrl, call.path, headers).finally(
        () => bare.close(),
      );
      rows.push({
        call: call.name,
        path: call.path,
        bytes,
        app: served,
        bare: reference,
        ratio: Math.round(ratio * 1000) / 1000,
        meetsTarget:
          ratio >= TARGET_RATIO &&
          served.p99Ms < TARGET_P99_MS &&
          served.errors === 0 &&
          served.non2xx === 0,
      });
    }
    console.log(
      `\nreads on ${kind} (${CONNECTIONS} connections, ${SECONDS} s each in ${SLICES} alternating slices; target ≥ ${TARGET_RATIO * 100} % of bare Fastify with p99 < ${TARGET_P99_MS} ms)`,
    );
    console.table(
      rows.map((r) => ({
        call: r.call,
        bytes: r.bytes,
        'app req/s': r.app.requestsPerSecond,
        'app p99 ms': r.app.p99Ms,
        'bare req/s': r.bare.requestsPerSecond,
        'bare p99 ms': r.bare.p99Ms,
        ratio: `${round(r.ratio * 100)} %`,
        target: r.meetsTarget ? 'pass' : 'FAIL',
        'non-2xx': r.app.non2xx,
      })),
    );
    return { database: kind, rows };
  } finally {
    await close();
  }
}

const runs = [];
for (const kind of BENCH_KINDS) runs.push(await runOn(kind));
if (!ONLY) {
  writeBenchResults('reads.json', {
    endpoint:
      'start-up settings, home announcements, game list (4 queries), hot games, member info',
    note: `app in process (production mode, rate limit raised) and a bare Fastify server with a fixed body of the same size; autocannon (${CONNECTIONS} connections, ${SECONDS} s each after 1 s warm-up, in ${SLICES} alternating app/bare slices, ratio the median of the slice pairs', worker thread) on the same machine, loopback; target ≥ ${TARGET_RATIO * 100} % of bare with p99 < ${TARGET_P99_MS} ms`,
    runs,
  });
}
