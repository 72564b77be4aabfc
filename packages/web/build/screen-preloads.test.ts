import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { screenPreloadTags } from './screen-preloads.ts';

type Chunk = Parameters<typeof screenPreloadTags>[0][number];
const chunk = (
  fileName: string,
  imports: string[],
  options: { entry?: boolean; module?: string; css?: string[] } = {},
): Chunk => ({
  fileName,
  imports,
  isEntry: options.entry ?? false,
  facadeModuleId: options.module ?? null,
  viteMetadata: {
    importedCss: new Set(options.css ?? []),
    importedAssets: new Set(),
  } as Rolldown.OutputChunk['viteMetadata'],
});

describe('screenPreloadTags', () => {
  const bundle = [
    chunk('assets/index.js', ['assets/vendor.js'], { entry: true, css: ['assets/index.css'] }),
    chunk('assets/vendor.js', []),
    chunk('assets/screen-loaders.js', ['assets/vendor.js'], {
      module: '/r/web/src/app/routes/screen-loaders.ts',
    }),
    chunk('assets/login.js', ['assets/vendor.js', 'assets/form.js'], {
      module: '/r/web/src/app/routes/login.tsx',
      css: ['assets/login.css'],
    }),
    chunk('assets/form.js', [], { css: ['assets/form.css', 'assets/index.css'] }),
  ];

  it("lists a screen's chunks and styles, less what the entry loads, as inert preload links", () => {
    const tags = screenPreloadTags(
      bundle,
      { login: ['src/app/routes/login.tsx', 'src/app/routes/screen-loaders.ts'] },
      '/',
    );
    expect(tags).toEqual({
      login:
        '<link data-defer-rel="modulepreload" crossorigin href="/assets/login.js">' +
        '<link data-defer-rel="modulepreload" crossorigin href="/assets/form.js">' +
        '<link data-defer-rel="modulepreload" crossorigin href="/assets/screen-loaders.js">' +
        '<link data-defer-rel="preload" as="style" crossorigin href="/assets/login.css">' +
        '<link data-defer-rel="preload" as="style" crossorigin href="/assets/form.css">',
    });
  });

  it('refuses a module the bundle has no chunk for (a renamed screen must not go unnoticed)', () => {
    expect(() => screenPreloadTags(bundle, { x: ['src/app/routes/gone.tsx'] }, '/')).toThrow(
      /no chunk for src\/app\/routes\/gone.tsx/,
    );
  });
});
