import { defineEndpoint } from '../endpoint.ts';
import { rebateRoutes } from '../routes/rebate.ts';
import {
  claimRebateValue,
  manualRebateValue,
  rebateRecordsQuery,
  rebateRecordsValue,
} from '../rebate.ts';

export const rebateEndpoints = {
  manual: defineEndpoint('rebate', rebateRoutes.manual, {
    summary:
      'Manual rebate: rebatable turnover per game category since the last rebate, the rates and the amounts (minor units, rounded down per category)',
    value: manualRebateValue,
    errors: [],
  }),
  claim: defineEndpoint('rebate', rebateRoutes.claim, {
    summary:
      'Claim the manual rebate: credits the total through the ledger exactly once; with nothing new to claim it is refused',
    value: claimRebateValue,
    errors: ['rebate.nothing_to_claim'],
  }),
  records: defineEndpoint('rebate', rebateRoutes.records, {
    summary: 'Rebate report: rebates paid in a date range, newest first, with totals',
    query: rebateRecordsQuery,
    value: rebateRecordsValue,
    errors: ['records.date_range_invalid'],
  }),
} as const;
