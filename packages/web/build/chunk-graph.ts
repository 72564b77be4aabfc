import type { Rolldown } from 'vite';

/** The chunks of a bundle (not its assets), as a plugin's `generateBundle` sees it. */
export const bundleChunks = (bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] =>
  Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');

/**
 * Whether a module id (an absolute path, as the bundler gives it) is the module
 * at one of these paths from the web package (`src/...` or `./src/...`).
 */
export const isModuleAt = (id: string | null | undefined, paths: readonly string[]): boolean => {
  if (!id) return false;
  const file = id.replace(/\\/g, '/');
  return paths.some((path) => file.endsWith(`/${path.replace(/^\.?\//, '')}`));
};

/** A chunk as far as its static imports go. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/** The chunks `roots` import statically, directly or not, the roots included. */
export function staticClosure(
  chunks: readonly ChunkImports[] | ReadonlyMap<string, ChunkImports>,
  roots: readonly string[],
): Set<string> {
  const byFile =
    chunks instanceof Map
      ? chunks
      : new Map((chunks as ChunkImports[]).map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** A chunk with what Vite records of it: whether it is the entry, the styles it imports. */
export interface BuiltChunk extends ChunkImports {
  isEntry: boolean;
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/** The styles these chunks import. */
export function importedStyles(
  byFile: ReadonlyMap<string, BuiltChunk>,
  files: Iterable<string>,
): Set<string> {
  return new Set(
    [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
  );
}

/** What the app's entry loads: its chunk and the chunks it imports statically, and their styles. */
export function entryFiles(chunks: readonly BuiltChunk[]): {
  scripts: Set<string>;
  styles: Set<string>;
} {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts = staticClosure(
    byFile,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  return { scripts, styles: importedStyles(byFile, scripts) };
}
