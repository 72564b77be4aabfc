import type { RouteTable } from '../route-info.ts';

export const rebateRoutes = {
  /** Manual rebate: turnover per category since the last rebate, rates and amounts. */
  manual: { method: 'GET', path: '/wps/rebate/manual', auth: 'member', flag: 'MANPLAYREB3' },
  /** Credits the rebate through the ledger once; nothing new to claim is refused. */
  claim: {
    method: 'POST',
    path: '/wps/rebate/manual/claim',
    auth: 'realMember',
    flag: 'MANPLAYREB3',
    protection: 'blocked',
  },
  /** Rebate report (/m/member/rebateReport). */
  records: { method: 'GET', path: '/wps/rebate/records', auth: 'member', flag: 'PLYRBT' },
} as const satisfies RouteTable;
