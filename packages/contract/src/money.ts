import { BALANCE_DECIMALS } from './constants.ts';

/**
 * The one conversion between the API's money strings and the integer minor units
 * (centavos) the database keeps: "1234.56" ↔ 123456. Strings are read digit by
 * digit and written the same way, never through a float, so any amount up to
 * Number.MAX_SAFE_INTEGER minor units comes out exact. Plain functions (no schema
 * library): server and web both use them at run time. How an amount is shown
 * (grouped thousands) is money-format.ts.
 */

/** A decimal amount: an optional sign, digits, and at most BALANCE_DECIMALS decimals. */
const AMOUNT = new RegExp(`^([+-]?)(\\d+)(?:\\.(\\d{1,${BALANCE_DECIMALS}}))?$`);

/**
 * "1234.56" → 123456, "-0.05" → -5, "12.5" → 1250, "7" → 700. Undefined for
 * anything else: more decimals than a minor unit holds (never rounded), a
 * space, a grouping comma, an exponent, an empty string, or an amount past
 * Number.MAX_SAFE_INTEGER minor units. Callers that take only some amounts (a
 * player's input: no sign, a length limit) check their own pattern first.
 */
export function amountToMinor(amount: string): number | undefined {
  const match = AMOUNT.exec(amount);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  // Whole and fraction digits as one integer's digits: "12" + "50" → 1250.
  const digits = `${whole}${fraction.padEnd(BALANCE_DECIMALS, '0')}`.replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  if (!Number.isSafeInteger(minor)) return undefined;
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/**
 * 123456 → "1234.56", -5 → "-0.05", 0 → "0.00": the API's money string, always
 * BALANCE_DECIMALS decimals. Throws a RangeError for anything but a safe integer
 * (a fraction of a minor unit, NaN, a float past 2^53 is a bug, not an amount).
 */
export function minorToAmount(minor: number): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Not a whole number of minor units: ${minor}`);
  }
  const digits = String(Math.abs(minor)).padStart(BALANCE_DECIMALS + 1, '0');
  const whole = digits.slice(0, -BALANCE_DECIMALS);
  const fraction = digits.slice(-BALANCE_DECIMALS);
  return `${minor < 0 ? '-' : ''}${whole}.${fraction}`;
}
