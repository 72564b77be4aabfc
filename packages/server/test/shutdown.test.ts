import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * A deployment stops the old process with SIGTERM while players are mid-call:
 * a request already being received is answered in full, new connections are
 * refused, and the process then exits cleanly (code 0), its database closed.
 */
// On the embedded database only (a process of its own): not again in the PostgreSQL project.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('shutdown on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kalaro-shutdown-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the call in flight, refuses new ones, then exits with 0', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const { url, child } = server;
    const body = new URLSearchParams({
      username: 'nobody',
      email: 'nobody@mail.example',
    }).toString();

    let newCall = 'not tried';
    // A call whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${url}${endpoints.auth.forgotPasswordByEmail.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => {
          // Meanwhile a new connection is refused.
          void fetch(`${url}/healthz`).then(
            (r) => (newCall = `answered ${r.status}`),
            () => (newCall = 'refused'),
          );
          req.end(body.slice(10));
        }, 500);
      }, 300);
    });
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );

    const { status, text } = await answer;
    expect(status, text).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ success: true, value: { done: true } });
    expect(await exited).toBe(0);
    expect(newCall).toBe('refused');
    expect(server.output()).toContain('shutting down');
  }, 120_000);
});
