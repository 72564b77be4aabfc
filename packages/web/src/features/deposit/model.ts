import type { DepositChannel } from '@kalaro/contract/payments';
import {
  parseAmountMinor,
  percentToBasisPoints,
  shareOf,
  type DepositStatus,
} from '@kalaro/contract/payments-rules';
import { toMinor } from '@/shared/format/money';

/**
 * Pure rules of the deposit screens. The fee and bonus are worked out
 * with the contract's own rules, so what the screen promises is what the server
 * credits.
 */

type Channel = Pick<DepositChannel, 'minAmount' | 'maxAmount' | 'feePercent' | 'bonusPercent'>;

export type AmountProblem = 'required' | 'format' | 'min' | 'max';

export interface DepositPreview {
  /** The typed amount in minor units, or null while it is not an amount. */
  amountMinor: number | null;
  problem: AmountProblem | null;
  feeMinor: number;
  bonusMinor: number;
  /** amount − fee + bonus: what reaches the wallet on approval. */
  creditMinor: number;
}

/** What a typed amount gives on a channel: its problem, the fee, the bonus (with opt-in) and the credit. */
export function depositPreview(
  channel: Channel,
  text: string,
  bonusOptIn: boolean,
): DepositPreview {
  const empty = { amountMinor: null, feeMinor: 0, bonusMinor: 0, creditMinor: 0 };
  if (text.trim() === '') return { ...empty, problem: 'required' };
  const amountMinor = parseAmountMinor(text);
  if (amountMinor === undefined || amountMinor === 0) return { ...empty, problem: 'format' };
  const feeMinor = shareOf(amountMinor, percentToBasisPoints(channel.feePercent));
  const bonusMinor = bonusOptIn
    ? shareOf(amountMinor, percentToBasisPoints(channel.bonusPercent))
    : 0;
  const problem =
    amountMinor < toMinor(channel.minAmount)
      ? 'min'
      : amountMinor > toMinor(channel.maxAmount)
        ? 'max'
        : null;
  return {
    amountMinor,
    problem,
    feeMinor,
    bonusMinor,
    creditMinor: amountMinor - feeMinor + bonusMinor,
  };
}

/** A quick amount as typed in the field: "100.00" → "100", "12.50" → "12.50". */
export const quickAmountText = (amount: string): string => amount.replace(/\.00$/, '');

/** How a request's status is shown. */
export const STATUS_TONE: Record<DepositStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The status screen asks again while the request is pending. */
export const STATUS_POLL_MS = 5_000;

export { percentLabel } from '@kalaro/contract/money-format';

export type LimitPeriod = 'day' | 'week' | 'month';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** A limit as the form shows it ("" for none) and back (null for none). */
export const limitText = (limit: string | null): string =>
  limit === null ? '' : quickAmountText(limit);
export const limitProblem = (text: string): 'format' | null => {
  if (text.trim() === '') return null;
  const minor = parseAmountMinor(text);
  return minor === undefined || minor === 0 ? 'format' : null;
};
