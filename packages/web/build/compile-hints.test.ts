import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

const HOME = '/repo/packages/web/src/app/routes/home.tsx';
const WALLET = '/repo/packages/web/src/app/routes/wallet.tsx';
const SANITISER = '/repo/packages/web/src/shared/ui/safe-html.tsx';

const chunk = (
  fileName: string,
  imports: string[],
  { isEntry = false, moduleIds = [] as string[] } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    moduleIds,
    code: `/* ${fileName} */`,
  }) as unknown as Rolldown.OutputChunk;

/** Runs the plugin's bundle hook on these chunks; returns each file's code after it. */
function build(screens: string[], chunks: Rolldown.OutputChunk[]): Record<string, string> {
  const hook = compileHints(screens).generateBundle as {
    handler: (options: unknown, bundle: Record<string, Rolldown.OutputChunk>) => void;
  };
  hook.handler({}, Object.fromEntries(chunks.map((c) => [c.fileName, c])));
  return Object.fromEntries(chunks.map((c) => [c.fileName, c.code]));
}

describe('compileHints', () => {
  it('marks the entry, what it imports statically and the chunks holding the named modules; not others', () => {
    const code = build(
      ['src/app/routes/home.tsx', 'src/shared/ui/safe-html.tsx'],
      [
        chunk('assets/index.js', ['assets/vendor.js'], { isEntry: true }),
        chunk('assets/vendor.js', ['assets/runtime.js']),
        chunk('assets/runtime.js', []),
        chunk('assets/home.js', ['assets/vendor.js', 'assets/model.js'], { moduleIds: [HOME] }),
        chunk('assets/model.js', []),
        chunk('assets/wallet.js', ['assets/vendor.js'], { moduleIds: [WALLET] }),
        chunk('assets/shared.js', [], { moduleIds: [`${WALLET}x`, SANITISER] }),
      ],
    );
    const hinted = Object.keys(code).filter((file) => code[file]!.startsWith(`${COMPILE_HINT}\n`));
    expect(hinted).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/runtime.js',
      'assets/home.js',
      'assets/shared.js',
    ]);
    // The code itself follows the comment unchanged.
    expect(code['assets/home.js']).toBe(`${COMPILE_HINT}\n/* assets/home.js */`);
    expect(code['assets/wallet.js']).toBe('/* assets/wallet.js */');
  });

  it('is the comment V8 reads: first line, exactly', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
