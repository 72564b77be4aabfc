import { minorToAmount } from '@kalaro/contract/money';
import type {
  GatewayReconciliationValue,
  gatewayReconciliationQuery,
} from '@kalaro/contract/payment-gateways';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mapInBatches } from '../../lib/batches.ts';
import { resolveRange } from '../../lib/date-range.ts';
import { AppError } from '../../lib/errors.ts';
import {
  GatewayRefused,
  type PaymentProviders,
  type PaymentStatus,
} from '../deposit/providers/types.ts';
import { RECONCILIATION_CONCURRENCY, RECONCILIATION_MAX_ROWS } from '../deposit/service.ts';
import { payoutMismatch } from './model.ts';
import { findPayoutRequests, ledgerPayouts } from './repo.ts';

/** What the gateway said of a payout: its status, `unknown` (no such payout) or null (no answer). */
type PayoutReport = PaymentStatus | 'unknown' | null;

/**
 * A payout gateway's withdrawals over a range of days: what the gateway says
 * it paid out against what the ledger paid out, and the mismatches. Each row
 * asks the gateway (a few at once); an answer in another currency counts as no
 * answer.
 */
export async function payoutReconciliation(
  db: Db,
  providers: PaymentProviders,
  q: z.output<typeof gatewayReconciliationQuery>,
  now: number,
): Promise<GatewayReconciliationValue> {
  const provider = providers.get(q.provider);
  const payout = provider?.payout;
  if (!provider || !payout) {
    throw new AppError('deposit.provider_unknown', 'No such gateway paying withdrawals out');
  }
  const range = resolveRange(q, now);
  const found = await findPayoutRequests(db, provider.id, range, RECONCILIATION_MAX_ROWS + 1);
  const requests = found.slice(0, RECONCILIATION_MAX_ROWS);
  const paidOut = await ledgerPayouts(
    db,
    requests.map((row) => row.id),
  );
  const reports = await mapInBatches(requests, RECONCILIATION_CONCURRENCY, (row) =>
    payout.query(row.id).then(
      (status): PayoutReport => (status.currency === provider.currency ? status : null),
      (error: unknown): PayoutReport =>
        error instanceof GatewayRefused && error.status === 404 ? 'unknown' : null,
    ),
  );
  let gatewayTotal = 0;
  let ledgerTotal = 0;
  const rows = requests.map((row, i) => {
    const report = reports[i] ?? null;
    const status = report === 'unknown' ? null : report;
    const ledgerMinor = paidOut.get(row.id) ?? 0;
    if (status?.outcome === 'paid') gatewayTotal += status.amountMinor;
    ledgerTotal += ledgerMinor;
    return {
      requestId: row.id,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      requested: minorToAmount(row.amountMinor),
      gatewayOutcome: status?.outcome ?? null,
      gatewayAmount: status ? minorToAmount(status.amountMinor) : null,
      fee: minorToAmount(0),
      ledgerAmount: minorToAmount(ledgerMinor),
      mismatch: payoutMismatch(report, ledgerMinor),
    };
  });
  return {
    provider: provider.id,
    side: 'payouts',
    startDate: range.startDate,
    endDate: range.endDate,
    utcOffset: range.utcOffset,
    gatewayTotal: minorToAmount(gatewayTotal),
    ledgerTotal: minorToAmount(ledgerTotal),
    rows,
    truncated: found.length > RECONCILIATION_MAX_ROWS,
  };
}
