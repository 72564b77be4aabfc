import type { RouteTable } from '../route-info.ts';

/**
 * The seamless wallet: a game vendor calls these (never the app) about its
 * rounds; each call is signed with the vendor's secret (`vendor-wallet.ts`).
 * Money the vendor has already played is settled whatever the app's state.
 */
export const vendorWalletRoutes = {
  /** The player's balance. */
  balance: {
    method: 'POST',
    path: '/wps/vendor/:vendor/wallet/balance',
    auth: 'vendor',
    maintenance: 'open',
  },
  /** A stake: debits the wallet (refused over the balance or the player's limits). */
  debit: {
    method: 'POST',
    path: '/wps/vendor/:vendor/wallet/debit',
    auth: 'vendor',
    maintenance: 'open',
  },
  /** A round's winnings (0 for a loss): settles the round. */
  credit: {
    method: 'POST',
    path: '/wps/vendor/:vendor/wallet/credit',
    auth: 'vendor',
    maintenance: 'open',
  },
  /** The vendor voids a stake: the debit is returned once. */
  rollback: {
    method: 'POST',
    path: '/wps/vendor/:vendor/wallet/rollback',
    auth: 'vendor',
    maintenance: 'open',
  },
} as const satisfies RouteTable;
