import { BALANCE_DECIMALS } from '@kalaro/contract/constants';

export const MASK = '****';

/**
 * The balance as shown: grouped with 2 decimals from the server's decimal string
 * (never through a float), or asterisks while hidden or refreshing.
 */
export const formatBalance = (sumBalance: string | undefined, masked: boolean): string => {
  if (masked || sumBalance === undefined) return MASK;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(sumBalance.trim());
  if (!match) return MASK;
  const [, sign, whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${fraction.padEnd(BALANCE_DECIMALS, '0').slice(0, BALANCE_DECIMALS)}`;
};

/** Masked while hidden by the member or while a refresh is under way (account-side §4). */
export const isMasked = (state: { hidden: boolean; refreshing: boolean }): boolean =>
  state.hidden || state.refreshing;
