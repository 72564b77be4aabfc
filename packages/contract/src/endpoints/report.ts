import { defineEndpoint } from '../endpoint.ts';
import { reportRoutes } from '../routes/report.ts';
import {
  betRecordsQuery,
  betRecordsValue,
  profitAndLossQuery,
  profitAndLossValue,
} from '../wallet-records.ts';

export const reportEndpoints = {
  bets: defineEndpoint('report', reportRoutes.bets, {
    summary:
      'Betting record: bets newest first, filtered by game category, game, vendor, status and date range (at most 90 days), with stake/win totals over every page',
    query: betRecordsQuery,
    value: betRecordsValue,
    errors: ['records.date_range_invalid'],
  }),
  profitAndLoss: defineEndpoint('report', reportRoutes.profitAndLoss, {
    summary:
      'Profit and loss of the member over a date range (at most 90 days): totals, per day and per game category',
    query: profitAndLossQuery,
    value: profitAndLossValue,
    errors: ['records.date_range_invalid'],
  }),
} as const;
