import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { OWASP_PASSWORD_HASHING, type PasswordHashing } from '../config.ts';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id: a const enum, not importable as a value

/** Hashes and checks passwords with argon2id; the cost is fixed when the app starts. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable hash; never throws. */
  verify(hashed: string | null, password: string): Promise<boolean>;
}

/**
 * Costs below the OWASP minimum are allowed only under NODE_ENV=test, so a
 * misconfigured production server refuses to start rather than store weak hashes.
 */
export function createPasswordHasher(
  params: PasswordHashing = OWASP_PASSWORD_HASHING,
): PasswordHasher {
  const weak =
    params.memoryCost < OWASP_PASSWORD_HASHING.memoryCost ||
    params.timeCost < OWASP_PASSWORD_HASHING.timeCost;
  if (weak && process.env.NODE_ENV !== 'test') {
    throw new Error('Argon2 costs below m=19456 KiB, t=2 are allowed only under NODE_ENV=test');
  }
  const options = { ...params, algorithm: ARGON2ID };
  // Verifying against this when the account does not exist costs the same time.
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      try {
        if (hashed === null) {
          await verify(await (dummy ??= hash('not-a-password', options)), password);
          return false;
        }
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}
