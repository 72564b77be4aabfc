import fp from 'fastify-plugin';
import { seedOperatorConfig } from '../modules/operator/service.ts';

/** On an empty database, stores the demo operator from the readable seed file. */
export default fp<{ seedFile: string }>(
  async (app, opts) => {
    if (await seedOperatorConfig(app.db, opts.seedFile)) {
      app.log.info({ seedFile: opts.seedFile }, 'operator configuration seeded');
    }
  },
  { name: 'seed', dependencies: ['db'] },
);
