import fp from 'fastify-plugin';
import type { PasswordHasher } from '../lib/password.ts';
import { seedDemoAccounts } from '../modules/accounts/seed.ts';
import { seedGameCatalogue } from '../modules/games/service.ts';
import { getOperatorConfig, seedOperatorConfig } from '../modules/operator/service.ts';

/** On an empty database, stores the demo operator from the readable seed file and the demo games. */
export default fp<{ seedFile: string; hasher: PasswordHasher; demoAccounts?: boolean }>(
  async (app, opts) => {
    if (await seedOperatorConfig(app.db, opts.seedFile)) {
      app.log.info({ seedFile: opts.seedFile }, 'operator configuration seeded');
    }
    const { merchantCode } = await getOperatorConfig(app.db);
    const games = await seedGameCatalogue(app.db, merchantCode);
    if (games > 0) app.log.info({ games }, 'game catalogue seeded');
    if (opts.demoAccounts !== false && (await seedDemoAccounts(app.db, opts.hasher))) {
      app.log.info('demo accounts seeded');
    }
  },
  { name: 'seed', dependencies: ['db'] },
);
