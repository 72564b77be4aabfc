import { defineEndpoint } from '../endpoint.ts';
import { walletRoutes } from '../routes/wallet.ts';
import { walletBalance } from '../account.ts';
import { transactionRecordsQuery, transactionRecordsValue } from '../wallet-records.ts';
import { balanceAdjustmentBody, balanceAdjustmentValue, memberIdParams } from '../member-admin.ts';

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
  adminAdjust: defineEndpoint('wallet', walletRoutes.adminAdjust, {
    summary:
      "A manual balance adjustment with a reason: one ledger row of type 'adjustment' (in the member's transaction records); a debit never takes the balance below zero; the same idempotencyKey adjusts once",
    params: memberIdParams,
    body: balanceAdjustmentBody,
    value: balanceAdjustmentValue,
    errors: ['admin.member_not_found', 'wallet.insufficient_funds', 'validation.failed'],
  }),
} as const;
