import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque secret: 256 random bits, base64url. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Hex SHA-256 (one-shot: every session lookup hashes its token). */
export const sha256 = (value: string): string => hash('sha256', value, 'hex');

/** A string of `length` random decimal digits. */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => String(randomInt(10))).join('');

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
