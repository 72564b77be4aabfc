import type { RouteTable } from '../route-info.ts';

export const walletRoutes = {
  balance: { method: 'GET', path: '/wps/wallet/balance', auth: 'member' },
  /** Account record (/m/transaction/record): the member's ledger rows. */
  transactions: {
    method: 'GET',
    path: '/wps/wallet/transactions',
    auth: 'member',
    flag: 'TRANSREC3',
  },
  /** Back office: a manual balance adjustment with a reason (finance). */
  adminAdjust: {
    method: 'POST',
    path: '/wps/admin/members/:id/adjustments',
    auth: 'admin',
    permission: 'balance.adjust',
  },
} as const satisfies RouteTable;
