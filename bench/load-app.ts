/**
 * What the load benches (reads, slot, withdraw, team KPI) share: a temporary database (PGlite,
 * or a fresh schema on BENCH_DATABASE_URL), the app built in-process in
 * production mode on it, listening on 127.0.0.1 (ephemeral port), and a member
 * with a balance and a bearer session.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import {
  loadConfig,
  type AppOptions,
  type DatabaseOptions,
} from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { insertMember } from '../packages/server/src/modules/accounts/repo.ts';
import { createSession } from '../packages/server/src/modules/accounts/sessions.ts';
import { credit, openWallet } from '../packages/server/src/modules/wallet/service.ts';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
export type BenchDatabaseKind = 'pglite' | 'postgres';
/** PGlite always, PostgreSQL too when BENCH_DATABASE_URL is set. */
export const BENCH_KINDS: readonly BenchDatabaseKind[] = [
  'pglite',
  ...(POSTGRES_URL ? (['postgres'] as const) : []),
];

export const round = (n: number) => Math.round(n * 100) / 100;

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** A bench run's result: what it measured and the checks that must all hold. */
export interface CheckedRun {
  checks: Record<string, boolean>;
  [table: string]: Record<string, unknown>;
}

/**
 * Runs a bench on every database kind: prints each run's tables (the checks
 * last) under its title, writes bench/results/<file>, and fails the process
 * when a check did not hold.
 */
export function runCheckedBench(bench: {
  name: string;
  title: (kind: BenchDatabaseKind) => string;
  run: (kind: BenchDatabaseKind) => Promise<CheckedRun>;
  file: string;
  endpoint: string;
  note: string;
}): void {
  const main = async () => {
    const runs = [];
    for (const kind of BENCH_KINDS) {
      const result = await bench.run(kind);
      console.log(`\n${bench.title(kind)}`);
      const { checks, ...tables } = result;
      for (const table of Object.values(tables)) console.table([table]);
      console.table([checks]);
      runs.push(result);
    }
    writeBenchResults(bench.file, { endpoint: bench.endpoint, note: bench.note, runs });
    if (runs.some((r) => Object.values(r.checks).includes(false))) {
      console.error(`${bench.name} bench: a check failed`);
      process.exitCode = 1;
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/** Writes a bench's runs to bench/results/<file>, with when they were measured, the call and how. */
export function writeBenchResults(
  file: string,
  result: { endpoint: string; note: string; runs: unknown[] },
): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, file),
    JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2) + '\n',
  );
  console.log(`\nwritten: bench/results/${file}`);
}

export interface BenchDatabase {
  options: DatabaseOptions;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A temporary database of `kind` (PGlite in a temporary folder, or a schema of
 * its own on BENCH_DATABASE_URL), with a folder for the run; `drop` removes both.
 */
export function createBenchDatabase(
  kind: BenchDatabaseKind,
  dirPrefix = 'kalaro-bench-',
): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), dirPrefix));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite' || !POSTGRES_URL) {
    return {
      options: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
      dataDir,
      drop: removeDir,
    };
  }
  const schema = `kalaro_bench_${randomUUID().replace(/-/g, '')}`;
  return {
    options: { kind: 'postgres', url: POSTGRES_URL, schema },
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
      await removeDir();
    },
  };
}

/**
 * How a bench builds the app on `database`: production mode with the demo's
 * home content, no web build, a rate limit out of reach, quiet logs.
 */
export function benchAppOptions({ options, dataDir }: BenchDatabase) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    // Measured with the demo's home content, which production turns off.
    SEED_DEMO_CONTENT: 'true',
    LOG_LEVEL: 'warn',
  });
  return {
    ...config,
    database: options,
    webDistDir: join(dataDir, 'no-web'),
    rateLimit: { max: 100_000_000, timeWindowMs: 60_000 },
    logLevel: 'error',
    prettyLogs: false,
  } satisfies AppOptions;
}

/** The app on a fresh database, listening; `close` stops it and drops the database. */
export async function startBenchApp(kind: BenchDatabaseKind, overrides: Partial<AppOptions> = {}) {
  const database = createBenchDatabase(kind);
  // Create and migrate the database first (as a deployed server finds it), so that the
  // embedded database's first-time set-up does not count against the app's start-up timeout.
  await (await openDatabase(database.options)).close();
  const options = benchAppOptions(database);
  const app = await buildApp({
    ...options,
    accounts: { ...options.accounts, seedDemoAccounts: false },
    ...overrides,
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  await app.ready();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** A member with `balanceMinor` (a ledger deposit) and the headers of a bearer session. */
export async function benchMember(
  app: Awaited<ReturnType<typeof startBenchApp>>['app'],
  username: string,
  balanceMinor: number,
) {
  const member = await insertMember(app.db, { merchantCode: 'KALARO', username });
  await openWallet(app.db, member.id);
  await credit(app.db, {
    memberId: member.id,
    type: 'deposit',
    amountMinor: balanceMinor,
    idempotencyKey: `bench:${member.id}`,
  });
  const { token } = await createSession(
    app.db,
    member,
    { rememberMe: false, ip: '127.0.0.1' },
    Date.now(),
  );
  return {
    member,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  };
}
