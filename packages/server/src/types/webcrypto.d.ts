import type { webcrypto } from 'node:crypto';

// The contract's encryption.ts (written for browsers and Node alike) names the
// DOM's global CryptoKey; @types/node 20 has it only under node:crypto.
declare global {
  type CryptoKey = webcrypto.CryptoKey;
}
export {};
