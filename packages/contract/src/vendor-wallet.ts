import { z } from 'zod';

/**
 * The seamless-wallet protocol a game vendor speaks with Kalaro.
 *
 * Signature: every call carries
 * - `x-kalaro-vendor-timestamp`: the time of signing, Unix milliseconds;
 * - `x-kalaro-vendor-signature`: `sha256=<hex HMAC-SHA256(secret, timestamp + "." + raw body)>`.
 * A call whose timestamp is more than VENDOR_SIGNATURE_WINDOW_MS away from the
 * server's clock is refused (`vendor.timestamp_expired`), so an old signed call
 * cannot be sent again later; a replay within the window is answered from the
 * first answer (idempotent by `transactionId`).
 *
 * Amounts are integer minor units (hundredths) in the vendor's configured currency.
 */
export const VENDOR_TIMESTAMP_HEADER = 'x-kalaro-vendor-timestamp';
export const VENDOR_SIGNATURE_HEADER = 'x-kalaro-vendor-signature';
export const VENDOR_SIGNATURE_WINDOW_MS = 5 * 60_000;

export const vendorParams = z.object({ vendor: z.string().trim().min(1).max(64) });

const id = z.string().trim().min(1).max(128);
const currency = z.string().regex(/^[A-Z]{3}$/);
/** Minor units; at most 10^12 (ten billion in major units). */
const amountMinor = z.number().int().min(0).max(1_000_000_000_000);

export const vendorBalanceBody = z
  .object({ playerToken: z.string().min(1).max(512), currency })
  .strict();

export const vendorDebitBody = z
  .object({
    playerToken: z.string().min(1).max(512),
    transactionId: id,
    roundId: id,
    gameId: id,
    amountMinor: amountMinor.refine((n) => n > 0, 'A stake is positive'),
    currency,
  })
  .strict();

export const vendorCreditBody = z
  .object({
    playerToken: z.string().min(1).max(512),
    transactionId: id,
    roundId: id,
    /** The debit this credit settles. */
    debitTransactionId: id,
    amountMinor,
    currency,
  })
  .strict();

export const vendorRollbackBody = z
  .object({
    playerToken: z.string().min(1).max(512),
    transactionId: id,
    roundId: id,
    /** The debit to return. */
    debitTransactionId: id,
    currency,
  })
  .strict();

export const vendorWalletValue = z.object({
  balanceMinor: z.number().int(),
  currency,
  /** Our id of the movement (absent for a balance call). */
  walletTransactionId: z.string().optional(),
  /** True when this is the first answer given again (a retried call). */
  replayed: z.boolean(),
});

export type VendorBalanceBody = z.infer<typeof vendorBalanceBody>;
export type VendorDebitBody = z.infer<typeof vendorDebitBody>;
export type VendorCreditBody = z.infer<typeof vendorCreditBody>;
export type VendorRollbackBody = z.infer<typeof vendorRollbackBody>;
export type VendorWalletValue = z.infer<typeof vendorWalletValue>;
