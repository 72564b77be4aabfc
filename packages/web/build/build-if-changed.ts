import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildOnce } from './build-once.ts';

/**
 * `npm start`'s build: the player app and the back office, only when their
 * sources changed since the build in `dist/` (see build-once.ts).
 * `npm run build` still builds every time.
 */
const web = fileURLToPath(new URL('..', import.meta.url));
const repo = path.join(web, '../..');
const outDir = path.join(web, 'dist');

const inputs = [
  ...['src', 'public', 'build', 'index.html', 'admin.html', 'package.json'],
  ...['vite.config.ts', 'vite.admin.config.ts', 'tsconfig.json'],
].map((name) => path.join(web, name));
inputs.push(path.join(repo, 'packages/contract/src'), path.join(repo, 'package-lock.json'));

const result = await buildOnce({
  inputs,
  outDir,
  log: (message) => process.stdout.write(`${message}\n`),
  build: async (into) => {
    const logLevel = 'warn' as const;
    await build({
      root: web,
      configFile: path.join(web, 'vite.config.ts'),
      logLevel,
      build: { outDir: into, emptyOutDir: true },
    });
    await build({
      root: web,
      configFile: path.join(web, 'vite.admin.config.ts'),
      logLevel,
      build: { outDir: path.join(into, 'admin'), emptyOutDir: true },
    });
  },
});
if (result === 'built') process.stdout.write('web app: built into dist/\n');
