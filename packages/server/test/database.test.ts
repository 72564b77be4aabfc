import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { operatorConfigTable } from '../src/db/schema.ts';
import {
  adminHeaders,
  createTestDatabase,
  json,
  seedConfig,
  testOptions,
  type TestDatabase,
} from './helpers.ts';

describe('migrations and seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ persistent: true });
  });
  afterAll(() => database.drop());

  const start = async () => {
    const app = await buildApp(testOptions(database.options));
    await app.ready();
    return app;
  };

  it('migrates and seeds an empty database once; a restart keeps what the operator changed', async () => {
    const first = await start();
    expect(await first.db.select().from(operatorConfigTable)).toHaveLength(1);
    const put = endpoints.admin.putOperatorConfig;
    const changed = { ...seedConfig(), operatorName: 'Changed before restart' };
    expect(
      (
        await first.inject({
          method: put.method,
          url: put.path,
          headers: adminHeaders,
          payload: changed,
        })
      ).statusCode,
    ).toBe(200);
    await first.close();

    const second = await start();
    const rows = await second.db.select().from(operatorConfigTable);
    expect(rows).toHaveLength(1);
    const startup = await second.inject({ method: 'GET', url: endpoints.system.startup.path });
    expect(json<{ value: { operatorName: string } }>(startup).value.operatorName).toBe(
      'Changed before restart',
    );
    await second.close();
  });

  it('refuses to start on an invalid seed file', async () => {
    const empty = await createTestDatabase();
    const options = testOptions(empty.options, {
      seedFile: new URL('../package.json', import.meta.url).pathname,
    });
    await expect(buildApp(options).then((app) => app.ready())).rejects.toThrow(
      /not a valid operator configuration/,
    );
    await empty.drop();
  });
});
