/**
 * Backs up or restores an installation on the embedded database (the server
 * stopped; src/db/backup.ts says what a backup holds):
 *
 *   npm run backup -- [folder]    default backups/kalaro-<date and time>
 *   npm run restore -- <folder>   into DATA_DIR (default ./data), which must be empty
 *
 * PostgreSQL installations use pg_dump and pg_restore (docs/operations.md).
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDataDir, BackupError, restoreDataDir } from '../db/backup.ts';

const [command, folder] = process.argv.slice(2);
const fromInvocation = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

const config = loadConfig();
if (config.database.kind !== 'pglite' || !config.database.dataDir) {
  process.stderr.write(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore ' +
      '(docs/operations.md, "Backups"). This command is for the embedded database.\n',
  );
  process.exit(2);
}
const dataDir = path.dirname(config.database.dataDir);

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = fromInvocation(folder ?? path.join('backups', `kalaro-${stamp}`));
    const manifest = await backupDataDir(dataDir, target);
    process.stdout.write(
      `Backed up ${dataDir} (database${manifest.folders.map((f) => `, ${f}`).join('')}) into ${target}\n`,
    );
  } else if (command === 'restore' && folder) {
    const manifest = await restoreDataDir(fromInvocation(folder), dataDir);
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} into ${dataDir}; start the server on it.\n`,
    );
  } else {
    process.stderr.write('usage: backup [folder] | restore <folder>\n');
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
