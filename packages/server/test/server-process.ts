import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ROOT } from '../src/config.ts';

/**
 * Real server processes (`src/server.ts`, as `npm start` runs it) for the tests
 * that need more than one instance, or one killed mid-work: on PostgreSQL
 * (`TEST_DATABASE_URL`) and, when given, Redis (`TEST_REDIS_URL`).
 */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || undefined;
export const REDIS_URL = process.env.TEST_REDIS_URL || undefined;

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Ends the process with `signal` and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** How the sources run in development and tests; production runs `dist/server.js` (build.ts). */
export const SOURCE_SERVER = ['--import', 'tsx', 'src/server.ts'] as const;

/**
 * Starts the server (`node ...args`, from packages/server; default the sources)
 * with `env` on a free port; resolves once `/healthz` answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  args: readonly string[] = SOURCE_SERVER,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`server did not answer /healthz within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, output: () => output, stop };
}

/**
 * A fresh PostgreSQL database on the test server, and what several processes
 * on it must share: the RSA key that opens sealed logins, a data folder and a
 * Redis key prefix of their own.
 */
export async function createSharedInstallation({
  postgresUrl = POSTGRES_URL,
  redisUrl = REDIS_URL,
}: { postgresUrl?: string; redisUrl?: string } = {}) {
  if (!postgresUrl) throw new Error('createSharedInstallation needs a PostgreSQL URL');
  const database = `kalaro_proc_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${database}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kalaro-proc-'));
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    KALARO_RSA_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    KALARO_ADMIN_TOKEN: 'process-test-admin-token-0123456789',
    SEED_DEMO_ACCOUNTS: 'true',
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `kalaro-test:${randomUUID()}:` } : {}),
  };
  return {
    env,
    databaseUrl: databaseUrl.toString(),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
    },
  };
}

type Envelope<T> = { success: boolean; value?: T; errorCode?: string };

/** A call to a server process over HTTP: the body, when given, sent as JSON; its status and envelope back. */
export async function callServer<T>(
  server: ServerProcess,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(server.url + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}
