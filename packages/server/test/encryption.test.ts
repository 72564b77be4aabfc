import {
  constants,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENCRYPTION_MAX_AGE_MS, fromBase64 } from '@kalaro/contract/encryption';
import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encryptionHeaders,
  seal,
  sendSealed,
  startAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { loadPrivateKey } from '../src/plugins/encryption.ts';
import { json } from './helpers.ts';

const { login } = endpoints.auth;
const demo = { type: 'username', username: 'demo', password: 'Demo1234' };

describe('encrypted login and register bodies', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  const post = (payload: object, headers: Record<string, string> = encryptionHeaders) =>
    t.app.inject({ method: 'POST', url: login.path, headers, payload, remoteAddress: '10.1.0.1' });

  it('publishes an RSA public key and the scheme in start-up settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: endpoints.system.startup.path });
    const { security } = json<{ value: { security: { publicKey: string; scheme: string } } }>(
      response,
    ).value;
    expect(security.scheme).toBe('RSA-OAEP-256+A256GCM');
    expect(fromBase64(security.publicKey).length).toBeGreaterThan(250); // DER SPKI of RSA-2048
  });

  it('opens a body sealed with the contract helper', async () => {
    const response = await sendSealed(t, login, demo);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, value: { userName: 'demo' } });
  });

  it('refuses a plain body, and a sealed one without the header', async () => {
    const plain = await post(demo, {});
    expect(plain.statusCode).toBe(400);
    expect(json(plain)).toMatchObject({ errorCode: 'auth.encryption_required' });
    const sealed = await post(await seal(t.app, demo, t.clock.now()), {});
    expect(json(sealed)).toMatchObject({ errorCode: 'auth.encryption_required' });
    const wrongScheme = await post(await seal(t.app, demo, t.clock.now()), {
      'x-kalaro-encryption': 'none',
    });
    expect(json(wrongScheme)).toMatchObject({ errorCode: 'auth.encryption_required' });
  });

  it('refuses a tampered body with auth.encryption_invalid', async () => {
    const sealed = await seal(t.app, demo, t.clock.now());
    const bytes = fromBase64(sealed.data);
    bytes[5] = (bytes[5] ?? 0) ^ 0x20;
    const tampered = { ...sealed, data: Buffer.from(bytes).toString('base64') };
    const response = await post(tampered);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ errorCode: 'auth.encryption_invalid' });

    const otherKey = { ...sealed, key: (await seal(t.app, demo)).key };
    expect(json(await post(otherKey))).toMatchObject({ errorCode: 'auth.encryption_invalid' });
    expect(json(await post({ ...sealed, iv: 'AAAA' }))).toMatchObject({
      errorCode: 'auth.encryption_invalid',
    });
  });

  it('refuses a replayed body, a stale one and one dated ahead with auth.replayed', async () => {
    const sealed = await seal(t.app, demo, t.clock.now());
    expect((await post(sealed)).statusCode).toBe(200);
    const again = await post(sealed);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ errorCode: 'auth.replayed' });

    const stale = await seal(t.app, demo, t.clock.now() - ENCRYPTION_MAX_AGE_MS - 1000);
    expect(json(await post(stale))).toMatchObject({ errorCode: 'auth.replayed' });
    const ahead = await seal(t.app, demo, t.clock.now() + 10 * 60_000);
    expect(json(await post(ahead))).toMatchObject({ errorCode: 'auth.replayed' });
  });

  it('validates what is inside: unknown fields and wrong types are 400 validation.failed', async () => {
    const extra = await sendSealed(t, login, { ...demo, admin: true });
    expect(extra.statusCode).toBe(400);
    expect(json(extra)).toMatchObject({
      errorCode: 'validation.failed',
      value: { field: 'admin' },
    });
    const wrongType = await sendSealed(t, login, { ...demo, password: 12345 });
    expect(json(wrongType)).toMatchObject({
      errorCode: 'validation.failed',
      value: { field: 'password' },
    });
    const notAnObject = await sendSealed(t, login, 'hello');
    expect(json(notAnObject)).toMatchObject({ errorCode: 'validation.failed' });
  });

  it('cannot be read by someone who intercepts it without the private key', async () => {
    const secret = 'Very-Secret-9876';
    const sealed = await seal(t.app, { ...demo, password: secret });
    const wire = JSON.stringify(sealed);
    expect(wire).not.toContain(secret);
    expect(wire).not.toContain('demo');
    expect(Buffer.from(sealed.data, 'base64').toString('latin1')).not.toContain(secret);
    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(() =>
      privateDecrypt(
        { key: otherKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(sealed.key, 'base64'),
      ),
    ).toThrow();
  });
});

describe('the RSA key', () => {
  it('is generated once into the key folder (mode 0600) and read back on the next start', async () => {
    const keyDir = path.join(await mkdtemp(path.join(tmpdir(), 'kalaro-keys-')), 'keys');
    try {
      const first = await loadPrivateKey({ keyDir, now: Date.now });
      const second = await loadPrivateKey({ keyDir, now: Date.now });
      const spki = (k: KeyObject) =>
        createPublicKey(k).export({ type: 'spki', format: 'der' }).toString('base64');
      expect(spki(second)).toBe(spki(first));
      expect(first.asymmetricKeyDetails?.modulusLength).toBe(2048);
      const mode = (await stat(path.join(keyDir, 'rsa-private.pem'))).mode & 0o777;
      expect(mode).toBe(0o600);
    } finally {
      await rm(path.dirname(keyDir), { recursive: true, force: true });
    }
  });

  it('comes from KALARO_RSA_PRIVATE_KEY when given (PEM, \\n-escaped or not)', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const given of [pem, pem.replace(/\n/g, '\\n')]) {
      const loaded = await loadPrivateKey({ privateKeyPem: given, now: Date.now });
      expect(loaded.equals(privateKey)).toBe(true);
    }
  });
});
