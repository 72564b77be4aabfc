import { amountToMinor } from '@kalaro/contract/money';
import { DECIMAL_AMOUNT, formatMoney } from '@kalaro/contract/money-format';

export { formatMoney };

/** Whether a string is a decimal amount as the server writes them ("12", "-5.5", "1234.00"). */
export const isAmount = (amount: string): boolean => DECIMAL_AMOUNT.test(amount.trim());

/** A result with its sign: "+12.00", "-5.00", "0.00". */
export const formatSignedMoney = (amount: string): string => {
  const shown = formatMoney(amount);
  return /^[+-]/.test(amount.trim()) || toMinor(amount) === 0 ? shown : `+${shown}`;
};

/** A 2-decimal amount in minor units (cents); NaN when it is not an amount (NaN compares false). */
export const toMinor = (amount: string): number => amountToMinor(amount.trim()) ?? Number.NaN;

/** Whether an amount is below zero (a loss, a debit). */
export const isNegative = (amount: string): boolean => toMinor(amount) < 0;
