import { defineEndpoint } from '../endpoint.ts';
import { walletRoutes } from '../routes/wallet.ts';
import { walletBalance } from '../account.ts';
import { transactionRecordsQuery, transactionRecordsValue } from '../wallet-records.ts';

export const walletEndpoints = {
  balance: defineEndpoint('wallet', walletRoutes.balance, {
    summary: 'Total wallet balance (sumBalance)',
    value: walletBalance,
    errors: [],
  }),
  transactions: defineEndpoint('wallet', walletRoutes.transactions, {
    summary:
      'Account record: ledger rows newest first (types=bet,win,…; startDate/endDate YYYY-MM-DD in the utcOffset time zone, at most 90 days; pageNo from 1), with totals over every page',
    query: transactionRecordsQuery,
    value: transactionRecordsValue,
    errors: ['records.date_range_invalid'],
  }),
} as const;
