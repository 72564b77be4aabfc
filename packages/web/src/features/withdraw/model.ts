import type { WithdrawInfoValue } from '@kalaro/contract/payments';
import { parseAmountMinor } from '@kalaro/contract/payments-rules';
import { toMinor } from '@/shared/format/money';

/** Pure rules of the withdraw screen (issue 15). */

export type WithdrawBlock = 'no_card' | 'turnover' | 'daily_count' | 'no_password' | null;

/** What stops a withdrawal before anything is typed (the first that applies). */
export function withdrawBlock(info: WithdrawInfoValue): WithdrawBlock {
  if (!info.hasPaymentPassword) return 'no_password';
  if (info.cards.length === 0) return 'no_card';
  if (toMinor(info.turnover.missing) > 0) return 'turnover';
  if (info.limits.countToday >= info.limits.dailyCount) return 'daily_count';
  return null;
}

/** The most that can be asked now: the available balance, the maximum and what is left of today's amount. */
export function maxWithdrawMinor(info: WithdrawInfoValue): number {
  const leftToday = toMinor(info.limits.dailyAmount) - toMinor(info.limits.amountToday);
  return Math.max(
    0,
    Math.min(toMinor(info.balance.available), toMinor(info.limits.maxAmount), leftToday),
  );
}

export type WithdrawAmountProblem = 'required' | 'format' | 'min' | 'max' | 'available';

export function withdrawAmountProblem(
  info: WithdrawInfoValue,
  text: string,
): WithdrawAmountProblem | null {
  if (text.trim() === '') return 'required';
  const minor = parseAmountMinor(text);
  if (minor === undefined || minor === 0) return 'format';
  if (minor < toMinor(info.limits.minAmount)) return 'min';
  if (minor > toMinor(info.limits.maxAmount)) return 'max';
  if (minor > maxWithdrawMinor(info)) return 'available';
  return null;
}

/** A 6-digit payment password. */
export const PAYMENT_PASSWORD = /^\d{6}$/;
