import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../src/modules/accounts/repo.ts';
import { getOperatorConfig } from '../src/modules/operator/service.ts';
import { loginOk, startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { json } from './helpers.ts';

const { auth } = endpoints;

/** A mail server that takes the connection and never says hello. */
async function silentMailServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('e-mail through a mail server that hangs', () => {
  let t: AccountsTestApp;
  let mail: Awaited<ReturnType<typeof silentMailServer>>;

  beforeAll(async () => {
    mail = await silentMailServer();
    t = await startAccountsApp(
      {},
      { seedDemoAccounts: true, smtpUrl: mail.url, smtpTimeoutMs: 400 },
    );
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('answers email.unavailable within the timeout, never "sent", and leaves no temporary password', async () => {
    const started = Date.now();
    const r = await t.app.inject({
      method: 'POST',
      url: auth.forgotPasswordByEmail.path,
      remoteAddress: '10.41.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'agent', email: 'agent@kalaro.example' }).toString(),
    });
    const took = Date.now() - started;
    expect(r.statusCode, r.body).toBe(503);
    expect(json(r)).toMatchObject({ success: false, errorCode: 'email.unavailable' });
    expect(took).toBeLessThan(5_000);

    // The temporary password that reached nobody is gone; the old password still works.
    const { merchantCode } = await getOperatorConfig(t.app.db);
    const member = await findMemberByUsername(t.app.db, merchantCode, 'agent');
    expect(member?.resetPasswordHash).toBeNull();
    expect(member?.resetPasswordExpiresAt).toBeNull();
    await loginOk(t, 'agent', 'Agent1234', '10.41.0.2');
  });
});
