/**
 * npm run bench (last part) — soak: two server processes in production mode
 * (`src/server.ts`, as `npm start` runs it) on one PostgreSQL database and one
 * Redis, as behind a load balancer, take mixed traffic alternately:
 * visitors browsing (game lists, hot games, start-up settings, announcements,
 * lotteries), members reading their account, logging in (sealed, argon2id),
 * spinning the in-house slot (each member at most every 2.5 s, the production
 * spacing) and betting on a lottery drawn every 10 s.
 *
 * First a ramp of short steps finds the highest request rate whose p99 stays
 * under 200 ms with no error; then that rate is held for 60 s. At the end every
 * wallet must equal its ledger sum and no ledger key may be written twice.
 * Prints the figures and writes bench/results/soak.json.
 *
 * Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) and BENCH_REDIS_URL (or
 * TEST_REDIS_URL); skipped with a message without them. SOAK_SECONDS and
 * SOAK_STEP_SECONDS shorten the run (defaults 60 and 8).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SessionValue } from '@kalaro/contract/account';
import {
  encryptForServer,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  importPublicKey,
} from '@kalaro/contract/encryption';
import { endpoints } from '@kalaro/contract/endpoints';
import type { StartupSettings } from '@kalaro/contract/operator';
import { createPasswordHasher } from '../packages/server/src/lib/password.ts';
import {
  createSharedInstallation,
  startServerProcess,
  type ServerProcess,
} from '../packages/server/test/server-process.ts';
import {
  fundedMembers,
  ledgerAudit,
  Player,
  send,
  slotGame,
  type Attempt,
} from '../packages/server/test/traffic.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench/results');
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL;
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const STEP_SECONDS = Number(process.env.SOAK_STEP_SECONDS ?? 8);
const RATES = [50, 100, 150, 200, 250, 300, 400, 500, 600, 800];
const P99_LIMIT_MS = 200;
const PLAYERS = 400;
const PASSWORD = 'Soak1234';
/** The production spacing between two spins of one member (SLOT_MIN_SPIN_INTERVAL_MS). */
const SPIN_SPACING_MS = 2_600;
/** More requests than this waiting for an answer: the servers have fallen behind. */
const MAX_IN_FLIGHT = 2_000;

type Kind = 'browse' | 'account' | 'login' | 'spin' | 'lottery';
/** Shares of the traffic (a lottery action is two requests: the draw, then the bet). */
const MIX: [Kind, number][] = [
  ['browse', 0.6],
  ['account', 0.12],
  ['login', 0.02],
  ['spin', 0.18],
  ['lottery', 0.08],
];

const BROWSE = [
  ...[1, 2, 3].map(
    (page) => `${endpoints.games.list.path}?gameType=RNG&pageSize=26&pageNo=${page}`,
  ),
  `${endpoints.games.list.path}?gameType=LIVE&pageSize=26&pageNo=1`,
  `${endpoints.games.list.path}?gameType=RNG&gameName=gold&pageSize=26&pageNo=1`,
  `${endpoints.games.hot.path}?isPlatform=2&platform=html5&language=EN`,
  endpoints.system.startup.path,
  `${endpoints.content.announcements.path}?types=PL&groupName=m_home`,
  endpoints.lottery.list.path,
];

interface Sample {
  kind: Kind;
  ms: number;
  /** 'ok', 'refused' (an expected business answer, e.g. a draw that just closed) or 'error'. */
  outcome: 'ok' | 'refused' | 'error';
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const round = (n: number) => Math.round(n * 10) / 10;

function summarise(samples: Sample[], seconds: number) {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const byKind = Object.fromEntries(
    MIX.map(([kind]) => {
      const own = samples
        .filter((s) => s.kind === kind)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return [
        kind,
        {
          requests: own.length,
          p50Ms: round(percentile(own, 50)),
          p99Ms: round(percentile(own, 99)),
        },
      ];
    }),
  );
  return {
    requests: samples.length,
    requestsPerSecond: round(samples.length / seconds),
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1) ?? 0),
    errors: samples.filter((s) => s.outcome === 'error').length,
    refused: samples.filter((s) => s.outcome === 'refused').length,
    byKind,
  };
}

/** The bearer token the soak's instances serve `/metrics` under. */
const METRICS_TOKEN = 'soak-metrics-token-0123456789';

async function scrapeMetrics(url: string): Promise<string> {
  const response = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
}

/** The scrape's business counters, pool gauges and event-loop lag (not every bucket). */
const isSummaryLine = (line: string) =>
  /^(kalaro_[a-z_]+(_total)?|nodejs_eventloop_lag_p99_seconds|process_resident_memory_bytes)(\{[^}]*\})? /.test(
    line,
  );

async function main() {
  if (!postgresUrl || !redisUrl) {
    console.log(
      '\nSoak: skipped — set BENCH_DATABASE_URL and BENCH_REDIS_URL (or TEST_DATABASE_URL and TEST_REDIS_URL).',
    );
    return;
  }
  const installation = await createSharedInstallation({ postgresUrl, redisUrl });
  const servers: ServerProcess[] = [];
  try {
    const env = {
      ...installation.env,
      NODE_ENV: 'production',
      // Browsing reads the demo's home content, which production turns off.
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      // Each simulated player calls from an address of its own.
      TRUST_PROXY: 'true',
      LOTTERY_DRAW_SECONDS: '10',
      LOTTERY_CLOSE_SECONDS: '2',
      PAYMENTS_DEMO_GATEWAY: 'off',
      METRICS_TOKEN,
    };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    const passwordHash = await createPasswordHasher().hash(PASSWORD);
    const members = await fundedMembers(installation.databaseUrl, PLAYERS, 100_000_00, {
      password: PASSWORD,
      passwordHash,
    });
    const attempts: Attempt[] = [];
    const players = members.map(
      (m, i) => new Player(m, attempts, `10.${100 + (i >> 8)}.${i & 255}.1`),
    );
    const nextSpinAt = new Map(players.map((p) => [p, 0]));
    const slot = await slotGame(servers[0]!.url, members[0]!.token);
    const publicKey = await importPublicKey(
      (await send<StartupSettings>(servers[0]!.url + endpoints.system.startup.path)).body!.value!
        .security.publicKey,
    );

    let serial = 0;
    const server = () => servers[serial++ % servers.length]!.url;
    const anyPlayer = () => players[Math.floor(Math.random() * players.length)]!;
    const visitorIp = () =>
      `10.200.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
    const outcome = (status: number | undefined, refusals: string[] = [], code?: string) =>
      status === 200
        ? 'ok'
        : status !== undefined && code && refusals.includes(code)
          ? 'refused'
          : 'error';

    /** One action of `kind`; pushes one sample per request. */
    async function act(kind: Kind, samples: Sample[]) {
      if (kind === 'spin') {
        const now = Date.now();
        const player = players.find((p) => nextSpinAt.get(p)! <= now);
        if (player) {
          nextSpinAt.set(player, now + SPIN_SPACING_MS);
          const a = await player.spin(server(), slot);
          samples.push({
            kind,
            ms: a.ms,
            outcome: outcome(a.status, ['slot.spin_too_fast'], a.errorCode),
          });
          return;
        }
        kind = 'browse'; // every member spun within the last 2.5 s
      }
      if (kind === 'browse') {
        const path = BROWSE[Math.floor(Math.random() * BROWSE.length)]!;
        const r = await send(server() + path, { ip: visitorIp() });
        samples.push({ kind, ms: r.ms, outcome: outcome(r.status) });
      } else if (kind === 'account') {
        const player = anyPlayer();
        const path =
          Math.random() < 0.5 ? endpoints.member.info.path : endpoints.wallet.balance.path;
        const r = await send(server() + path, {
          token: player.member.token,
          ip: `10.201.0.${serial % 250}`,
        });
        samples.push({ kind, ms: r.ms, outcome: outcome(r.status) });
      } else if (kind === 'login') {
        const player = anyPlayer();
        const sealed = await encryptForServer(publicKey, {
          type: 'username',
          username: player.member.username,
          password: PASSWORD,
        });
        const r = await send<SessionValue>(server() + endpoints.auth.login.path, {
          method: 'POST',
          body: sealed,
          ip: visitorIp(),
          headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
        });
        // A 200 without a token is no login.
        const status = r.status === 200 && !r.body?.value?.token ? 500 : r.status;
        samples.push({ kind, ms: r.ms, outcome: outcome(status) });
      } else if (kind === 'lottery') {
        const player = anyPlayer();
        const base = server();
        const start = performance.now();
        const draw = await player.currentDraw(base);
        samples.push({ kind, ms: performance.now() - start, outcome: draw ? 'ok' : 'error' });
        if (draw?.status === 'open' && Date.parse(draw.closesAt) - Date.now() > 500) {
          const a = await player.betLottery(base, draw.drawId);
          samples.push({
            kind,
            ms: a.ms,
            outcome: outcome(a.status, ['lottery.betting_closed'], a.errorCode),
          });
        }
      }
    }

    const pick = (): Kind => {
      let x = Math.random();
      for (const [kind, share] of MIX) if ((x -= share) < 0) return kind;
      return 'browse';
    };

    /** Open loop: `rate` actions a second are started on time, whatever the answers do. */
    async function run(rate: number, seconds: number) {
      const samples: Sample[] = [];
      const pending = new Set<Promise<void>>();
      let started = 0;
      let dropped = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < seconds * 1000) {
        const due = Math.floor(((performance.now() - t0) / 1000) * rate);
        for (; started < due; started++) {
          if (pending.size >= MAX_IN_FLIGHT) {
            dropped++;
            continue;
          }
          const task = act(pick(), samples).finally(() => pending.delete(task));
          pending.add(task);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await Promise.all(pending);
      return { ...summarise(samples, (performance.now() - t0) / 1000), dropped };
    }

    const holds = (s: Awaited<ReturnType<typeof run>>) =>
      s.p99Ms < P99_LIMIT_MS && s.errors === 0 && s.dropped === 0;
    console.log(
      `\nSoak: 2 instances (production mode) on PostgreSQL + Redis, ${PLAYERS} funded members`,
    );
    console.log(
      `ramp: ${STEP_SECONDS} s per step, held while p99 < ${P99_LIMIT_MS} ms with no error`,
    );
    console.log('  target/s  got/s    p50 ms   p99 ms   errors');
    const ramp: (Awaited<ReturnType<typeof run>> & { target: number })[] = [];
    let chosen = RATES[0]!;
    for (const rate of RATES) {
      const step = { target: rate, ...(await run(rate, STEP_SECONDS)) };
      ramp.push(step);
      console.log(
        `  ${String(rate).padStart(8)}  ${String(step.requestsPerSecond).padStart(6)}  ${String(step.p50Ms).padStart(7)}  ${String(step.p99Ms).padStart(7)}  ${String(step.errors).padStart(7)}`,
      );
      if (!holds(step)) break;
      chosen = rate;
    }
    // Let the servers drain the last (failed) step before the soak. A rate
    // that held for a short step but not for the whole soak is stepped down once.
    const soakAt = async (rate: number) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      return { target: rate, seconds: SOAK_SECONDS, ...(await run(rate, SOAK_SECONDS)) };
    };
    const soaks = [await soakAt(chosen)];
    const lower = RATES[RATES.indexOf(chosen) - 1];
    if (!holds(soaks[0]!) && lower) {
      console.log(`soak at ${chosen}/s: p99 ${soaks[0]!.p99Ms} ms — stepping down to ${lower}/s`);
      soaks.push(await soakAt(lower));
    }
    const soak = soaks.at(-1)!;

    // What an operator's Prometheus reads of each instance right after the soak.
    const scrapes = await Promise.all(servers.map((s) => scrapeMetrics(s.url)));
    // The lottery bets of the last draws settle; then the ledger must balance.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const audit = await ledgerAudit(
      installation.databaseUrl,
      members.map((m) => m.memberId),
    );
    const badBets = audit.bets.filter(
      (b) =>
        b.debits !== 1 || b.debited !== b.stake || (b.status === 'settled' && b.paid !== b.win),
    );
    const result = {
      date: new Date().toISOString(),
      instances: servers.length,
      players: PLAYERS,
      mix: Object.fromEntries(MIX),
      p99LimitMs: P99_LIMIT_MS,
      ramp,
      soak,
      soakAttempts: soaks.length,
      ledger: {
        wallets: PLAYERS,
        mismatchedWallets: audit.mismatchedWallets.length,
        duplicateLedgerKeys: audit.duplicateLedgerKeys.length,
        bets: audit.bets.length,
        betsNotMatchingLedger: badBets.length,
      },
    };
    console.log(
      `\nsoak: ${soak.target} actions/s for ${SOAK_SECONDS} s → ${soak.requestsPerSecond} req/s, ` +
        `p50 ${soak.p50Ms} ms, p99 ${soak.p99Ms} ms, max ${soak.maxMs} ms, errors ${soak.errors}, ` +
        `refused ${soak.refused}, dropped ${soak.dropped}`,
    );
    console.log('  kind      requests   p50 ms   p99 ms');
    for (const [kind, k] of Object.entries(soak.byKind)) {
      console.log(
        `  ${kind.padEnd(8)}  ${String(k.requests).padStart(8)}  ${String(k.p50Ms).padStart(7)}  ${String(k.p99Ms).padStart(7)}`,
      );
    }
    console.log(
      `ledger: ${result.ledger.bets} bets; wallets ≠ ledger: ${result.ledger.mismatchedWallets}; ` +
        `ledger keys written twice: ${result.ledger.duplicateLedgerKeys}; bets ≠ ledger: ${result.ledger.betsNotMatchingLedger}`,
    );
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'soak.json'), `${JSON.stringify(result, null, 2)}\n`);
    scrapes.forEach((scrape, i) => {
      writeFileSync(join(resultsDir, `soak-metrics-${i + 1}.txt`), scrape);
      console.log(
        `/metrics of instance ${i + 1} after the soak (bench/results/soak-metrics-${i + 1}.txt):`,
      );
      for (const line of scrape.split('\n').filter(isSummaryLine)) console.log(`  ${line}`);
    });
    const held = holds(soak);
    if (
      !held ||
      result.ledger.mismatchedWallets ||
      result.ledger.duplicateLedgerKeys ||
      badBets.length
    ) {
      console.log('soak: NOT held (see above)');
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await installation.drop();
  }
}

await main();
