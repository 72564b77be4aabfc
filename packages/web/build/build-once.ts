import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile, copyFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Builds the web app only when its sources changed, and installs a new build
 * without pulling files from under a running server.
 *
 * - The sources' fingerprint (every input file's path and content) is kept in
 *   `<outDir>/.build.json`; a start whose sources match it builds nothing.
 * - A build goes to a folder beside `outDir`, then each file is moved in by
 *   rename (atomic): a page already loaded, or a server started from the
 *   previous build (which keeps its entry page in memory), still finds its
 *   hashed scripts. The previous build's files are kept; older ones are removed.
 * - Two starts at once build once: a lock folder (`<outDir>.lock`) makes the
 *   second wait, then find the build fresh.
 */
export interface BuildOnceOptions {
  /** Files and folders whose content the build depends on (absolute). */
  inputs: readonly string[];
  /** The served folder (absolute). */
  outDir: string;
  /** Builds the app into `into` (an empty folder). */
  build: (into: string) => Promise<void>;
  log?: (message: string) => void;
  /** A lock older than this is left over from a killed build. Default 10 min. */
  staleLockMs?: number;
}

interface BuildRecord {
  fingerprint: string;
  files: string[];
  previousFiles: string[];
}

const RECORD = '.build.json';
const SKIPPED = new Set(['node_modules', 'dist', '.git']);

async function filesUnder(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return [entry];
  const names = (await readdir(entry)).filter((name) => !SKIPPED.has(name)).sort();
  const nested = await Promise.all(names.map((name) => filesUnder(path.join(entry, name))));
  return nested.flat();
}

/** One hash over every input file's path and content. */
export async function fingerprint(inputs: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of await filesUnder(input)) {
      hash
        .update(file)
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

async function readRecord(outDir: string): Promise<BuildRecord | undefined> {
  try {
    return JSON.parse(await readFile(path.join(outDir, RECORD), 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}

async function relativeFiles(dir: string): Promise<string[]> {
  return (await filesUnder(dir)).map((file) => path.relative(dir, file).split(path.sep).join('/'));
}

async function withLock<T>(lock: string, staleMs: number, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > staleMs) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Moves every file of `from` into `outDir` (each by rename), then removes what two builds ago left. */
async function install(from: string, outDir: string, print: string, before?: BuildRecord) {
  const files = await relativeFiles(from);
  for (const file of files) {
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(from, file), target).catch(async () => {
      // Another file system: copy beside the target, then rename over it.
      const beside = `${target}.${process.pid}.tmp`;
      await copyFile(path.join(from, file), beside);
      await rename(beside, target);
    });
  }
  const kept = new Set([...files, ...(before?.files ?? []), RECORD]);
  if (before) {
    for (const file of await relativeFiles(outDir)) {
      if (!kept.has(file)) await rm(path.join(outDir, file), { force: true });
    }
  }
  const record: BuildRecord = { fingerprint: print, files, previousFiles: before?.files ?? [] };
  await writeFile(path.join(outDir, `${RECORD}.tmp`), JSON.stringify(record));
  await rename(path.join(outDir, `${RECORD}.tmp`), path.join(outDir, RECORD));
}

/** Builds when the sources changed since the installed build; answers what it did. */
export async function buildOnce(options: BuildOnceOptions): Promise<'fresh' | 'built'> {
  const log = options.log ?? (() => {});
  const isFresh = async () => {
    const print = await fingerprint(options.inputs);
    const record = await readRecord(options.outDir);
    return { print, record, fresh: record?.fingerprint === print && existsSync(options.outDir) };
  };
  if ((await isFresh()).fresh) {
    log('web app: up to date, not rebuilt');
    return 'fresh';
  }
  const lock = `${options.outDir}.lock`;
  return withLock(lock, options.staleLockMs ?? 600_000, async () => {
    // Another start may have built it while this one waited for the lock.
    const { print, record, fresh } = await isFresh();
    if (fresh) return 'fresh';
    const next = `${options.outDir}.next-${process.pid}`;
    await rm(next, { recursive: true, force: true });
    await mkdir(next, { recursive: true });
    try {
      log('web app: sources changed, building');
      await options.build(next);
      await mkdir(options.outDir, { recursive: true });
      await install(next, options.outDir, print, record);
    } finally {
      await rm(next, { recursive: true, force: true });
    }
    return 'built';
  });
}
