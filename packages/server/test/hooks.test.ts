import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestDatabase, json, testOptions, type TestDatabase } from './helpers.ts';

/** Routes that exist only in this test, to exercise the app-wide hooks and handlers. */
describe('app-wide auth hook and error handler', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testOptions(database.options));
    app.get('/test/member', { config: { auth: 'member' } }, async () => ({ success: true }));
    app.get('/test/optional', { config: { auth: 'optional' } }, async (request) => ({
      success: true,
      value: { session: request.session },
    }));
    app.get('/test/crash', async () => {
      throw new Error('secret internal detail at /srv/db.ts:12:3');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('refuses a member route without a session with 401 auth.required', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/member' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ success: false, errorCode: 'auth.required' });
  });

  it('lets an optional route through with a null session', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/optional' });
    expect(json(response)).toEqual({ success: true, value: { session: null } });
  });

  it('hides the detail of an unexpected failure behind 500 server.error', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ success: false, errorCode: 'server.error' });
    expect(response.body).not.toContain('secret');
  });
});
