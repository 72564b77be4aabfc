import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';
import { backupDataDir, BackupError, restoreDataDir } from '../src/db/backup.ts';
import { serverPublicKey, startAccountsApp } from './account-helpers.ts';
import {
  inhouseGames,
  memberWithBalance,
  spinOk,
  walletBooks,
  type WalletBook,
} from './slot-helpers.ts';

/** An app whose data folder is `dataDir`, laid out as DATA_DIR is (pglite, keys, uploads). */
const appOn = (dataDir: string) =>
  startAccountsApp(
    {
      database: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      uploadsDir: path.join(dataDir, 'uploads'),
    },
    { keyDir: path.join(dataDir, 'keys') },
  );

// The embedded database's backup (PostgreSQL has pg_dump): not run again in the PostgreSQL project.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore', () => {
  let root: string;
  let before: WalletBook[];
  let publicKey: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kalaro-backup-'));
    const t = await appOn(path.join(root, 'data'));
    try {
      const [game] = await inhouseGames(t);
      for (const balance of [10_000, 2_500, 0]) {
        const { headers } = await memberWithBalance(t, balance);
        for (let i = 0; balance > 0 && i < 3; i++) {
          await spinOk(t, headers, game!.gameId, { bet: '1.00' });
          t.clock.advance(3_000); // the slot's pace between spins
        }
      }
      await serverPublicKey(t.app);
      before = await walletBooks(t);
      publicKey = await readFile(path.join(root, 'data/keys/rsa-private.pem'), 'utf8');
      await mkdir(path.join(root, 'data/uploads'), { recursive: true });
      await writeFile(path.join(root, 'data/uploads/receipt.webp'), 'an uploaded image');
    } finally {
      await t.close();
    }
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('restores into a fresh data folder where every wallet still equals its ledger', async () => {
    const manifest = await backupDataDir(path.join(root, 'data'), path.join(root, 'backup'));
    expect(manifest.folders.sort()).toEqual(['keys', 'uploads']);
    await restoreDataDir(path.join(root, 'backup'), path.join(root, 'restored'));

    const t = await appOn(path.join(root, 'restored'));
    try {
      const after = await walletBooks(t);
      expect(after).toEqual(before);
      expect(after.length).toBeGreaterThanOrEqual(3);
      for (const row of after) expect(row.balance, row.member_id).toBe(row.ledger);
      // The spins moved money: the restored balances are not simply the deposits.
      expect(after.map((row) => row.balance)).not.toEqual(['10000', '2500', '0']);
    } finally {
      await t.close();
    }
    // Sealed logins keep working: the same key; the uploaded images came back.
    expect(await readFile(path.join(root, 'restored/keys/rsa-private.pem'), 'utf8')).toBe(
      publicKey,
    );
    expect(await readFile(path.join(root, 'restored/uploads/receipt.webp'), 'utf8')).toBe(
      'an uploaded image',
    );
  }, 120_000);

  it('never overwrites: a backup into a used folder and a restore over an installation are refused', async () => {
    await expect(
      backupDataDir(path.join(root, 'data'), path.join(root, 'backup')),
    ).rejects.toBeInstanceOf(BackupError);
    await expect(
      restoreDataDir(path.join(root, 'backup'), path.join(root, 'data')),
    ).rejects.toBeInstanceOf(BackupError);
    await expect(
      restoreDataDir(path.join(root, 'data'), path.join(root, 'elsewhere')),
    ).rejects.toThrow(/not a Kalaro backup/);
    expect(existsSync(path.join(root, 'elsewhere'))).toBe(false);
  });

  it('runs as a command, and sends a PostgreSQL installation to pg_dump', () => {
    const run = (args: string[], env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', ...args], {
        cwd: SERVER_ROOT,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ...env },
        timeout: 90_000,
      });
    const target = path.join(root, 'by-command');
    const backup = run(['backup', target], { DATA_DIR: path.join(root, 'data') });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(existsSync(path.join(target, 'pglite.tar.gz'))).toBe(true);

    const postgres = run(['backup'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(postgres.status).toBe(2);
    expect(postgres.stderr).toMatch(/pg_dump/);
  }, 120_000);
});
