import { minorToAmount } from '@kalaro/contract/money';
import { REVIEW_HISTORY_SIZE, type AdminDepositDetail } from '@kalaro/contract/payments';
import type { Db } from '../../db/client.ts';
import { latestDeposits } from '../deposit/service.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { findWallet } from '../wallet/service.ts';
import { balanceView, turnoverView } from './model.ts';
import { findLatestRequests as latestWithdrawals } from './repo.ts';
import { turnoverOwed } from './service.ts';

/** What a review detail shows of the member besides the request. */
export type ReviewContext = Omit<AdminDepositDetail, 'request'>;

/**
 * What finance weighs before reviewing a member's deposit or withdrawal: their
 * balance now (total, held, available), the turnover still owed before a
 * withdrawal (counted as their withdraw screen and a withdrawal request count
 * it), and their latest deposits and withdrawals, newest first.
 */
export async function reviewContext(db: Db, memberId: string): Promise<ReviewContext> {
  const { payments } = await getOperatorConfig(db);
  const percent = payments.withdraw.turnoverPercent;
  const [wallet, owed, deposits, withdrawals] = await Promise.all([
    findWallet(db, memberId),
    turnoverOwed(db, memberId, percent),
    latestDeposits(db, memberId, REVIEW_HISTORY_SIZE),
    latestWithdrawals(db, memberId, REVIEW_HISTORY_SIZE),
  ]);
  return {
    balance: balanceView(wallet),
    turnover: turnoverView(percent, owed),
    recentDeposits: deposits,
    recentWithdrawals: withdrawals.map((row) => ({
      id: row.id,
      amount: minorToAmount(row.amountMinor),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
