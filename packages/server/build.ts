import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Compiles the server to JavaScript for production: `dist/server.js` (the
 * server) and `dist/create-owner.js` (the first owner's command), each one ES
 * module with the server's and the contract's TypeScript in it. Packages from
 * node_modules stay imports (native and WebAssembly ones load their own files),
 * so production runs with no TypeScript loader.
 *
 * Each file is written beside its target and renamed over it: a server already
 * running keeps what it loaded, a starting one never reads half a file.
 * `node --import tsx build.ts [outDir]` (default `dist`, which must be a folder
 * directly inside packages/server: the code finds its files from there).
 */
const serverRoot = path.dirname(fileURLToPath(import.meta.url));

/** Bare imports stay imports, except this repository's own packages, which are TypeScript. */
const packagesStayImports: Plugin = {
  name: 'packages-stay-imports',
  setup(plugins) {
    plugins.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kalaro/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer(outDir = path.join(serverRoot, 'dist')) {
  if (path.dirname(path.resolve(outDir)) !== serverRoot) {
    throw new Error(`the server's build must go to a folder directly inside ${serverRoot}`);
  }
  const staging = `${outDir}.next-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await build({
      entryPoints: {
        server: path.join(serverRoot, 'src/server.ts'),
        'create-owner': path.join(serverRoot, 'src/cli/create-owner.ts'),
        backup: path.join(serverRoot, 'src/cli/backup.ts'),
      },
      outdir: staging,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      plugins: [packagesStayImports],
      logLevel: 'warning',
    });
    await mkdir(outDir, { recursive: true });
    for (const name of await readdir(staging)) {
      await rename(path.join(staging, name), path.join(outDir, name));
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}
