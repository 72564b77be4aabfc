import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

// One run, several projects. Workers are bounded: the machine has two cores.
// The server tests always run on the embedded PGlite, and a second time on
// PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'packages/web',
      {
        extends: './packages/server/vitest.config.ts',
        root: './packages/server',
        test: { name: 'server', env: { TEST_DATABASE_URL: '' } },
      },
      ...(postgresUrl
        ? [
            {
              extends: './packages/server/vitest.config.ts',
              root: './packages/server',
              test: { name: 'server-postgres', env: { TEST_DATABASE_URL: postgresUrl } },
            },
          ]
        : []),
    ],
  },
});
