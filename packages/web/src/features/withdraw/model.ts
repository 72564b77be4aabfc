import { SECURITY } from '@kalaro/contract/constants';
import type { WithdrawInfoValue } from '@kalaro/contract/payments';
import { cardNumberProblem, parseAmountMinor } from '@kalaro/contract/payments-rules';
import { toMinor } from '@/shared/format/money';

/** Pure rules of the withdraw screen. */

export type WithdrawBlock =
  'no_password' | 'no_card' | 'turnover' | 'daily_count' | 'daily_amount' | 'low_balance' | null;

/** What is left of the 24-hour limits: withdrawals (count) and amount (minor units), never below 0. */
export function remainingToday(info: WithdrawInfoValue): { count: number; amountMinor: number } {
  return {
    count: Math.max(0, info.limits.dailyCount - info.limits.countToday),
    amountMinor: Math.max(0, toMinor(info.limits.dailyAmount) - toMinor(info.limits.amountToday)),
  };
}

/** The most that can be asked now: the available balance, the maximum and what is left of today's amount. */
export function maxWithdrawMinor(info: WithdrawInfoValue): number {
  return Math.max(
    0,
    Math.min(
      toMinor(info.balance.available),
      toMinor(info.limits.maxAmount),
      remainingToday(info).amountMinor,
    ),
  );
}

/** What stops a withdrawal before anything is typed (the first that applies); null = it may be submitted. */
export function withdrawBlock(info: WithdrawInfoValue): WithdrawBlock {
  if (!info.hasPaymentPassword) return 'no_password';
  if (info.cards.length === 0) return 'no_card';
  if (toMinor(info.turnover.missing) > 0) return 'turnover';
  const left = remainingToday(info);
  if (left.count === 0) return 'daily_count';
  const min = toMinor(info.limits.minAmount);
  if (left.amountMinor < min) return 'daily_amount';
  if (toMinor(info.balance.available) < min) return 'low_balance';
  return null;
}

/** True while another card may be bound. */
export const canAddCard = (info: WithdrawInfoValue): boolean => info.cards.length < info.maxCards;

export interface NewCard {
  bankCode: string;
  cardNumber: string;
  payeeName: string;
}

export type NewCardProblem =
  | { field: 'bankCode'; problem: 'unknown' }
  | { field: 'cardNumber'; problem: 'digits' | 'length' | 'luhn' }
  | { field: 'payeeName'; problem: 'required' };

/**
 * What is wrong with a card before it is sent: an unknown bank, the number by the
 * bank's rules (digits, length, Luhn), and the payee name while the member has
 * none (once set it is the security centre's and is not asked again).
 */
export function newCardProblems(info: WithdrawInfoValue, card: NewCard): NewCardProblem[] {
  const problems: NewCardProblem[] = [];
  const bank = info.banks.find((b) => b.code === card.bankCode);
  if (!bank) problems.push({ field: 'bankCode', problem: 'unknown' });
  else {
    const problem = cardNumberProblem(card.cardNumber, bank);
    if (problem) problems.push({ field: 'cardNumber', problem });
  }
  if (info.payeeName === null && card.payeeName.trim() === '') {
    problems.push({ field: 'payeeName', problem: 'required' });
  }
  return problems;
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

/** A 6-digit payment password (the security centre's rule). */
export const PAYMENT_PASSWORD = SECURITY.PAYMENT_PASSWORD_PATTERN;
