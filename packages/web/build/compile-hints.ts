import type { Plugin, Rolldown } from 'vite';
import { bundleChunks, entryFiles, isModuleAt } from './chunk-graph.ts';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8 compiles a function the first time it is called, on the main thread, unless
 * it knows beforehand that it will be. The start runs most of the libraries'
 * functions (React's render and commit, the router, i18next, TanStack Query) and
 * of the app's entry for the first time: on home, 130-165 ms of the main thread
 * after the first paint went to compiling them, inside the start's tasks (traced
 * with V8's compile events). The comment `//# allFunctionsCalledOnLoad` at the top
 * of a file has V8 compile all its functions while the file streams in, on a
 * background thread; browsers without the hint ignore a comment.
 *
 * Given to the chunks the app starts with (the entry and what it imports
 * statically) and to the chunks holding `modules` (paths from the web package):
 * the start screens, and widgets started as soon as their chunk arrives. Other
 * chunks stay lazy, since compiling what never runs costs memory and background
 * time.
 */
export function compileHints(modules: readonly string[]): Plugin {
  return {
    name: 'kalaro:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = bundleChunks(bundle);
        for (const chunk of hintedChunks(chunks, modules)) {
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

/** The chunks the app starts with, and the chunks holding these modules (paths from the web package). */
function hintedChunks(chunks: readonly Rolldown.OutputChunk[], modules: readonly string[]) {
  const { scripts } = entryFiles(chunks);
  return chunks.filter(
    (chunk) => scripts.has(chunk.fileName) || chunk.moduleIds.some((id) => isModuleAt(id, modules)),
  );
}
