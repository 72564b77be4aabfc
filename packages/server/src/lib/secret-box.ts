import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/**
 * Secrets kept in the database sealed (AES-256-GCM), so a copy of the database
 * (a backup, a leaked dump) does not carry them readable. The key is derived
 * (HKDF-SHA256) from the server's RSA private key and a purpose, so every
 * instance that shares that key (as they must for encrypted bodies) opens them,
 * and no new secret has to be configured. A new RSA key makes sealed values
 * unreadable: for TOTP secrets, operators enrol their authenticators again.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; a value stored before sealing began (no prefix) is returned as it is. */
  open(stored: string): string;
}

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A 256-bit key of its own for `purpose`, derived (HKDF-SHA256) from the
 * server's RSA private key: the same on every instance that shares that key.
 */
export function derivedKey(privateKey: KeyObject, purpose: string): Buffer {
  const material = privateKey.export({ type: 'pkcs8', format: 'der' });
  return Buffer.from(hkdfSync('sha256', material, 'kalaro-secret-box', purpose, 32));
}

export function secretBoxFrom(privateKey: KeyObject, purpose: string): SecretBox {
  const key = derivedKey(privateKey, purpose);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
