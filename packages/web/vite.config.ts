import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = 'http://localhost:3000';
// Answered by the server: the API, docs, game pages and drawn icons. The dev server
// proxies them and the service worker never answers them with the app shell.
const serverPaths = ['/wps', '/healthz', '/openapi.json', '/docs', '/play', '/cdn'];

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // A separate registerSW.js file: the server's CSP allows `script-src 'self'` only.
      injectRegister: 'script',
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
        // The app shell and static assets only. No runtimeCaching: API answers
        // (/wps/*) always go to the network.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/$/, /^\/m(\/|$)/, /^\/register\.html$/],
        navigateFallbackDenylist: serverPaths.map(
          (path) => new RegExp(`^${path.replace('.', '\\.')}(\\/|$|\\?)`),
        ),
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
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every screen needs, in one long-cached chunk. Libraries that
          // only some screens use stay with those screens' chunks, and so do the
          // parts of TanStack Query that home's first load does not use (mutations,
          // infinite lists): they come with the first screen that does.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/](?!.*(?:useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions))/,
            },
          ],
        },
      },
    },
  },
});
