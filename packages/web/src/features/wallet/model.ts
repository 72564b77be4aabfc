import { formatMoney, isAmount } from '@/shared/format/money';

export const MASK = '****';

/**
 * The balance as shown: grouped with 2 decimals from the server's decimal string
 * (never through a float), or asterisks while hidden or refreshing.
 */
export const formatBalance = (sumBalance: string | undefined, masked: boolean): string => {
  if (masked || sumBalance === undefined || !isAmount(sumBalance)) return MASK;
  return formatMoney(sumBalance);
};

/** Masked while hidden by the member or while a refresh is under way. */
export const isMasked = (state: { hidden: boolean; refreshing: boolean }): boolean =>
  state.hidden || state.refreshing;
