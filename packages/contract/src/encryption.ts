/**
 * Encrypted request bodies for login and register.
 *
 * The client makes a fresh AES-256-GCM key per request, encrypts the JSON
 * payload with it, and wraps the key with the server's RSA-OAEP (SHA-256) public
 * key from the start-up settings. The sealed payload carries a timestamp and a
 * random nonce so the server can refuse a replayed body.
 *
 * WebCrypto only (browsers and Node ≥ 20): no dependency, no schema library,
 * so the web app can import it at run time.
 */
export const ENCRYPTION_HEADER = 'x-kalaro-encryption';
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';
/** How old a sealed body may be before the server refuses it. */
export const ENCRYPTION_MAX_AGE_MS = 5 * 60 * 1000;

export interface EncryptedBody {
  /** base64 of the RSA-OAEP-wrapped AES key. */
  key: string;
  /** base64 of the 12-byte AES-GCM IV. */
  iv: string;
  /** base64 of the AES-GCM ciphertext (tag appended). */
  data: string;
}

/** What is inside `data` once decrypted. */
export interface SealedPayload<T> {
  /** Milliseconds since the epoch when the client sealed it. */
  ts: number;
  /** Random, single use. */
  nonce: string;
  body: T;
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** Imports the server's public key: base64 of the DER SubjectPublicKeyInfo. */
export const importPublicKey = (spkiBase64: string): Promise<CryptoKey> =>
  crypto.subtle.importKey(
    'spki',
    fromBase64(spkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey'],
  );

/** Seals `body` for the server holding the private half of `publicKey`. */
export async function encryptForServer<T>(
  publicKey: CryptoKey,
  body: T,
  now: number = Date.now(),
): Promise<EncryptedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed: SealedPayload<T> = {
    ts: now,
    nonce: toBase64(crypto.getRandomValues(new Uint8Array(16))),
    body,
  };
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(sealed)),
  );
  const key = await crypto.subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' });
  return { key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}
