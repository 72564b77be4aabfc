import type { RouteTable } from '../route-info.ts';

/** Payment gateways in the back office: status queries and reconciliation. */
export const paymentGatewaysRoutes = {
  /** The gateways this server runs and what each can do. */
  list: {
    method: 'GET',
    path: '/wps/admin/payment-gateways',
    auth: 'admin',
    permission: 'payments.review',
  },
  /** Ask the gateway about a pending request and settle it by the answer. */
  reconcile: {
    method: 'POST',
    path: '/wps/admin/deposits/:id/reconcile',
    auth: 'admin',
    permission: 'payments.review',
  },
  /** Gateway-reported against ledger amounts of a gateway's requests over a range of days. */
  reconciliation: {
    method: 'GET',
    path: '/wps/admin/payment-gateways/reconciliation',
    auth: 'admin',
    permission: 'payments.review',
  },
} as const satisfies RouteTable;
