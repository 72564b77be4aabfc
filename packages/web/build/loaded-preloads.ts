import type { Plugin } from 'vite';
import { bundleChunks, isModuleAt, staticClosure } from './chunk-graph.ts';

/**
 * Vite preloads the chunks a dynamic `import()` needs by adding a
 * `<link rel=modulepreload>` to the page for each one it does not find there
 * first. Its list also holds the chunks the app's entry imports statically —
 * the libraries, the API client, i18n — which the browser had to fetch before
 * any of the app's code could run, so they are always loaded by the time an
 * `import()` is made. Each of those links still costs a query of the document
 * and an `appendChild` on the main thread: opening the login screen added 28,
 * half of them for chunks in memory (about 36 ms of one task at 4x CPU).
 *
 * `loadedPreloads()` returns the plugin that learns the entry's static imports
 * when the bundle is written, and the `resolveDependencies` that drops them from
 * every dynamic import's list (`build.modulePreload.resolveDependencies`). The
 * page's own `modulepreload` links (host `html`) are left as they are.
 *
 * `unhurried` names modules (paths from the web package's root) whose imports
 * preload nothing at all: widgets the start screen loads once the page has
 * loaded, in the background. Their chunk's own imports are then fetched one
 * round trip later, when the browser reads it, instead of costing the main
 * thread a link each while the page is at its busiest (popular games: 15).
 */
export function loadedPreloads(unhurried: readonly string[] = []): {
  plugin: Plugin;
  resolveDependencies: (
    file: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  /** The chunks every entry imports statically (all of them: loaded before any code runs). */
  let loaded: Set<string> | null = null;
  /** The chunks of the `unhurried` modules. */
  let quiet = new Set<string>();
  return {
    plugin: {
      name: 'kalaro:loaded-preloads',
      apply: 'build',
      generateBundle: {
        // Before Vite's import analysis writes each dynamic import's list.
        order: 'pre',
        handler(_options, bundle) {
          const chunks = bundleChunks(bundle);
          const entries = chunks
            .filter((chunk) => chunk.isEntry)
            .map((c) => staticClosure(chunks, [c.fileName]));
          quiet = new Set(
            chunks
              .filter((chunk) => isModuleAt(chunk.facadeModuleId, unhurried))
              .map((chunk) => chunk.fileName),
          );
          loaded = entries.reduce<Set<string> | null>(
            (common, files) =>
              common ? new Set([...common].filter((file) => files.has(file))) : files,
            null,
          );
        },
      },
    },
    resolveDependencies(file, deps, { hostType }) {
      if (hostType !== 'js' || !loaded) return deps;
      if (quiet.has(file)) return [];
      const known = loaded;
      return deps.filter((dep) => !known.has(dep));
    },
  };
}
