import { z } from 'zod';
import { dateRange } from './wallet-records.ts';

/** The two sides of a gateway's money: deposits it took, withdrawals it paid out. */
export const RECONCILIATION_SIDES = ['deposits', 'payouts'] as const;
export type ReconciliationSide = (typeof RECONCILIATION_SIDES)[number];

/** Reconciliation of one gateway over a range of days (by request time). */
export const gatewayReconciliationQuery = z
  .object({
    provider: z.string().regex(/^[a-z0-9_-]{1,32}$/),
    /** Deposits (default) or the withdrawals paid out through the gateway. */
    side: z.enum(RECONCILIATION_SIDES).default('deposits'),
    ...dateRange,
  })
  .strict();

/**
 * How a request's gateway report and the ledger disagree: the gateway took
 * money the ledger never credited (a deposit), the gateway paid out money the
 * ledger never debited (a payout), the ledger moved money the gateway did not
 * (take or pay), the amounts differ, or the gateway could not be asked.
 */
export const RECONCILIATION_MISMATCHES = [
  'not_credited',
  'not_debited',
  'not_paid',
  'amount',
  'gateway_unreachable',
] as const;
export type ReconciliationMismatch = (typeof RECONCILIATION_MISMATCHES)[number];

export const gatewayReconciliationRow = z.object({
  requestId: z.uuid(),
  createdAt: z.string(),
  status: z.string(),
  requested: z.string(),
  /** What the gateway reports it took (null: nothing, or it could not be asked). */
  gatewayOutcome: z.enum(['paid', 'failed', 'pending']).nullable(),
  gatewayAmount: z.string().nullable(),
  /** The channel's fee kept from the amount: the ledger credits the amount less it (payouts: none). */
  fee: z.string(),
  /**
   * Deposits: what the ledger credited for the request (the amount less the
   * fee; the bonus apart). Payouts: what the ledger paid out (the withdrawal's
   * debit less a refund after a failed payout).
   */
  ledgerAmount: z.string(),
  mismatch: z.enum(RECONCILIATION_MISMATCHES).nullable(),
});

export const gatewayReconciliationValue = z.object({
  provider: z.string(),
  side: z.enum(RECONCILIATION_SIDES),
  startDate: z.string(),
  endDate: z.string(),
  utcOffset: z.number(),
  /** Sums over the rows: what the gateway took (paid out) and what the ledger credited (debited). */
  gatewayTotal: z.string(),
  ledgerTotal: z.string(),
  rows: z.array(gatewayReconciliationRow),
  /** True when the range held more requests than a report lists. */
  truncated: z.boolean(),
});
export type GatewayReconciliationValue = z.infer<typeof gatewayReconciliationValue>;

/** A payment gateway this server runs, as the back office offers it. */
export const paymentGateway = z.object({
  id: z.string(),
  /** The currency it takes (null: any, e.g. manual transfers). */
  currency: z.string().nullable(),
  /** It answers status queries: its deposits can be reconciled. */
  statusQuery: z.boolean(),
  /** It pays withdrawals out (and answers their status). */
  payouts: z.boolean(),
});
export type PaymentGateway = z.infer<typeof paymentGateway>;

export const paymentGatewaysValue = z.object({ gateways: z.array(paymentGateway) });
export type PaymentGatewaysValue = z.infer<typeof paymentGatewaysValue>;
