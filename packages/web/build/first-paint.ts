import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { Plugin } from 'vite';
import { bundleChunks } from './chunk-graph.ts';
import { screenPreloadTags } from './screen-preloads.ts';

/**
 * The first paint does not wait for the JavaScript.
 *
 * `staticShell` renders the static shells of the first screens
 * (`src/app/shell/render-static-shell.tsx`, through Vite's SSR loader so aliases,
 * JSX and JSON work as in the app) and writes them to `shell.json`; the server
 * puts the right one into the page.
 *
 * `deferAppStart` turns the app's entry script, its module preloads and the
 * start screen's style preloads in `index.html` into `public/boot.js` and inert
 * `data-defer-rel` links. boot.js switches them on — imports the app — once the
 * shell is on screen and its banner has loaded (at most 1.5 s later; 3 s in a
 * background tab, which gets no frames): the HTML, the stylesheet and the
 * largest image have the connection to themselves first, the app's 240 KB of
 * scripts right after. Pages without a shell start the app at once, as before.
 * Preloads of one screen (`data-screen`) are left off when the page paints
 * another screen's shell. Each other shell screen's preloads go into `shell.json`
 * (`preloads`): the server puts them into that screen's page.
 */
export function staticShell(
  /** Shell screen → the modules its page preloads (`screen-preloads.ts`). */
  screenModules: Readonly<Record<string, readonly string[]>> = {},
): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  let base = '/';
  return {
    name: 'kalaro:static-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const chunks = bundleChunks(bundle);
      const preloads = screenPreloadTags(chunks, screenModules, base);
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        // The file's name comes from the contract, through the loaded module: the
        // config itself cannot import the contract's TypeScript.
        const module = (await server.ssrLoadModule('/src/app/shell/render-static-shell.tsx')) as {
          renderStaticShells: () => unknown;
          STATIC_SHELL_FILE: string;
        };
        this.emitFile({
          type: 'asset',
          fileName: module.STATIC_SHELL_FILE,
          source: JSON.stringify({
            ...(module.renderStaticShells() as Record<string, unknown>),
            preloads,
          }),
        });
      } finally {
        await server.close();
      }
    },
  };
}

/** The script that starts the app (`public/boot.js`, short: it is on every first load). */
export const BOOT_SCRIPT = '/boot.js';

export function deferAppStart(): Plugin {
  return {
    name: 'kalaro:defer-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let entries = 0;
        const deferred = html
          .replace(
            /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
            (_tag, src: string) => {
              entries += 1;
              return `<script type="module" src="${BOOT_SCRIPT}" data-entry="${src}"></script>`;
            },
          )
          .replace(
            /<link rel="(modulepreload|preload)"((?: as="style")?) crossorigin href="([^"]+)"((?: data-screen="[^"]+")?)>/g,
            (_tag, rel: string, as: string, href: string, screen: string) =>
              `<link data-defer-rel="${rel}"${as} crossorigin href="${href}"${screen}>`,
          );
        if (entries !== 1)
          throw new Error(`defer-app-start: ${entries} entry scripts in index.html`);
        return deferred;
      },
    },
  };
}
