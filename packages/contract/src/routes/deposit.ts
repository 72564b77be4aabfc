import type { RouteTable } from '../route-info.ts';

/** Deposits: /m/voucherCenter, /m/vouReport and the player's deposit limits. */
export const depositRoutes = {
  /** The channels the member may use, with their amounts, fee, bonus and accounts to pay to. */
  channels: { method: 'GET', path: '/wps/deposit/channels', auth: 'realMember' },
  /** Ask to deposit: a pending request (and, for a gateway, the payment page to open). */
  create: {
    method: 'POST',
    path: '/wps/deposit/requests',
    auth: 'realMember',
    region: 'blocked',
    protection: 'blocked',
  },
  /** One of the member's requests (the status screen). */
  detail: { method: 'GET', path: '/wps/deposit/requests/:id', auth: 'realMember' },
  /** Deposit record. */
  records: {
    method: 'GET',
    path: '/wps/deposit/records',
    auth: 'realMember',
    flag: 'DEPRECM3',
  },
  limits: { method: 'GET', path: '/wps/deposit/limits', auth: 'realMember' },
  setLimits: { method: 'PUT', path: '/wps/deposit/limits', auth: 'realMember' },
  /** A payment gateway's signed notice that a request was paid (or failed). */
  callback: {
    method: 'POST',
    path: '/wps/deposit/callback/:provider',
    auth: 'public',
    // Money the gateway has taken is credited whatever the app's state.
    maintenance: 'open',
  },
  /** Operator review. */
  adminList: {
    method: 'GET',
    path: '/wps/admin/deposits',
    auth: 'admin',
    permission: 'payments.review',
  },
  /** A request's review detail: the member's balance, turnover owed and recent history. */
  adminDetail: {
    method: 'GET',
    path: '/wps/admin/deposits/:id',
    auth: 'admin',
    permission: 'payments.review',
  },
  adminReview: {
    method: 'PUT',
    path: '/wps/admin/deposits/:id',
    auth: 'admin',
    permission: 'payments.review',
  },
} as const satisfies RouteTable;
