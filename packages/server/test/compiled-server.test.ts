import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build.ts';
import { SERVER_ROOT } from '../src/config.ts';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * Production runs the server compiled to JavaScript (`npm run build -w @kalaro/server`,
 * the Docker image's CMD): no TypeScript loader at run time. This builds it the same
 * way and runs it with plain node.
 */
// It runs on the embedded database: once, not again in the PostgreSQL project.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the compiled server', () => {
  const outDir = path.join(SERVER_ROOT, `dist-test-${process.pid}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kalaro-compiled-'));
  const ownerDataDir = mkdtempSync(path.join(tmpdir(), 'kalaro-compiled-owner-'));
  let server: ServerProcess | undefined;
  const migrations = (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

  beforeAll(async () => {
    await buildServer(outDir);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    for (const dir of [outDir, dataDir, ownerDataDir])
      rmSync(dir, { recursive: true, force: true });
  });

  it('starts with plain node, applies the migrations and answers the API', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir }, [
      '--enable-source-maps',
      path.join(outDir, 'server.js'),
    ]);
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as {
      value: { status: string; database: string; migrations: number };
    };
    expect(ready.value).toMatchObject({ status: 'ready', database: 'up', migrations });
    const vendors = await fetch(`${server.url}/wps/games/vendors`);
    expect(vendors.status).toBe(200);
    expect(((await vendors.json()) as { success: boolean }).success).toBe(true);
    // The seed's files are found from the compiled file's place: a drawn vendor icon.
    const icon = await fetch(`${server.url}/cdn/KALARO/vendors/SBX.webp`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/webp');
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);

  it('creates the first owner with the compiled command and prints its one-time password', () => {
    const run = spawnSync(process.execPath, [path.join(outDir, 'create-owner.js'), 'first.owner'], {
      cwd: SERVER_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: ownerDataDir },
      timeout: 90_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Owner "first\.owner" created[\s\S]*\n {2}\S{20,}\n/);
  }, 120_000);
});
