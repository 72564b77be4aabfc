import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_SIGNATURE_WINDOW_MS } from '@kalaro/contract/vendor-wallet';
import type { VendorWalletValue } from '@kalaro/contract/vendor-wallet';
import type { ErrorCode } from '@kalaro/contract/errors';

/** The first answer to a vendor's transaction, given again to a replay. */
export type StoredAnswer =
  | { ok: true; value: Omit<VendorWalletValue, 'replayed'> }
  | { ok: false; errorCode: ErrorCode; message: string };

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** The signature header's value for a timestamp and raw body (the vendor's side, tests, the simulator). */
export const signVendorCall = (secret: string, timestamp: string, rawBody: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex')}`;

export type SignatureCheck = 'ok' | 'signature_invalid' | 'timestamp_expired';

/**
 * Checks a vendor call: the HMAC-SHA256 of `timestamp + "." + raw body` with the
 * vendor's secret (constant time), and the timestamp (Unix ms) within the window
 * of `now` either side, so an old signed call cannot be sent again.
 */
export function checkVendorSignature(
  secret: string,
  rawBody: string,
  timestamp: string | undefined,
  signature: string | undefined,
  now: number,
  windowMs = VENDOR_SIGNATURE_WINDOW_MS,
): SignatureCheck {
  const match = typeof signature === 'string' ? SIGNATURE.exec(signature.trim()) : null;
  if (!match || typeof timestamp !== 'string' || !/^\d{1,16}$/.test(timestamp)) {
    return 'signature_invalid';
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest();
  if (!timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected)) return 'signature_invalid';
  if (Math.abs(now - Number(timestamp)) > windowMs) return 'timestamp_expired';
  return 'ok';
}

export type DebitState = 'open' | 'settled' | 'rolled_back' | 'tombstone';

/** What a credit does to its debit: settle it, or refuse (no money moves). */
export function creditDecision(
  debit: DebitState | undefined,
): 'apply' | 'vendor.transaction_unknown' | 'vendor.transaction_rolled_back' {
  if (debit === undefined) return 'vendor.transaction_unknown';
  if (debit === 'rolled_back' || debit === 'tombstone') return 'vendor.transaction_rolled_back';
  // A round may pay more than once (several credits): open or settled, the credit applies.
  return 'apply';
}

/**
 * What a rollback does to its debit: return the stake (`refund`), record a
 * tombstone for a debit not seen yet, answer the balance for one already
 * rolled back (`noop`), or refuse a settled one.
 */
export function rollbackDecision(
  debit: DebitState | undefined,
): 'refund' | 'tombstone' | 'noop' | 'vendor.transaction_settled' {
  if (debit === undefined) return 'tombstone';
  if (debit === 'open') return 'refund';
  if (debit === 'settled') return 'vendor.transaction_settled';
  return 'noop';
}
