import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { appStartPrecache } from './precache.ts';

const chunk = (fileName: string, imports: string[], isEntry = false, importedCss: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(importedCss), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;

const entry = (url: string) => ({ url, revision: null, size: 1 });

/** Runs the plugin's bundle hook on a bundle of these chunks. */
function learn(precache: ReturnType<typeof appStartPrecache>, chunks: Rolldown.OutputChunk[]) {
  const hook = precache.plugin.generateBundle as (
    options: unknown,
    bundle: Record<string, Rolldown.OutputChunk>,
  ) => void;
  hook({}, Object.fromEntries(chunks.map((c) => [c.fileName, c])));
}

const files = (precache: ReturnType<typeof appStartPrecache>, urls: string[]) =>
  (
    precache.transform(urls.map(entry) as never) as unknown as {
      manifest: { url: string }[];
    }
  ).manifest.map((e) => e.url);

describe('appStartPrecache', () => {
  it('keeps the public files and the entry with what it imports; drops the other screens', () => {
    const precache = appStartPrecache();
    learn(precache, [
      chunk('assets/index.js', ['assets/vendor.js'], true, ['assets/index.css']),
      chunk('assets/vendor.js', ['assets/runtime.js']),
      chunk('assets/runtime.js', []),
      chunk('assets/home.js', ['assets/vendor.js', 'assets/model.js'], false, ['assets/home.css']),
      chunk('assets/model.js', []),
      chunk('assets/ty.js', []),
    ]);
    expect(
      files(precache, [
        'index.html',
        'boot.js',
        'icons/icon-192.png',
        'assets/index.js',
        'assets/vendor.js',
        'assets/runtime.js',
        'assets/index.css',
        'assets/home.js',
        'assets/home.css',
        'assets/model.js',
        'assets/ty.js',
      ]),
    ).toEqual([
      'index.html',
      'boot.js',
      'icons/icon-192.png',
      'assets/index.js',
      'assets/vendor.js',
      'assets/runtime.js',
      'assets/index.css',
    ]);
  });

  it('refuses to write a precache list without having seen the bundle', () => {
    expect(() => files(appStartPrecache(), ['index.html'])).toThrow(/bundle was not seen/);
  });
});
