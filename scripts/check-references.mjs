// Code, comments and docs say the rule itself: they point to nothing outside the
// repository (the product specification, the design notes) and to no issue number,
// which a reader of the repository cannot open. Part of `npm run lint`.
import { execFileSync } from 'node:child_process';

const pattern = String.raw`\bissues? [0-9]+|(account|gaming)-side §|\bDESIGN(\.md)? §|shared/(spec|DESIGN)`;
let found = '';
try {
  found = execFileSync(
    'git',
    [
      'grep',
      '--untracked',
      '-inIE',
      pattern,
      '--',
      '.',
      ':!package-lock.json',
      ':!scripts/check-references.mjs',
    ],
    { encoding: 'utf8' },
  );
} catch (error) {
  // git grep exits 1 when nothing matches.
  if (error.status !== 1) throw error;
}
if (found) {
  process.stderr.write(`References outside the repository or to issue numbers:\n${found}`);
  process.exit(1);
}
