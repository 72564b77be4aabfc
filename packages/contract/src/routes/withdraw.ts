import type { RouteTable } from '../route-info.ts';

/** Withdrawals: /m/withdraw with its bank cards, and /m/withdrawReport. */
export const withdrawRoutes = {
  /** Balance (total, held, available), cards, banks, limits, turnover and payment-password state. */
  info: { method: 'GET', path: '/wps/withdraw', auth: 'realMember' },
  addCard: { method: 'POST', path: '/wps/withdraw/cards', auth: 'realMember' },
  /** Ask to withdraw: the amount is held until the operator pays or rejects it. */
  create: { method: 'POST', path: '/wps/withdraw/requests', auth: 'realMember' },
  /** Withdraw record. */
  records: {
    method: 'GET',
    path: '/wps/withdraw/records',
    auth: 'realMember',
    flag: 'WITHREC3',
  },
  /** Operator review. */
  adminList: {
    method: 'GET',
    path: '/wps/admin/withdrawals',
    auth: 'admin',
    permission: 'payments.review',
  },
  /** A request's review detail: its card, the member's balance, turnover owed and recent history. */
  adminDetail: {
    method: 'GET',
    path: '/wps/admin/withdrawals/:id',
    auth: 'admin',
    permission: 'payments.review',
  },
  adminReview: {
    method: 'PUT',
    path: '/wps/admin/withdrawals/:id',
    auth: 'admin',
    permission: 'payments.review',
  },
  /** Check now: ask the payout gateway about a paying withdrawal and settle it by the answer. */
  adminPayoutStatus: {
    method: 'POST',
    path: '/wps/admin/withdrawals/:id/payout-status',
    auth: 'admin',
    permission: 'payments.review',
  },
  /** A payout gateway's signed notice that a withdrawal was paid (or failed). */
  payoutCallback: {
    method: 'POST',
    path: '/wps/withdraw/payout-callback/:provider',
    auth: 'public',
    // Money the gateway has paid (or given back) is settled whatever the app's state.
    maintenance: 'open',
  },
} as const satisfies RouteTable;
