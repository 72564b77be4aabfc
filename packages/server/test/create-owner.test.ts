import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { endpoints } from '@kalaro/contract/endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { SERVER_ROOT } from '../src/config.ts';
import { json, testOptions } from './helpers.ts';

const run = promisify(execFile);

/** `npm run admin:create-owner`, as an operator runs it against a production database. */
const createOwner = (dataDir: string, username: string) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/create-owner.ts', username], {
    cwd: SERVER_ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout + error.stderr,
    }),
  );

describe('creating the first owner in production', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kalaro-owner-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates one owner with a generated password, then refuses a second', async () => {
    const first = await createOwner(dataDir, 'boss');
    expect(first.code, first.stdout).toBe(0);
    const password = /shown once[^\n]*\n\n\s+(\S+)\n/.exec(first.stdout)?.[1];
    expect(password).toMatch(/^[\w-]{30,}$/);

    const second = await createOwner(dataDir, 'intruder');
    expect(second.code).toBe(1);
    expect(second.stdout).toMatch(/An active owner exists/);

    // The owner signs in on the same database (and must enrol an authenticator).
    const app = await buildApp(
      testOptions({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }, { production: true }),
    );
    try {
      const r = await app.inject({
        method: 'POST',
        url: endpoints.operatorAccounts.signIn.path,
        payload: { username: 'boss', password },
      });
      expect(json(r)).toMatchObject({
        success: true,
        value: { next: 'enrol', enrolment: { maySkip: false } },
      });
      // A one-time password: the owner sets its own at the first sign-in.
      const flag = (await app.db.execute(
        sql`select must_change_password from operators where username = 'boss'`,
      )) as unknown as { rows: { must_change_password: boolean }[] };
      expect(flag.rows[0]?.must_change_password).toBe(true);
      const intruder = await app.inject({
        method: 'POST',
        url: endpoints.operatorAccounts.signIn.path,
        payload: { username: 'intruder', password: 'anything' },
      });
      expect(json(intruder)).toMatchObject({ errorCode: 'admin.credentials_invalid' });
    } finally {
      await app.close();
    }
  }, 120_000);
});
