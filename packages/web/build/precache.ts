import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { bundleChunks, entryFiles } from './chunk-graph.ts';

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['workbox']>['manifestTransforms']
>[number];

/** The hashed files' folder: a file there never changes under its name. */
export const ASSETS_DIR = 'assets/';

/**
 * The service worker's precache is what the app needs to start: the public files
 * (index.html, boot.js, icons) and, of the hashed files, the entry with the
 * chunks and styles it imports. It was every file of the app (183 files,
 * 1.27 MB before compression), which every new visitor downloaded on mobile data
 * once the first page was idle, screens they may never open included. Other
 * chunks are cached as they are first fetched through the worker (CacheFirst on
 * `assets/` in vite.config.ts).
 *
 * `plugin` reads the bundle; `transform` (a workbox manifest transform) keeps
 * only those files in the precache list.
 */
export function appStartPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  let start: ReadonlySet<string> | undefined;
  const plugin: Plugin = {
    name: 'kalaro:app-start-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundleChunks(bundle);
      const { scripts, styles } = entryFiles(chunks);
      start = new Set([...scripts, ...styles]);
    },
  };
  const transform: ManifestTransform = (entries) => {
    if (!start) throw new Error('app-start-precache: the bundle was not seen');
    const keep = start;
    return {
      manifest: entries.filter((entry) => !entry.url.startsWith(ASSETS_DIR) || keep.has(entry.url)),
      warnings: [],
    };
  };
  return { plugin, transform };
}
