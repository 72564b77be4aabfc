import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config.ts';

describe('loadConfig', () => {
  it('defaults to PGlite under <repo>/data and the repo web build, whatever the cwd', () => {
    const config = loadConfig({});
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../..'));
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: path.join(REPO_ROOT, 'data/pglite') },
      webDistDir: path.join(REPO_ROOT, 'packages/web/dist'),
      seedFile: path.join(REPO_ROOT, 'packages/server/seed/operator.json'),
      trustProxy: false,
      adminToken: undefined,
      prettyLogs: false,
    });
  });

  it('is in production mode (HSTS, Secure cookies) unless NODE_ENV says otherwise', () => {
    expect(loadConfig({}).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/kalaro' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/kalaro' });
  });

  it('resolves relative paths from where the command was typed', () => {
    const config = loadConfig({ INIT_CWD: '/srv/app', DATA_DIR: 'state', WEB_DIST_DIR: 'web' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/app/state/pglite' });
    expect(config.webDistDir).toBe('/srv/app/web');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['', false],
    ['2', 2],
    ['10.0.0.1, 192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses bad values with one readable error', () => {
    expect(() => loadConfig({ PORT: 'abc', KALARO_ADMIN_TOKEN: 'short' })).toThrow(
      /PORT[\s\S]*KALARO_ADMIN_TOKEN/,
    );
  });

  it('treats an empty admin token as unset', () => {
    expect(loadConfig({ KALARO_ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
  });

  it('reads social login providers and refuses a bad list', () => {
    expect(loadConfig({}).socialLogin).toEqual([]);
    const google = {
      provider: 'google',
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'shh',
    };
    expect(loadConfig({ SOCIAL_LOGIN_PROVIDERS: JSON.stringify([google]) }).socialLogin).toEqual([
      { ...google, enabled: true },
    ]);
    expect(() => loadConfig({ SOCIAL_LOGIN_PROVIDERS: 'nope' })).toThrow(/SOCIAL_LOGIN_PROVIDERS/);
    expect(() => loadConfig({ SOCIAL_LOGIN_PROVIDERS: JSON.stringify([google, google]) })).toThrow(
      /at most once/,
    );
    expect(() =>
      loadConfig({ SOCIAL_LOGIN_PROVIDERS: JSON.stringify([{ ...google, provider: 'x' }]) }),
    ).toThrow(/SOCIAL_LOGIN_PROVIDERS/);
  });
});
