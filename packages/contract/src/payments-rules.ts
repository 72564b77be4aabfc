import { amountToMinor } from './money.ts';

/**
 * Pure rules of deposits and withdrawals, free of schemas so the web
 * app can use them at run time: the amounts a player may type (read into minor
 * units by money.ts), percentages in basis points, card-number checks and
 * masking, and the player's own deposit-limit windows.
 */

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/**
 * pending: held until the operator reviews it; paying: approved and sent to a
 * payout gateway, not yet confirmed; approved: paid; rejected: the hold released;
 * failed: the gateway did not pay, the amount went back to the balance.
 */
export const WITHDRAW_STATUSES = ['pending', 'paying', 'approved', 'rejected', 'failed'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/**
 * How a channel takes the money: `manual` (the player transfers to one of the
 * operator's accounts and the operator approves) or `gateway` (a hosted payment
 * page whose signed callback settles the request).
 */
export const PAYMENT_PROVIDER_KINDS = ['manual', 'gateway'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDER_KINDS)[number];

/** The player's deposit-limit periods: the last 24 hours, the last 7 days, the calendar month (UTC). */
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** A raised (or removed) deposit limit takes effect this long after it was asked for. */
export const DEPOSIT_LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;

/** Largest amount a single request may name: 999,999,999.99. */
export const AMOUNT_MAX_MINOR = 99_999_999_999;

/**
 * An amount as the player types it: digits with at most 2 decimals, no sign,
 * no exponent, no grouping ("100", "100.5", "100.50").
 */
export const AMOUNT_INPUT = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

/** " 100.5 " → 10050; undefined for anything AMOUNT_INPUT refuses. */
export function parseAmountMinor(text: string): number | undefined {
  const amount = text.trim();
  return AMOUNT_INPUT.test(amount) ? amountToMinor(amount) : undefined;
}

/** A percentage as the operator writes it (3, 1.5) → basis points (300, 150). */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);

/** The part of an amount a rate in basis points gives, rounded down to the minor unit. */
export const shareOf = (amountMinor: number, basisPoints: number): number =>
  Math.floor((amountMinor * basisPoints) / 10_000);

/** The Luhn (mod 10) check of a digit string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Spaces and dashes a player types between groups of digits are dropped. */
export const normalizeCardNumber = (text: string): string => text.replace(/[\s-]/g, '');

export interface CardRule {
  /** Allowed lengths of the number, in digits. */
  lengths: readonly number[];
  /** Whether the bank's numbers carry a Luhn check digit. */
  luhn: boolean;
}

/** Why a card (or account) number does not fit its bank's rule, or undefined when it does. */
export function cardNumberProblem(
  text: string,
  rule: CardRule,
): 'digits' | 'length' | 'luhn' | undefined {
  const digits = normalizeCardNumber(text);
  if (!/^\d+$/.test(digits)) return 'digits';
  if (!rule.lengths.includes(digits.length)) return 'length';
  if (rule.luhn && !passesLuhn(digits)) return 'luhn';
  return undefined;
}

/** "4111111111111111" → "**** 1111": the only form a card number leaves the server in. */
export const maskCardNumber = (digits: string): string => `**** ${digits.slice(-4)}`;

const DAY_MS = 86_400_000;

/** Where a deposit-limit window starts for a request made at `now` (ms). */
export function limitWindowStart(period: DepositLimitPeriod, now: number): number {
  if (period === 'day') return now - DAY_MS;
  if (period === 'week') return now - 7 * DAY_MS;
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/**
 * Whether a new limit takes effect at once: a lower limit (or a first one) does;
 * a higher one, or removing it (null), waits DEPOSIT_LIMIT_INCREASE_DELAY_MS.
 */
export function limitChangeIsImmediate(current: number | null, next: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}
