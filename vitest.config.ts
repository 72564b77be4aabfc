import { defineConfig } from 'vitest/config';

// One run, three projects. Workers are bounded: the machine has two cores.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['packages/contract', 'packages/server', 'packages/web'],
  },
});
