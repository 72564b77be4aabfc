import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgSchema, serial, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT, type DatabaseOptions } from '../config.ts';
import * as schema from './schema.ts';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/** The Drizzle API both drivers share; repos depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute` statement: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Database {
  readonly db: Db;
  readonly kind: DatabaseOptions['kind'];
  /**
   * Runs `task` while no other instance runs one (a PostgreSQL advisory lock):
   * instances started together migrate and seed one after the other. PGlite
   * has one process only.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** How many of this release's migrations the database has applied, of how many. */
  migrations(): Promise<{ applied: number; expected: number }>;
  /** Idempotent. */
  close(): Promise<void>;
  /** The connection pool's figures (PostgreSQL; PGlite has one connection, no pool). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

const onceAsync = <T = void>(fn: () => Promise<T>) => {
  let done: Promise<T> | undefined;
  return () => (done ??= fn());
};

/** The migrations this release carries (drizzle-kit's journal beside them). */
const expectedMigrations = onceAsync(async () => {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
});

/** Drizzle's record of applied migrations, in `schemaName` (its default: `drizzle`). */
const migrationState = (db: Db, schemaName = 'drizzle') => {
  const applied = pgSchema(schemaName).table('__drizzle_migrations', { id: serial('id') });
  return async () => ({ applied: await db.$count(applied), expected: await expectedMigrations() });
};

/** The advisory-lock key of start-up work (migrations, seed): "kalaro" in ASCII. */
const STARTUP_LOCK = 0x6b616c61726f;

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the game-name search index (drizzle/0003_games_search.sql).
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    exclusive: (task) => task(),
    migrations: migrationState(db),
    close: onceAsync(() => client.close()),
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function openPostgres(
  url: string,
  schemaName: string | undefined,
  onPoolError: ((error: Error) => void) | undefined,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    // Unqualified table names of the migrations then land in that schema.
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // A dropped idle connection must not crash the process (the next query reports
  // it), but is logged: a database going away is the operator's to see.
  pool.on('error', (error) => onPoolError?.(error));
  const exclusive = async <T>(task: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      client.release();
    }
  };
  try {
    const db = drizzlePg(pool, { schema });
    await exclusive(async () => {
      if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaName)}`);
      await migratePg(db, {
        migrationsFolder: MIGRATIONS_FOLDER,
        ...(schemaName ? { migrationsSchema: schemaName } : {}),
      });
    });
    return {
      db,
      kind: 'postgres',
      exclusive,
      migrations: migrationState(db, schemaName),
      close: onceAsync(() => pool.end()),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** Connects and applies the committed migrations. */
export function openDatabase(
  options: DatabaseOptions,
  onPoolError?: (error: Error) => void,
): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir)
    : openPostgres(options.url, options.schema, onPoolError);
}
