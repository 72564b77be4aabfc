import fp from 'fastify-plugin';
import type { DatabaseOptions } from '../config.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle, shared by every repo. */
    db: Db;
    /** The connection behind `db` (driver kind, close). */
    database: Database;
  }
}

/** Opens PGlite or PostgreSQL, applies migrations, closes the connection with the app. */
export default fp<{ database: DatabaseOptions }>(
  async (app, opts) => {
    const database = await openDatabase(opts.database, (err) =>
      app.log.error({ err }, 'database connection error'),
    );
    app.log.info({ database: database.kind }, 'database ready');
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
