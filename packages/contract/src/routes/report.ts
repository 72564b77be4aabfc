import type { RouteTable } from '../route-info.ts';

export const reportRoutes = {
  /** Betting record (/m/gameRecord). */
  bets: { method: 'GET', path: '/wps/report/bets', auth: 'member', flag: 'TRANSBETREPMEM3' },
  /** Profit and loss (/m/profitandloss), per day and per game category. */
  profitAndLoss: {
    method: 'GET',
    path: '/wps/report/profit-and-loss',
    auth: 'member',
    flag: 'PERSREP',
  },
} as const satisfies RouteTable;
