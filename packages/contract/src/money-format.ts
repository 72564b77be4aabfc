import { BALANCE_DECIMALS } from './constants.ts';

/**
 * How amounts and percentages are shown, the same in the app and in the pages the
 * server fills in before the app runs (the deposit form's first paint).
 */

/** A decimal amount as the server writes them ("12", "-5.5", "1234.00"): sign, whole, fraction. */
export const DECIMAL_AMOUNT = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Whole digits grouped by thousands with commas ("1580" -> "1,580"), as EN and TY show them. */
export const groupThousands = (digits: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount as shown: grouped thousands and 2 decimals, from the server's
 * decimal string (never through a float). Anything else is shown as given.
 */
export const formatMoney = (amount: string): string => {
  const match = DECIMAL_AMOUNT.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole = '0', fraction = ''] = match;
  const grouped = groupThousands(whole);
  const shown = `${grouped}.${fraction.padEnd(BALANCE_DECIMALS, '0').slice(0, BALANCE_DECIMALS)}`;
  return sign === '-' ? `-${shown}` : shown;
};

/** A percentage as shown on a badge: 3 → "3%", 1.5 → "1.5%". */
export const percentLabel = (percent: number): string =>
  `${Number.isInteger(percent) ? percent : percent.toFixed(2).replace(/0+$/, '')}%`;
