import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { endpoints } from '@kalaro/contract/endpoints';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASHING } from '../src/config.ts';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { bearer, loginOk, startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { json } from './helpers.ts';
import { inhouseGames, spinOk, walletBooks } from './slot-helpers.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * The previous release's database: migrated by every migration but this
 * release's newest ones (the upgrade a running installation makes next),
 * then filled with members, wallets and ledgers by plain SQL of that schema.
 */
const UPGRADE_STEPS = 3;

const MEMBERS = [
  { username: 'oldtimer1', balance: 125_000 },
  { username: 'oldtimer2', balance: 4_250 },
  { username: 'oldtimer3', balance: 0 },
];

// The embedded database; the PostgreSQL migrations are the same SQL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'upgrading a database of the previous release',
  () => {
    let root: string;
    let t: AccountsTestApp;
    let journal: Journal;

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'kalaro-upgrade-'));
      journal = JSON.parse(
        await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
      ) as Journal;
      const previous = journal.entries.slice(0, -UPGRADE_STEPS);
      const oldMigrations = path.join(root, 'migrations');
      await mkdir(path.join(oldMigrations, 'meta'), { recursive: true });
      await writeFile(
        path.join(oldMigrations, 'meta/_journal.json'),
        JSON.stringify({ ...journal, entries: previous }),
      );
      for (const entry of previous) {
        await cp(
          path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
          path.join(oldMigrations, `${entry.tag}.sql`),
        );
      }

      const dataDir = path.join(root, 'data');
      const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: oldMigrations });
      const hash = await createPasswordHasher(TEST_PASSWORD_HASHING).hash('Upgrade1234');
      for (const member of MEMBERS) {
        const [row] = (
          await db.execute<{ id: string }>(sql`
            INSERT INTO members (merchant_code, username, password_hash)
            VALUES ('KALARO', ${member.username}, ${hash}) RETURNING id`)
        ).rows;
        await db.execute(sql`
          INSERT INTO wallets (member_id, balance_minor, currency)
          VALUES (${row!.id}, ${member.balance}, 'PHP')`);
        if (member.balance > 0) {
          await db.execute(sql`
            INSERT INTO ledger_entries (member_id, type, amount_minor, balance_after_minor, reference, idempotency_key)
            VALUES (${row!.id}, 'deposit', ${member.balance}, ${member.balance}, 'Before the upgrade', ${`old:${member.username}`})`);
        }
      }
      await client.close();

      // This release starts on it and applies the rest.
      t = await startAccountsApp({ database: { kind: 'pglite', dataDir } });
    }, 180_000);
    afterAll(async () => {
      await t?.close();
      await rm(root, { recursive: true, force: true });
    });

    it('applies the new migrations and reports the database ready', async () => {
      const ready = json<{ value: { status: string; migrations: number } }>(
        await t.app.inject({ method: 'GET', url: '/readyz' }),
      ).value;
      expect(ready).toMatchObject({ status: 'ready', migrations: journal.entries.length });
    });

    it('keeps every member, balance and ledger, and the members play on', async () => {
      for (const member of MEMBERS) {
        const session = await loginOk(t, member.username, 'Upgrade1234', '10.88.0.1');
        const info = json<{ value: { sumBalance: string } }>(
          await t.app.inject({
            method: 'GET',
            url: endpoints.wallet.balance.path,
            headers: bearer(session.token),
          }),
        ).value;
        expect(info.sumBalance, member.username).toBe((member.balance / 100).toFixed(2));
      }
      const rich = await loginOk(t, 'oldtimer1', 'Upgrade1234', '10.88.0.2');
      const [game] = await inhouseGames(t);
      await spinOk(t, bearer(rich.token), game!.gameId, { bet: '1.00' });
      const books = await walletBooks(t);
      expect(books.filter((book) => book.balance !== book.ledger)).toEqual([]);
    });
  },
);
