import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office (`/admin`): a bundle of its own, built after the player app
 * into `dist/admin`, so no player page downloads any of it and none of the
 * player build's first-paint, preload or precache work applies to it.
 */
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  // The player app's public files are served from its own build (favicon, icons).
  publicDir: false,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/wps': { target: 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist/admin',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: fileURLToPath(new URL('./admin.html', import.meta.url)) },
  },
});
