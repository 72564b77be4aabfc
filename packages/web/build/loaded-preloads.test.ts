import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadedPreloads } from './loaded-preloads.ts';

const chunk = (fileName: string, imports: string[], isEntry = false, facadeModuleId?: string) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    facadeModuleId,
  }) as unknown as Rolldown.OutputChunk;

/** Runs the plugin's bundle hook on a bundle of these chunks. */
function learn(preloads: ReturnType<typeof loadedPreloads>, chunks: Rolldown.OutputChunk[]) {
  const hook = preloads.plugin.generateBundle as {
    handler: (options: unknown, bundle: Record<string, Rolldown.OutputChunk>) => void;
  };
  hook.handler({}, Object.fromEntries(chunks.map((c) => [c.fileName, c])));
}

describe('loadedPreloads', () => {
  const bundle = [
    chunk('assets/index.js', ['assets/vendor.js', 'assets/i18n.js'], true),
    chunk('assets/vendor.js', []),
    chunk('assets/i18n.js', ['assets/runtime.js']),
    chunk('assets/runtime.js', []),
    chunk('assets/login.js', ['assets/vendor.js', 'assets/form.js']),
    chunk('assets/form.js', ['assets/runtime.js']),
  ];

  it("drops the chunks the entry imports, directly or not, from a dynamic import's list", () => {
    const preloads = loadedPreloads();
    learn(preloads, bundle);
    const deps = ['assets/login.js', 'assets/vendor.js', 'assets/runtime.js', 'assets/form.js'];
    expect(
      preloads.resolveDependencies('assets/login.js', deps, {
        hostId: 'assets/screens.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/login.js', 'assets/form.js']);
  });

  it("keeps the page's own preload links, and everything before the bundle is known", () => {
    const preloads = loadedPreloads();
    const deps = ['assets/vendor.js', 'assets/form.js'];
    const js = { hostId: 'assets/screens.js', hostType: 'js' } as const;
    expect(preloads.resolveDependencies('assets/login.js', deps, js)).toEqual(deps);
    learn(preloads, bundle);
    expect(
      preloads.resolveDependencies('assets/index.js', deps, {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(deps);
  });

  it('keeps a chunk that only one of several entries imports', () => {
    const preloads = loadedPreloads();
    learn(preloads, [...bundle, chunk('assets/register.js', ['assets/vendor.js'], true)]);
    expect(
      preloads.resolveDependencies('assets/login.js', ['assets/vendor.js', 'assets/i18n.js'], {
        hostId: 'assets/screens.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/i18n.js']);
  });

  it('preloads nothing for the imports of the modules named unhurried', () => {
    const preloads = loadedPreloads(['src/widgets/popular.tsx']);
    learn(preloads, [
      ...bundle,
      chunk('assets/popular.js', ['assets/form.js'], false, '/repo/web/src/widgets/popular.tsx'),
    ]);
    const js = { hostId: 'assets/home.js', hostType: 'js' } as const;
    expect(preloads.resolveDependencies('assets/popular.js', ['assets/form.js'], js)).toEqual([]);
    // Other imports keep their list.
    expect(preloads.resolveDependencies('assets/login.js', ['assets/form.js'], js)).toEqual([
      'assets/form.js',
    ]);
  });
});
