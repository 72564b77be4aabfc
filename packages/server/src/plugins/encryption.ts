import {
  constants,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encryptedBody } from '@kalaro/contract/account';
import {
  ENCRYPTION_HEADER,
  ENCRYPTION_MAX_AGE_MS,
  ENCRYPTION_SCHEME,
} from '@kalaro/contract/encryption';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { addRouteHook } from '../lib/route-hooks.ts';
import { derivedKey, secretBoxFrom, type SecretBox } from '../lib/secret-box.ts';

/** A sealed body may be dated this far ahead of our clock (client clocks drift). */
export const ENCRYPTION_MAX_SKEW_MS = 60 * 1000;
const KEY_FILE = 'rsa-private.pem';

export interface Encryption {
  /** base64 of the DER SubjectPublicKeyInfo, for start-up settings. */
  readonly publicKey: string;
  readonly scheme: typeof ENCRYPTION_SCHEME;
  /**
   * Opens the request's sealed body (contract `encryptedBody`) and validates
   * what is inside with `schema`. Refuses a plain, tampered, stale or replayed body.
   */
  open<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<z.output<S>>;
  /** Seals secrets kept in the database, with a key of their own derived from this one. */
  secretBox(purpose: string): SecretBox;
  /** A key of its own for `purpose` (e.g. to sign a cookie), derived from this one (base64url). */
  signingKey(purpose: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    encryption: Encryption;
  }
}

export interface EncryptionOptions {
  /** PEM; else read from (or generated into) keyDir, else generated in memory. */
  privateKeyPem?: string;
  keyDir?: string;
  now: () => number;
}

/** Reads the private key, or makes one and keeps it (mode 0600) for the next start. */
export async function loadPrivateKey(opts: EncryptionOptions): Promise<KeyObject> {
  if (opts.privateKeyPem) return createPrivateKey(opts.privateKeyPem.replace(/\\n/g, '\n'));
  const file = opts.keyDir ? path.join(opts.keyDir, KEY_FILE) : undefined;
  if (file) {
    try {
      return createPrivateKey(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  if (file && opts.keyDir) {
    await mkdir(opts.keyDir, { recursive: true, mode: 0o700 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    try {
      await writeFile(file, pem, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another instance wrote it first: use theirs so both share one key.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        return createPrivateKey(await readFile(file, 'utf8'));
      }
      throw error;
    }
  }
  return privateKey;
}

const requireHeader = (request: FastifyRequest) => {
  if (request.headers[ENCRYPTION_HEADER] !== ENCRYPTION_SCHEME) {
    throw new AppError(
      'auth.encryption_required',
      `This call takes an encrypted body with the header ${ENCRYPTION_HEADER}: ${ENCRYPTION_SCHEME}`,
    );
  }
};

const invalid = (reason: string) => new AppError('auth.encryption_invalid', reason);

interface Sealed {
  key: string;
  iv: string;
  data: string;
}

/**
 * `claimOnce` remembers nonces for the acceptance window (`app.shared`: in Redis
 * with several instances, so a body replayed to another instance is refused too).
 */
export function createEncryption(
  privateKey: KeyObject,
  now: () => number,
  claimOnce: (key: string, ttlMs: number) => Promise<boolean>,
): Encryption {
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });

  const decrypt = (sealed: Sealed): unknown => {
    let plain: string;
    try {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(sealed.key, 'base64'),
      );
      const iv = Buffer.from(sealed.iv, 'base64');
      const data = Buffer.from(sealed.data, 'base64');
      if (aesKey.length !== 32 || iv.length !== 12 || data.length < 17) throw invalid('shape');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(data.subarray(data.length - 16));
      plain = Buffer.concat([
        decipher.update(data.subarray(0, data.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw invalid('The encrypted body cannot be opened');
    }
    try {
      return JSON.parse(plain);
    } catch {
      throw invalid('The encrypted body is not JSON');
    }
  };

  return {
    publicKey: spki.toString('base64'),
    scheme: ENCRYPTION_SCHEME,
    secretBox: (purpose) => secretBoxFrom(privateKey, purpose),
    signingKey: (purpose) => derivedKey(privateKey, `sign:${purpose}`).toString('base64url'),
    async open(request, schema) {
      requireHeader(request);
      // The route's body schema (contract `encryptedBody`) has checked the shape.
      const opened = decrypt(request.body as Sealed);
      if (typeof opened !== 'object' || opened === null) throw invalid('No sealed payload');
      const { ts, nonce, body } = opened as { ts?: unknown; nonce?: unknown; body?: unknown };
      if (typeof ts !== 'number' || typeof nonce !== 'string' || nonce.length < 16) {
        throw invalid('The sealed payload lacks its timestamp or nonce');
      }
      const age = now() - ts;
      if (age > ENCRYPTION_MAX_AGE_MS || age < -ENCRYPTION_MAX_SKEW_MS) {
        throw new AppError('auth.replayed', 'The encrypted body is too old or dated ahead');
      }
      if (
        nonce.length > 64 ||
        !(await claimOnce(`nonce:${nonce}`, ENCRYPTION_MAX_AGE_MS + ENCRYPTION_MAX_SKEW_MS))
      ) {
        throw new AppError('auth.replayed', 'This encrypted body was already used');
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({
          path: i.path.join('.') || (i.code === 'unrecognized_keys' ? i.keys[0] : '') || 'body',
          code: i.code,
          message: i.message,
        }));
        const first = issues[0]?.path ?? 'body';
        throw new AppError('validation.failed', `Invalid body: ${first}`, {
          field: first,
          issues,
        });
      }
      return parsed.data;
    },
  };
}

/** The server's RSA key pair and the opening of encrypted login and register bodies. */
export default fp<EncryptionOptions>(
  async (app, opts) => {
    app.decorate(
      'encryption',
      createEncryption(await loadPrivateKey(opts), opts.now, app.shared.claimOnce),
    );
    // A call whose contract body is `encryptedBody` refuses a plain body before the
    // schema looks at it, so the caller learns why.
    app.addHook('onRoute', (route) => {
      if (route.schema?.body !== encryptedBody) return;
      addRouteHook(route, 'preValidation', async (request: FastifyRequest) => {
        requireHeader(request);
      });
    });
  },
  { name: 'encryption', dependencies: ['errors', 'shared'] },
);
