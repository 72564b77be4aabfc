/**
 * npm run bench (third part) — the in-house slot under load on one account.
 * Builds the app in-process on a temporary PGlite (and on PostgreSQL when
 * BENCH_DATABASE_URL is set), listens on 127.0.0.1 (ephemeral port), gives one
 * member a small balance and fires 200 spins at once over HTTP (10% of them
 * retries of another spin's idempotency key). The spin spacing (2.5 s by default)
 * is set to 0 for this run through the app's configuration (the same setting
 * as SLOT_MIN_SPIN_INTERVAL_MS). Prints spins/s and checks that the balance ended
 * ≥ 0, equals the sum of the ledger rows and that every key was applied once.
 * Writes bench/results/slot.json; exits non-zero when a check fails.
 */
import { randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import type { Game } from '@kalaro/contract/games';
import type { SpinValue } from '@kalaro/contract/slot';
import { eq } from 'drizzle-orm';
import { betsTable } from '../packages/server/src/modules/bets/tables.ts';
import { findWallet, listEntries } from '../packages/server/src/modules/wallet/repo.ts';
import {
  type BenchDatabaseKind,
  benchMember,
  round,
  runCheckedBench,
  startBenchApp,
} from './load-app.ts';

const SPINS = Number(process.env.BENCH_SLOT_SPINS ?? 200);
/** Small on purpose: 2.00 covers 20 spins of 0.10; the rest rides on the wins, or is refused. */
const START_BALANCE_MINOR = 200;
const BET = '0.10';

async function run(kind: BenchDatabaseKind) {
  const { app, baseUrl, close } = await startBenchApp(kind, { inhouse: { minSpinIntervalMs: 0 } });
  try {
    const list = await fetch(
      `${baseUrl}${endpoints.games.list.path}?vassalage=INHOUSE&pageSize=100`,
    );
    const games = ((await list.json()) as { value: { games: Game[] } }).value.games;
    const game = games.find((g) => g.minBet === '0.01')!;

    const { member, headers } = await benchMember(app, 'benchslot', START_BALANCE_MINOR);
    const url = `${baseUrl}${endpoints.inhouse.spin.path.replace(':gameId', game.gameId)}`;

    // Every tenth request retries the key of the request before it.
    const keys: string[] = [];
    for (let i = 0; i < SPINS; i++) keys.push(i % 10 === 9 ? keys[i - 1]! : randomUUID());

    const started = performance.now();
    const answers = await Promise.all(
      keys.map(async (idempotencyKey) => {
        const r = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ bet: BET, idempotencyKey }),
        });
        return {
          status: r.status,
          body: (await r.json()) as { value?: SpinValue; errorCode?: string },
        };
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const wallet = await findWallet(app.db, member.id);
    const entries = await listEntries(app.db, member.id);
    const bets = await app.db.select().from(betsTable).where(eq(betsTable.memberId, member.id));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.body.errorCode === 'wallet.insufficient_funds');
    const other = answers.filter(
      (a) => a.status !== 200 && a.body.errorCode !== 'wallet.insufficient_funds',
    );
    const appliedKeys = new Set(
      ok.filter((a) => !a.body.value!.replayed).map((a) => a.body.value!.betId),
    );
    const ledgerSum = entries.reduce((sum, e) => sum + e.amountMinor, 0);
    const balance = wallet!.balanceMinor;
    const net = bets.reduce((sum, b) => sum + b.winMinor - b.stakeMinor, 0);
    const checks = {
      balanceNonNegative: balance >= 0 && entries.every((e) => e.balanceAfterMinor >= 0),
      balanceEqualsLedgerSum: balance === ledgerSum,
      balanceEqualsStartPlusNet: balance === START_BALANCE_MINOR + net,
      eachKeyAppliedOnce:
        new Set(bets.map((b) => b.idempotencyKey)).size === bets.length &&
        appliedKeys.size === bets.length,
      onlyExpectedRefusals: other.length === 0,
    };
    const figures = {
      database: kind,
      requests: SPINS,
      'spins/s': round(SPINS / seconds),
      'settled spins': bets.length,
      replayed: ok.length - appliedKeys.size,
      'insufficient funds': refused.length,
      'other errors': other.length,
      ...(other.length > 0
        ? { 'error codes': [...new Set(other.map((a) => a.body.errorCode ?? a.status))].join() }
        : {}),
      seconds: round(seconds),
      'start balance': (START_BALANCE_MINOR / 100).toFixed(2),
      'end balance': (balance / 100).toFixed(2),
      'ledger sum': (ledgerSum / 100).toFixed(2),
    };
    return { figures, checks };
  } finally {
    await close();
  }
}

runCheckedBench({
  name: 'slot',
  title: (kind) => `slot: ${SPINS} concurrent spins on one account (${kind})`,
  run,
  file: 'slot.json',
  endpoint: `POST ${endpoints.inhouse.spin.path}`,
  note: 'in-process server, requests over loopback HTTP all at once (fetch), one account with a small balance, spin spacing 0 for the run; every 10th request retries the previous key',
});
