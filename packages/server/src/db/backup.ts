import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Backups of an installation on the embedded database (PGlite): the database,
 * dumped by PGlite itself (a gzip tarball of its data folder), and beside it
 * what else the data folder holds — the RSA key that opens sealed logins and
 * the uploaded images. A backup is a folder:
 *
 *   manifest.json   what it is and when it was made
 *   pglite.tar.gz   the database
 *   keys/ uploads/  copies of the data folder's
 *
 * Both directions need the server stopped: PGlite is one process's database.
 * PostgreSQL installations use pg_dump / pg_restore (docs/operations.md).
 */
export interface BackupManifest {
  kind: 'kalaro-backup';
  version: 1;
  createdAt: string;
  database: 'pglite.tar.gz';
  /** The files beside the database, by folder. */
  folders: string[];
}

const DATABASE_FILE = 'pglite.tar.gz';
const MANIFEST = 'manifest.json';
/** What a data folder holds besides the database (config.ts: keys, uploads). */
const FOLDERS = ['keys', 'uploads'] as const;

const isEmptyOrMissing = async (dir: string) =>
  readdir(dir).then(
    (names) => names.length === 0,
    () => true,
  );

export class BackupError extends Error {}

/** Writes a backup of `dataDir` (DATA_DIR) into `backupDir`, which must be new or empty. */
export async function backupDataDir(dataDir: string, backupDir: string): Promise<BackupManifest> {
  const databaseDir = path.join(dataDir, 'pglite');
  if (await isEmptyOrMissing(databaseDir)) {
    throw new BackupError(`no embedded database in ${databaseDir}`);
  }
  if (!(await isEmptyOrMissing(backupDir))) {
    throw new BackupError(`${backupDir} is not empty: a backup goes into a new folder`);
  }
  await mkdir(backupDir, { recursive: true });
  // Ready before the dump (a dump asked of a PGlite still starting never answers).
  const client = await PGlite.create({ dataDir: databaseDir, extensions: { pg_trgm } });
  try {
    const dump = await client.dumpDataDir('gzip');
    await writeFile(path.join(backupDir, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  const folders: string[] = [];
  for (const folder of FOLDERS) {
    if (await isEmptyOrMissing(path.join(dataDir, folder))) continue;
    await cp(path.join(dataDir, folder), path.join(backupDir, folder), { recursive: true });
    folders.push(folder);
  }
  const manifest: BackupManifest = {
    kind: 'kalaro-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: DATABASE_FILE,
    folders,
  };
  await writeFile(path.join(backupDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(backupDir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(backupDir, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${backupDir} is not a Kalaro backup (no readable ${MANIFEST})`);
  }
  if (manifest.kind !== 'kalaro-backup' || manifest.version !== 1) {
    throw new BackupError(`${backupDir} is not a backup this release can restore`);
  }
  return manifest;
}

/**
 * Restores `backupDir` into `dataDir`, which must be new or empty (a restore
 * never overwrites an installation). The server then starts on it as usual and
 * applies any migration the backup's release did not have.
 */
export async function restoreDataDir(backupDir: string, dataDir: string): Promise<BackupManifest> {
  const manifest = await readManifest(backupDir);
  if (!(await isEmptyOrMissing(dataDir))) {
    throw new BackupError(`${dataDir} is not empty: restore into a new data folder`);
  }
  const dump = await readFile(path.join(backupDir, manifest.database));
  const databaseDir = path.join(dataDir, 'pglite');
  await mkdir(databaseDir, { recursive: true });
  try {
    const client = await PGlite.create({
      dataDir: databaseDir,
      extensions: { pg_trgm },
      loadDataDir: new Blob([dump]),
    });
    // A query proves the database opened from the dump.
    await client.query('SELECT 1');
    await client.close();
    for (const folder of manifest.folders) {
      await cp(path.join(backupDir, folder), path.join(dataDir, folder), { recursive: true });
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return manifest;
}
