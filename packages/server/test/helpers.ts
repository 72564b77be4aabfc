import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import { errorEnvelope } from '@kalaro/contract/envelope';
import type { OperatorConfig } from '@kalaro/contract/operator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  REPO_ROOT,
  TEST_PASSWORD_HASHING,
  type AppOptions,
  type DatabaseOptions,
} from '../src/config.ts';
import seed from '../seed/operator.json' with { type: 'json' };

export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` };
export const SEED_FILE = path.join(REPO_ROOT, 'packages/server/seed/operator.json');
export const seedConfig = (): OperatorConfig => structuredClone(seed) as OperatorConfig;

/** PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface TestDatabase {
  options: DatabaseOptions;
  /** Removes everything this database stored. */
  drop(): Promise<void>;
}

/**
 * A database of its own for a test file: a fresh schema on PostgreSQL, or a
 * PGlite folder (persistent, so a second app can start on it) / in memory.
 */
export async function createTestDatabase({ persistent = false } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `kalaro_test_${randomUUID().replace(/-/g, '')}`;
    return {
      options: { kind: 'postgres', url, schema },
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      },
    };
  }
  if (!persistent) return { options: { kind: 'pglite' }, drop: async () => undefined };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kalaro-pglite-'));
  return {
    options: { kind: 'pglite', dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export const missingDir = () => path.join(tmpdir(), `kalaro-missing-${randomUUID()}`);

export function testOptions(
  database: DatabaseOptions,
  overrides: Partial<AppOptions> = {},
): AppOptions {
  return {
    database,
    adminToken: ADMIN_TOKEN,
    webDistDir: missingDir(),
    seedFile: SEED_FILE,
    trustProxy: false,
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    prettyLogs: false,
    rateLimit: { max: 100_000, timeWindowMs: 60_000 },
    accounts: { outboxEnabled: true, passwordHashing: TEST_PASSWORD_HASHING },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** An app on its own fresh database; `close` stops it and drops the database. */
export async function startTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testOptions(database.options, overrides));
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Replaces the operator configuration through the admin API with the seed's,
 * changed by `change`; fails the test unless it is taken.
 */
export async function putOperatorConfig(
  t: Pick<TestApp, 'app'>,
  change: (config: OperatorConfig) => void = () => undefined,
): Promise<void> {
  const config = seedConfig();
  change(config);
  const r = await t.app.inject({
    method: 'PUT',
    url: endpoints.admin.putOperatorConfig.path,
    headers: adminHeaders,
    payload: config,
  });
  if (r.statusCode !== 200) throw new Error(`operator config refused: ${r.body}`);
}

/**
 * The session cookie of a seeded demo operator (`admin`, `finance`, `support`,
 * `content`, `agents`): outside production they may skip the authenticator.
 */
export async function demoOperatorHeaders(
  t: Pick<TestApp, 'app'>,
  username: string,
  password: string,
): Promise<{ cookie: string }> {
  const signIn = await t.app.inject({
    method: 'POST',
    url: endpoints.operatorAccounts.signIn.path,
    payload: { username, password },
  });
  const step = signIn.cookies.find((c) => c.name === 'kalaro_admin_sign_in')!.value;
  const skip = await t.app.inject({
    method: 'POST',
    url: endpoints.operatorAccounts.skipEnrolment.path,
    headers: { cookie: `kalaro_admin_sign_in=${step}` },
  });
  return { cookie: `kalaro_admin=${skip.cookies.find((c) => c.name === 'kalaro_admin')!.value}` };
}

/** The parsed JSON body of an inject response. */
export const json = <T = Record<string, unknown>>(response: { body: string }): T =>
  JSON.parse(response.body) as T;

/** Asserts an error answer: its HTTP status and its errorCode; answers the parsed envelope. */
export function expectError(
  response: { statusCode: number; body: string },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const parsed = errorEnvelope.parse(json(response));
  expect(parsed).toMatchObject({ success: false, errorCode: code });
  return parsed;
}

/** A test call: method, address, headers and (when given) a JSON payload. */
export type CallArgs = [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
];

/** One call of a test through `inject`: the payload, when given, sent as JSON. */
export const injectCall = (
  app: Pick<FastifyInstance, 'inject'>,
  ...[method, url, headers, payload]: CallArgs
) =>
  app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** One part of a multipart body: a text value, or a file. */
export interface MultipartPart {
  name: string;
  value?: string;
  /** A file part: its bytes, with the name and type the client claims. */
  file?: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body built by hand, as a browser would send it. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----kalaro${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.filename ?? 'photo.png'}"`
      : `form-data; name="${part.name}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.file) head.push(`Content-Type: ${part.type ?? 'image/png'}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(part.file ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A web build that is only an app shell, in a temporary folder. */
export async function shellOnlyDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kalaro-dist-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  return dir;
}

/**
 * A suite's app serving a web build: `makeDist` writes the build before the
 * suite and the app starts on it; after the suite both are closed and removed.
 * Read `app` once the suite has started.
 */
export function appWithWebBuild(makeDist: () => Promise<string> = shellOnlyDist) {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await makeDist();
    t = await startTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });
  return {
    get app() {
      return t.app;
    },
  };
}

/** The app shell of `fakeDist`. */
export const FAKE_INDEX = '<!doctype html><title>Kalaro test shell</title>';
/** The back office's page of `fakeDist`. */
export const FAKE_ADMIN = '<!doctype html><title>Kalaro back office</title>';

/** A web build in a temporary folder: the shell, a hashed asset, a service worker, an icon, the back office. */
export async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kalaro-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), FAKE_INDEX);
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dir, 'assets/app-abc123.js'), 'console.log(1);');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(dir, 'admin/assets'), { recursive: true });
  await writeFile(path.join(dir, 'admin/admin.html'), FAKE_ADMIN);
  await writeFile(path.join(dir, 'admin/assets/admin-abc123.js'), 'console.log(2);');
  return dir;
}
