import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadConfig,
  OWASP_PASSWORD_HASHING,
  resolveAccountOptions,
  TEST_PASSWORD_HASHING,
} from '../src/config.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { lockDurationMs } from '../src/modules/accounts/service.ts';

describe('account settings', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keeps OWASP argon2id costs and the outbox off in production', () => {
    const accounts = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/srv/kalaro' }).accounts;
    expect(accounts).toMatchObject({
      outboxEnabled: false,
      passwordHashing: OWASP_PASSWORD_HASHING,
      keyDir: '/srv/kalaro/keys',
      seedDemoAccounts: true,
      rateLimitFactor: 1,
    });
    expect(OWASP_PASSWORD_HASHING).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(resolveAccountOptions()).toMatchObject({
      outboxEnabled: false,
      passwordHashing: OWASP_PASSWORD_HASHING,
    });
  });

  it('lowers the costs only under NODE_ENV=test, and reads the other variables', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      KALARO_RSA_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\n…',
      SMTP_URL: 'smtp://mail.example:587',
      SEED_DEMO_ACCOUNTS: 'false',
      ACCOUNT_RATE_LIMIT_FACTOR: '10',
    });
    expect(config.accounts).toMatchObject({
      outboxEnabled: true,
      passwordHashing: TEST_PASSWORD_HASHING,
      rsaPrivateKeyPem: '-----BEGIN PRIVATE KEY-----\\n…',
      smtpUrl: 'smtp://mail.example:587',
      seedDemoAccounts: false,
      rateLimitFactor: 10,
    });
  });

  it('refuses weak hashing outside NODE_ENV=test', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => createPasswordHasher(TEST_PASSWORD_HASHING)).toThrow(/only under NODE_ENV=test/);
    const hasher = createPasswordHasher(OWASP_PASSWORD_HASHING);
    const hashed = await hasher.hash('Demo1234');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hashed, 'Demo1234')).toBe(true);
    expect(await hasher.verify(hashed, 'demo1234')).toBe(false);
    expect(await hasher.verify('garbage', 'Demo1234')).toBe(false);
    expect(await hasher.verify(null, 'Demo1234')).toBe(false);
  });

  it('backs off 30 s doubling to 15 min from the 5th failure', () => {
    expect([1, 4, 5, 6, 7, 10, 11, 50].map(lockDurationMs)).toEqual([
      0, 0, 30_000, 60_000, 120_000, 900_000, 900_000, 900_000,
    ]);
  });
});
