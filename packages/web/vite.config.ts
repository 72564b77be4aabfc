import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleChunks, entryFiles, importedStyles, staticClosure } from './build/chunk-graph.ts';
import { compileHints } from './build/compile-hints.ts';
import { deferAppStart, staticShell } from './build/first-paint.ts';
import { loadedPreloads } from './build/loaded-preloads.ts';
import { appStartPrecache, ASSETS_DIR } from './build/precache.ts';

const api = 'http://localhost:3000';
// Answered by the server: the API, docs, game pages and drawn icons. The dev server
// proxies them (the service worker leaves them, like every page, to the network).
const serverPaths = ['/wps', '/healthz', '/openapi.json', '/docs', '/play', '/cdn'];

/**
 * Home is the start URL and its screen is a chunk of its own, imported by the
 * router once the app's code has run. Listing that chunk, the chunks it imports
 * and its styles in the HTML lets the browser fetch them alongside the app's code
 * instead of after it (one round trip less before the first screen). The styles
 * are preloaded, not applied: they do not hold up the first paint of other screens.
 * Marked with the screen's shell name (`data-screen`): a page that paints
 * another screen's static shell does not ask for them (boot.js).
 */
function preloadStartScreen(screen: string, shellScreen: string): Plugin {
  const screenPath = fileURLToPath(new URL(screen, import.meta.url));
  let base = '/';
  return {
    name: 'kalaro:preload-start-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const chunks = bundleChunks(ctx.bundle);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const start = chunks.find((chunk) => chunk.facadeModuleId === screenPath);
        if (!chunks.some((chunk) => chunk.isEntry) || !start)
          throw new Error(`preload-start-screen: no chunk for ${screen}`);
        const loaded = entryFiles(chunks);
        const needed = staticClosure(byFile, [start.fileName]);
        const href = (file: string) => `${base}${file}`;
        return [
          ...[...needed]
            .filter((file) => !loaded.scripts.has(file))
            .map((file) => ({
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: href(file),
                'data-screen': shellScreen,
              },
              injectTo: 'head' as const,
            })),
          ...[...importedStyles(byFile, needed)]
            .filter((file) => !loaded.styles.has(file))
            .map((file) => ({
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'style',
                crossorigin: true,
                href: href(file),
                'data-screen': shellScreen,
              },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

/** What every screen but home loads with it: the screens' registry and texts (screens.ts). */
const OTHER_SCREEN = [
  'src/app/routes/screen-loaders.ts',
  'src/shared/i18n/locales/en-screens.json',
];

// Widgets home loads once the page has loaded (not on a tap), and the reality check
// the shell loads for a signed-in member: their imports preload nothing.
const preloads = loadedPreloads([
  'src/app/shell/reality-check-host.tsx',
  'src/features/games/components/popular-games.tsx',
  'src/features/home/components/announcement-popup.tsx',
  'src/features/home/components/banner-embla.tsx',
  'src/features/home/components/hot-match-ticker.tsx',
  'src/features/app-links/components/home-screen-tips.tsx',
  'src/features/app-links/components/side-service-bar.tsx',
  'src/features/agent/components/contract-check.tsx',
]);

const precache = appStartPrecache();

export default defineConfig({
  plugins: [
    react(),
    preloads.plugin,
    precache.plugin,
    // `home`: its static shell's name (SHELL_SCREEN.home of @kalaro/contract/static-shell).
    preloadStartScreen('./src/app/routes/home.tsx', 'home'),
    deferAppStart(),
    // The start's code is compiled while it downloads, off the main thread; so are
    // the widgets home starts as soon as their chunk arrives (the carousel's engine,
    // the announcement pop-up and its HTML sanitiser).
    compileHints([
      'src/app/routes/home.tsx',
      'src/app/routes/login.tsx',
      'src/app/routes/game-list.tsx',
      'src/app/routes/member.tsx',
      'src/features/home/components/banner-embla.tsx',
      'src/features/home/components/announcement-popup.tsx',
      'src/shared/ui/safe-html.tsx',
    ]),
    // Each shell screen's own modules (SHELL_SCREEN of @kalaro/contract/static-shell;
    // home's are in index.html): the server preloads them on that screen's page.
    staticShell({
      login: [...OTHER_SCREEN, 'src/app/routes/login.tsx'],
      gameList: [...OTHER_SCREEN, 'src/app/routes/game-list.tsx'],
      mine: [...OTHER_SCREEN, 'src/app/routes/member.tsx'],
      deposit: [...OTHER_SCREEN, 'src/app/routes/deposit.tsx'],
    }),
    VitePWA({
      // The app registers the worker itself once it shows and the browser is idle
      // (src/shared/device/service-worker.ts): its precache must not share the
      // connection with the first screen's scripts.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/m/home',
        name: 'Kalaro',
        short_name: 'Kalaro',
        description: 'Games, lottery and live casino on your phone.',
        start_url: '/m/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0f1226',
        theme_color: '#0f1226',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // What the app needs to start is precached (build/precache.ts); other
        // screens' chunks and styles are cached as they are first fetched. A page (a
        // navigation) always comes from the server — it carries the static first
        // paint and the data it fills in (the operator, the banner, the first tiles)
        // — and the precached index.html answers only when the network fails
        // (offline). API answers (/wps/*) and the other server paths always go to the
        // network.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        manifestTransforms: [precache.transform],
        navigateFallback: null,
        runtimeCaching: [
          {
            // Hashed files never change under their name: the cached copy is the file.
            urlPattern: ({ sameOrigin, url }) =>
              sameOrigin && url.pathname.startsWith(`/${ASSETS_DIR}`),
            handler: 'CacheFirst',
            options: {
              cacheName: 'kalaro-assets',
              expiration: { maxEntries: 120 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && /^\/($|m(\/|$)|register\.html$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: api }])),
  },
  build: {
    manifest: true,
    // Every browser the app supports has <link rel=modulepreload>.
    // A dynamic import does not ask again for chunks the entry has loaded (build/loaded-preloads.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every screen needs, in two long-cached chunks (React, and the
          // others: V8 finishes compiling each in one main-thread task, see
          // build/compile-hints.ts, so two files make two shorter ones). Libraries that
          // only some screens use stay with those screens' chunks, and so do the
          // parts of TanStack Query that home's first load does not use (mutations,
          // infinite lists): they come with the first screen that does.
          groups: [
            {
              name: 'react',
              priority: 3,
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'vendor',
              priority: 2,
              test: /node_modules[\\/](react-router|@tanstack[\\/](?:query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/](?!.*(?:useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions))/,
            },
            // The app's own modules the entry imports statically, with the entry: they
            // were a dozen chunks of 0.2-5 KB (shared with lazy screens), each one more
            // preload link and request before the app could start.
            {
              name: 'app',
              priority: 1,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
