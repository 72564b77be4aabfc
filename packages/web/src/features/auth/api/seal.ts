import {
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  encryptForServer,
  importPublicKey,
} from '@kalaro/contract/encryption';
import type { EncryptedBody } from '@kalaro/contract/encryption';
import { deviceHeader } from '@/features/auth/api/device-header';

const keys = new Map<string, Promise<CryptoKey>>();

/** Seals a login or register payload for the server (start-up `security.publicKey`), with the device header. */
export async function seal<T>(
  publicKey: string,
  payload: T,
): Promise<{ body: EncryptedBody; headers: Record<string, string> }> {
  let key = keys.get(publicKey);
  if (!key) {
    key = importPublicKey(publicKey);
    keys.set(publicKey, key);
    key.catch(() => keys.delete(publicKey));
  }
  return {
    body: await encryptForServer(await key, payload),
    headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME, ...deviceHeader() },
  };
}
