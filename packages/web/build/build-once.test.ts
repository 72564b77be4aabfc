import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOnce } from './build-once.ts';

describe('buildOnce (npm start builds the web app only when its sources changed)', () => {
  let dir: string;
  let src: string;
  let outDir: string;
  let builds: number;

  /** A stand-in for Vite: an entry page naming one hashed script, from the source's content. */
  const build = async (into: string) => {
    builds += 1;
    const source = await readFile(path.join(src, 'app.ts'), 'utf8');
    const script = `assets/app-${source.length}-${builds}.js`;
    await mkdir(path.join(into, 'assets'), { recursive: true });
    await writeFile(path.join(into, script), source);
    await writeFile(path.join(into, 'index.html'), `<script src="/${script}"></script>`);
  };
  const options = () => ({ inputs: [src], outDir, build });
  const entryScript = async () =>
    /src="\/([^"]+)"/.exec(await readFile(path.join(outDir, 'index.html'), 'utf8'))![1]!;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kalaro-build-'));
    src = path.join(dir, 'src');
    outDir = path.join(dir, 'dist');
    builds = 0;
    await mkdir(src);
    await writeFile(path.join(src, 'app.ts'), 'one');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('builds the first time, then not again while the sources are the same', async () => {
    expect(await buildOnce(options())).toBe('built');
    expect(existsSync(path.join(outDir, await entryScript()))).toBe(true);
    expect(await buildOnce(options())).toBe('fresh');
    expect(builds).toBe(1);
  });

  it('builds again when a source changes', async () => {
    await buildOnce(options());
    await writeFile(path.join(src, 'app.ts'), 'two!');
    expect(await buildOnce(options())).toBe('built');
    expect(builds).toBe(2);
    expect(await readFile(path.join(outDir, await entryScript()), 'utf8')).toBe('two!');
  });

  it("keeps the previous build's scripts for a server or page still using them, and removes older ones", async () => {
    await buildOnce(options());
    const first = await entryScript();
    await writeFile(path.join(src, 'app.ts'), 'second');
    await buildOnce(options());
    const second = await entryScript();
    // A server started before the rebuild serves its entry page from memory: its script is still there.
    expect(existsSync(path.join(outDir, first))).toBe(true);
    await writeFile(path.join(src, 'app.ts'), 'third build');
    await buildOnce(options());
    expect(existsSync(path.join(outDir, second))).toBe(true);
    expect(existsSync(path.join(outDir, first))).toBe(false);
    expect(existsSync(path.join(outDir, await entryScript()))).toBe(true);
  });

  it('two starts at once build once', async () => {
    const results = await Promise.all([buildOnce(options()), buildOnce(options())]);
    expect(results.sort()).toEqual(['built', 'fresh']);
    expect(builds).toBe(1);
    expect(existsSync(`${outDir}.lock`)).toBe(false);
  });

  it('a failed build leaves the installed one as it was and can be tried again', async () => {
    await buildOnce(options());
    const served = await entryScript();
    await writeFile(path.join(src, 'app.ts'), 'broken');
    await expect(
      buildOnce({
        ...options(),
        build: async () => {
          throw new Error('syntax error');
        },
      }),
    ).rejects.toThrow('syntax error');
    expect(await entryScript()).toBe(served);
    expect(existsSync(`${outDir}.lock`)).toBe(false);
    expect(await buildOnce(options())).toBe('built');
  });

  it('a lock left by a killed build does not block the next start', async () => {
    await mkdir(`${outDir}.lock`);
    expect(await buildOnce({ ...options(), staleLockMs: -1 })).toBe('built');
  });
});
