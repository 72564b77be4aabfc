import { z } from 'zod';
import { dateRange } from './wallet-records.ts';

/** Reconciliation of one gateway over a range of days (by request time). */
export const gatewayReconciliationQuery = z
  .object({
    provider: z.string().regex(/^[a-z0-9_-]{1,32}$/),
    ...dateRange,
  })
  .strict();

/**
 * How a request's gateway report and the ledger disagree: the gateway took
 * money the ledger never credited, the ledger credited money the gateway did
 * not take, the amounts differ, or the gateway could not be asked.
 */
export const RECONCILIATION_MISMATCHES = [
  'not_credited',
  'not_paid',
  'amount',
  'gateway_unreachable',
] as const;

export const gatewayReconciliationRow = z.object({
  requestId: z.uuid(),
  createdAt: z.string(),
  status: z.string(),
  requested: z.string(),
  /** What the gateway reports it took (null: nothing, or it could not be asked). */
  gatewayOutcome: z.enum(['paid', 'failed', 'pending']).nullable(),
  gatewayAmount: z.string().nullable(),
  /** The channel's fee kept from the amount: the ledger credits the amount less it. */
  fee: z.string(),
  /** What the ledger credited for the request (the amount less the fee; the bonus apart). */
  ledgerAmount: z.string(),
  mismatch: z.enum(RECONCILIATION_MISMATCHES).nullable(),
});

export const gatewayReconciliationValue = z.object({
  provider: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  utcOffset: z.number(),
  /** Sums over the rows: what the gateway took and what the ledger credited (less fees). */
  gatewayTotal: z.string(),
  ledgerTotal: z.string(),
  rows: z.array(gatewayReconciliationRow),
  /** True when the range held more requests than a report lists. */
  truncated: z.boolean(),
});
export type GatewayReconciliationValue = z.infer<typeof gatewayReconciliationValue>;
