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
