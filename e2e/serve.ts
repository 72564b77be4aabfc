/**
 * Starts the real server for the end-to-end tests: the built web app, a fresh
 * temporary embedded database, demo seed, and an admin token the tests use to
 * change the operator configuration. Removed again on exit. Beside it, a
 * simulated payout gateway (support/payout-gateway.ts) that finance can pay
 * withdrawals out through, and a local OpenID provider the server's Google
 * login uses (it signs anyone in at once).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import {
  E2E_ADMIN_TOKEN,
  E2E_BASE_URL,
  E2E_PAYOUT_GATEWAY,
  E2E_PORT,
  E2E_SOCIAL_NAME,
} from './support/env.ts';
import { payoutGatewayConfig, startPayoutGateway } from './support/payout-gateway.ts';

// Each sign-in at the local provider is a new person (a new subject): a first login.
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
  Object.assign(token.payload, { sub: `e2e-${randomUUID()}`, name: E2E_SOCIAL_NAME });
});

const dataDir = mkdtempSync(join(tmpdir(), 'kalaro-e2e-'));
const gateway = await startPayoutGateway(E2E_PAYOUT_GATEWAY.port, E2E_BASE_URL);
const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    KALARO_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    // In-house lottery: a draw every 10 s (betting stops 2 s before) for lottery.spec.ts.
    LOTTERY_DRAW_SECONDS: '10,300',
    LOTTERY_CLOSE_SECONDS: '2',
    // Every spec registers members of its own from this one address: room for them all
    // under the per-address registration and login limits.
    ACCOUNT_RATE_LIMIT_FACTOR: '5',
    // Trust X-Forwarded-For from the test browser (loopback), so a test that fails a
    // login on purpose can do it from an address of its own: the captcha it brings
    // is asked of that address only, not of the other workers' logins.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Withdrawals may be paid out through the simulated gateway (withdraw-payout.spec.ts).
    PAYMENT_GATEWAYS: payoutGatewayConfig(E2E_PAYOUT_GATEWAY.port),
    // Google login against the local provider; Facebook stays unconfigured (no button).
    SOCIAL_LOGIN_PROVIDERS: JSON.stringify([
      {
        provider: 'google',
        issuer: provider.issuer.url,
        clientId: 'kalaro-e2e',
        clientSecret: 'e2e-client-secret-not-secret',
      },
    ]),
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  gateway.close();
  cleanUp();
  void provider.stop().finally(() => process.exit(code ?? 0));
});
