import type { RouteTable } from '../routes.ts';

export const reportRoutes = {
  /** Betting record (/m/gameRecord). */
  bets: { method: 'GET', path: '/wps/report/bets', auth: 'member' },
  /** Profit and loss (/m/profitandloss), per day and per game category. */
  profitAndLoss: { method: 'GET', path: '/wps/report/profit-and-loss', auth: 'member' },
} as const satisfies RouteTable;
