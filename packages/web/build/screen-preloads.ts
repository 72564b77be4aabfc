import type { Rolldown } from 'vite';
import { entryFiles, importedStyles, isModuleAt, staticClosure } from './chunk-graph.ts';

/**
 * The preload links of each screen that has a static first paint,
 * for the server to put into that screen's page. Without them a page opened
 * straight on such a screen asked for its chunks only once the app's code had
 * run: the router, then the screens' registry, then the screen and the texts —
 * three round trips after the entry's. Each screen gets, for its modules (the
 * route's module and what it loads with it: the registry, the texts), every chunk
 * they import and its styles, less what the entry loads anyway. The links are
 * inert (`data-defer-rel`) like the page's own: `public/boot.js` switches them on.
 */
export function screenPreloadTags(
  chunks: readonly Pick<
    Rolldown.OutputChunk,
    'fileName' | 'imports' | 'isEntry' | 'facadeModuleId' | 'viteMetadata'
  >[],
  screens: Readonly<Record<string, readonly string[]>>,
  base: string,
): Record<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: readonly string[]) => staticClosure(byFile, roots);
  const entry = entryFiles(chunks);
  const chunkOf = (module: string) => {
    const found = chunks.find((chunk) => isModuleAt(chunk.facadeModuleId, [module]));
    if (!found) throw new Error(`screen-preloads: no chunk for ${module}`);
    return found.fileName;
  };
  return Object.fromEntries(
    Object.entries(screens).map(([screen, modules]) => {
      const files = closure(modules.map(chunkOf));
      const scripts = [...files].filter((file) => !entry.scripts.has(file));
      const styles = [...importedStyles(byFile, files)].filter((file) => !entry.styles.has(file));
      const tags = [
        ...scripts.map(
          (file) => `<link data-defer-rel="modulepreload" crossorigin href="${base}${file}">`,
        ),
        ...styles.map(
          (file) => `<link data-defer-rel="preload" as="style" crossorigin href="${base}${file}">`,
        ),
      ];
      return [screen, tags.join('')];
    }),
  );
}
