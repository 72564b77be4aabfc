import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from packages/server) writes SQL migrations into ./drizzle;
// they are committed and applied at start by src/db/client.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
