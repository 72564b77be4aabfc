import { defineEndpoint } from '../endpoint.ts';
import {
  gatewayReconciliationQuery,
  gatewayReconciliationValue,
  paymentGatewaysValue,
} from '../payment-gateways.ts';
import { depositRequest, paymentIdParams } from '../payments.ts';
import { paymentGatewaysRoutes } from '../routes/payment-gateways.ts';

export const paymentGatewaysEndpoints = {
  list: defineEndpoint('paymentGateways', paymentGatewaysRoutes.list, {
    summary: 'The payment gateways this server runs: currency, status queries, payouts',
    value: paymentGatewaysValue,
    errors: [],
  }),
  reconcile: defineEndpoint('paymentGateways', paymentGatewaysRoutes.reconcile, {
    summary:
      'Ask the gateway about a pending deposit: paid approves it (credited once), failed rejects it, pending leaves it',
    params: paymentIdParams,
    value: depositRequest,
    errors: [
      'deposit.not_found',
      'deposit.provider_unknown',
      'deposit.callback_mismatch',
      'deposit.callback_currency_mismatch',
      'service.unavailable',
    ],
  }),
  reconciliation: defineEndpoint('paymentGateways', paymentGatewaysRoutes.reconciliation, {
    summary:
      'A gateway’s deposits (or payouts) over a range of days: what the gateway reports against what the ledger credited (debited), and the mismatches',
    query: gatewayReconciliationQuery,
    value: gatewayReconciliationValue,
    errors: ['deposit.provider_unknown', 'records.date_range_invalid', 'validation.failed'],
  }),
} as const;
