/**
 * The seamless wallet under load (vendor callbacks over loopback HTTP, signed
 * as a vendor signs them). Builds the app in-process on a temporary PGlite (and
 * on PostgreSQL when BENCH_DATABASE_URL is set) with one seamless vendor, then:
 * 1. throughput: debit + credit pairs paced at BENCH_VENDOR_RATE callbacks/s
 *    (default 500) for BENCH_VENDOR_SECONDS (default 10) over 50 players;
 *    prints the achieved rate and p50/p99 of each call;
 * 2. reconciliation: BENCH_VENDOR_ROUNDS simulator rounds (default 100,000;
 *    random bets, wins, replays, early credits, rollbacks) over 20 players, 32 at
 *    a time; checks that the simulator's books and the ledger agree to the cent
 *    and that every balance equals its ledger sum.
 * Writes bench/results/vendor-wallet.json; exits non-zero when a check fails.
 */
import { endpoints } from '@kalaro/contract/endpoints';
import type { Game } from '@kalaro/contract/games';
import { sql } from 'drizzle-orm';
import { seededRandom } from '../packages/server/src/lib/random.ts';
import { VendorSimulator } from '../packages/server/test/support/vendor-simulator.ts';
import {
  type BenchDatabaseKind,
  benchMember,
  round,
  runCheckedBench,
  startBenchApp,
} from './load-app.ts';

const VENDOR = 'PGX';
const SECRET = 'bench-vendor-secret-7d1e0c';
const CURRENCY = 'PHP';
const RATE = Number(process.env.BENCH_VENDOR_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_VENDOR_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_VENDOR_ROUNDS ?? 100_000);
const PLAYERS = 20;
const START_MINOR = 100_000_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function run(kind: BenchDatabaseKind) {
  const { app, baseUrl, close } = await startBenchApp(kind, {
    seamlessVendors: [
      {
        vendor: VENDOR,
        endpoint: 'https://vendor.example/launch',
        secret: SECRET,
        currency: CURRENCY,
        enabled: true,
      },
    ],
  });
  try {
    const list = await fetch(
      `${baseUrl}${endpoints.games.list.path}?vassalage=${VENDOR}&pageSize=5`,
    );
    const game = ((await list.json()) as { value: { games: Game[] } }).value.games[0]!;
    const players = async (prefix: string, n: number) =>
      Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const { member, headers } = await benchMember(app, `${prefix}${i}`, START_MINOR);
          const r = await fetch(`${baseUrl}${endpoints.games.launch.path}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ nodeId: game.nodeId, vendor: VENDOR, gameId: game.gameId }),
          });
          const url = new URL(((await r.json()) as { value: { url: string } }).value.url);
          return { memberId: member.id, token: url.searchParams.get('token')! };
        }),
      );
    const simulator = (seed: number) =>
      new VendorSimulator({
        baseUrl,
        vendor: VENDOR,
        secret: SECRET,
        currency: CURRENCY,
        gameId: game.gameId,
        random: seededRandom(seed),
      });

    // 1. Paced debit + credit pairs.
    const paced = await players('vbpace', 50);
    const sim = simulator(1);
    const pairs = Math.round((RATE / 2) * SECONDS);
    const started = performance.now();
    const inFlight = new Set<Promise<void>>();
    let errors = 0;
    for (let i = 0; i < pairs; i++) {
      const due = started + (i * 1000 * 2) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const { token } = paced[i % paced.length]!;
      // At most 64 rounds in flight: a server that falls behind shows as a lower achieved rate.
      while (inFlight.size >= 64) await Promise.race(inFlight);
      const pair = (async () => {
        const roundId = sim.nextId('BR');
        const debitId = sim.nextId('BD');
        const d = await sim.call('debit', {
          playerToken: token,
          transactionId: debitId,
          roundId,
          gameId: game.gameId,
          amountMinor: 100,
        });
        const c = await sim.call('credit', {
          playerToken: token,
          transactionId: sim.nextId('BC'),
          roundId,
          debitTransactionId: debitId,
          amountMinor: i % 3 === 0 ? 250 : 0,
        });
        if (!d.success || !c.success) errors++;
      })().catch(() => void errors++);
      inFlight.add(pair);
      void pair.finally(() => inFlight.delete(pair));
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1000;
    const of = (call: string) => sim.latencies.filter((l) => l.call === call).map((l) => l.ms);
    const throughput = {
      database: kind,
      'target callbacks/s': RATE,
      'achieved callbacks/s': round((pairs * 2) / seconds),
      callbacks: pairs * 2,
      errors,
      'debit p50 ms': round(percentile(of('debit'), 50)),
      'debit p99 ms': round(percentile(of('debit'), 99)),
      'credit p50 ms': round(percentile(of('credit'), 50)),
      'credit p99 ms': round(percentile(of('credit'), 99)),
      'all p99 ms': round(
        percentile(
          sim.latencies.map((l) => l.ms),
          99,
        ),
      ),
    };

    // 2. Reconciliation of simulator rounds.
    const players2 = await players('vbrec', PLAYERS);
    const sims = players2.map((_, i) => simulator(100 + i));
    const recStarted = performance.now();
    const per = Math.ceil(ROUNDS / PLAYERS);
    await Promise.all(players2.map((p, i) => sims[i]!.play(p.token, per, 2, 5_000)));
    const recSeconds = (performance.now() - recStarted) / 1000;
    let mismatches = 0;
    let balanceNotLedger = 0;
    for (const [i, p] of players2.entries()) {
      const result = await app.db.execute(sql`
        select (select coalesce(sum(amount_minor), 0) from ledger_entries
                 where member_id = ${p.memberId} and idempotency_key like ${`vendor:${VENDOR}:%`}) as vendor,
               (select coalesce(sum(amount_minor), 0) from ledger_entries where member_id = ${p.memberId}) as ledger,
               (select balance_minor from wallets where member_id = ${p.memberId}) as balance`);
      const row = (
        result as unknown as { rows: { vendor: string; ledger: string; balance: string }[] }
      ).rows[0]!;
      if (Number(row.vendor) !== sims[i]!.netMinor()) mismatches++;
      if (Number(row.ledger) !== Number(row.balance)) balanceNotLedger++;
    }
    const rounds = sims.reduce((n, s) => n + s.books.rounds, 0);
    const reconciliation = {
      database: kind,
      rounds,
      calls: sims.reduce((n, s) => n + s.latencies.length, 0),
      seconds: round(recSeconds),
      'rounds/s': round(rounds / recSeconds),
      'players whose books differ': mismatches,
      'players whose balance ≠ ledger': balanceNotLedger,
    };
    const checks = {
      noErrors: errors === 0,
      p99Under20ms: throughput['all p99 ms'] < 20,
      booksAgreeToTheCent: mismatches === 0,
      balanceEqualsLedger: balanceNotLedger === 0,
    };
    return { throughput, reconciliation, checks };
  } finally {
    await close();
  }
}

runCheckedBench({
  name: 'vendor-wallet',
  title: (kind) => `vendor wallet (${kind})`,
  run,
  file: 'vendor-wallet.json',
  endpoint: 'POST /wps/vendor/:vendor/wallet/{debit,credit,rollback}',
  note: 'in-process server, signed callbacks over loopback HTTP (fetch) from the vendor simulator on the same 2-core machine',
});
