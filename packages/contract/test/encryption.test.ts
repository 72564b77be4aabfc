import { describe, expect, it } from 'vitest';
import {
  encryptForServer,
  fromBase64,
  importPublicKey,
  type SealedPayload,
} from '../src/encryption.ts';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { privateKey: pair.privateKey, spkiBase64: btoa(String.fromCharCode(...spki)) };
}

async function open(privateKey: CryptoKey, body: { key: string; iv: string; data: string }) {
  const aes = await crypto.subtle.unwrapKey(
    'raw',
    fromBase64(body.key),
    privateKey,
    { name: 'RSA-OAEP' },
    { name: 'AES-GCM' },
    false,
    ['decrypt'],
  );
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(body.iv) },
    aes,
    fromBase64(body.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as SealedPayload<unknown>;
}

describe('encrypted bodies', () => {
  it('round-trips through the private key with a timestamp and a fresh nonce', async () => {
    const { privateKey, spkiBase64 } = await keyPair();
    const publicKey = await importPublicKey(spkiBase64);
    const a = await encryptForServer(publicKey, { username: 'alice', password: 's3cret!' }, 1000);
    const b = await encryptForServer(publicKey, { username: 'alice', password: 's3cret!' }, 1000);
    expect(a.data).not.toContain('s3cret');
    expect(a.data).not.toBe(b.data);
    const opened = await open(privateKey, a);
    expect(opened.body).toEqual({ username: 'alice', password: 's3cret!' });
    expect(opened.ts).toBe(1000);
    expect(opened.nonce).not.toBe((await open(privateKey, b)).nonce);
  });

  it('cannot be opened once tampered with', async () => {
    const { privateKey, spkiBase64 } = await keyPair();
    const sealed = await encryptForServer(await importPublicKey(spkiBase64), { x: 1 });
    const bytes = fromBase64(sealed.data);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = { ...sealed, data: btoa(String.fromCharCode(...bytes)) };
    await expect(open(privateKey, tampered)).rejects.toThrow();
  });
});
