import type { RouteTable } from '../route-info.ts';

export const lotteryRoutes = {
  /** The in-house lotteries with their current draw (countdown) and last result. */
  list: { method: 'GET', path: '/wps/lottery', auth: 'public' },
  /** One lottery's betting screen: draw, odds, limits, results, balance. */
  state: { method: 'GET', path: '/wps/lottery/:code', auth: 'member' },
  /** Place a bet on the current draw (debits the stake). */
  placeBet: {
    method: 'POST',
    path: '/wps/lottery/:code/bets',
    auth: 'member',
    region: 'blocked',
    protection: 'play',
  },
  /** The member's open and settled bets of a lottery. */
  myBets: { method: 'GET', path: '/wps/lottery/:code/bets', auth: 'member' },
} as const satisfies RouteTable;
