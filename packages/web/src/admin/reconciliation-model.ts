import type {
  GatewayReconciliationValue,
  PaymentGateway,
  ReconciliationMismatch,
  ReconciliationSide,
} from '@kalaro/contract/payment-gateways';
import { RECONCILIATION_SIDES } from '@kalaro/contract/payment-gateways';
import type { AdminText } from './model';

type Row = GatewayReconciliationValue['rows'][number];

export const SIDE_TEXT: Record<ReconciliationSide, AdminText> = {
  deposits: 'recon_side_deposits',
  payouts: 'recon_side_payouts',
};

/** What each disagreement means, said to finance. */
export const MISMATCH_TEXT: Record<ReconciliationMismatch, AdminText> = {
  not_credited: 'recon_mismatch_not_credited',
  not_debited: 'recon_mismatch_not_debited',
  not_paid: 'recon_mismatch_not_paid',
  amount: 'recon_mismatch_amount',
  gateway_unreachable: 'recon_mismatch_unreachable',
};

/** What the gateway reported of a request; null: nothing (or no answer). */
export const OUTCOME_TEXT: Record<NonNullable<Row['gatewayOutcome']>, AdminText> = {
  paid: 'recon_outcome_paid',
  failed: 'recon_outcome_failed',
  pending: 'recon_outcome_pending',
};

/** A request's status here (deposits and withdrawals). */
export const REQUEST_STATUS_TEXT: Record<string, AdminText> = {
  pending: 'reports_status_pending',
  approved: 'reports_status_approved',
  rejected: 'reports_status_rejected',
  paying: 'deposit_paying',
  failed: 'deposit_failed',
};

export const sideOf = (value: string | null): ReconciliationSide =>
  RECONCILIATION_SIDES.find((side) => side === value) ?? 'deposits';

/** The gateways that can be reconciled on a side: deposits need status queries, payouts payouts. */
export const gatewaysFor = (
  side: ReconciliationSide,
  gateways: readonly PaymentGateway[],
): PaymentGateway[] =>
  gateways.filter((gateway) => (side === 'payouts' ? gateway.payouts : gateway.statusQuery));

/** The gateway to show: the one asked for when it can be reconciled on the side, else the first. */
export const pickGateway = (
  asked: string | null,
  offered: readonly PaymentGateway[],
): string | null => offered.find((gateway) => gateway.id === asked)?.id ?? offered[0]?.id ?? null;

/** The rows to list (only the disagreements, when asked) and how many disagree. */
export function reconciliationRows(
  rows: readonly Row[],
  onlyMismatches: boolean,
): { rows: readonly Row[]; mismatches: number } {
  const disagreeing = rows.filter((row) => row.mismatch !== null);
  return { rows: onlyMismatches ? disagreeing : rows, mismatches: disagreeing.length };
}
