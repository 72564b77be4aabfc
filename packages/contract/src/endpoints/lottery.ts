import { defineEndpoint } from '../endpoint.ts';
import { lotteryRoutes } from '../routes/lottery.ts';
import {
  inhouseLotteriesValue,
  lotteryBetBody,
  lotteryBetValue,
  lotteryLanguageQuery,
  lotteryMyBetsValue,
  lotteryParams,
  lotteryState,
} from '../lottery.ts';

export const lotteryEndpoints = {
  list: defineEndpoint('lottery', lotteryRoutes.list, {
    summary:
      'In-house draw lotteries: display name, draw interval, the current draw (countdown, server-seed hash) and the last result',
    query: lotteryLanguageQuery,
    value: inhouseLotteriesValue,
    errors: [],
  }),
  state: defineEndpoint('lottery', lotteryRoutes.state, {
    summary:
      'Betting screen of an in-house lottery: current draw, odds table, limits, recent results with revealed seeds, balance',
    params: lotteryParams,
    query: lotteryLanguageQuery,
    value: lotteryState,
    errors: ['lottery.not_found'],
  }),
  placeBet: defineEndpoint('lottery', lotteryRoutes.placeBet, {
    summary:
      'Bet on the current draw: debits the stake through the ledger; the same idempotencyKey answers the first bet again. Settled once the draw is drawn',
    params: lotteryParams,
    body: lotteryBetBody,
    value: lotteryBetValue,
    errors: [
      'lottery.not_found',
      'lottery.betting_closed',
      'lottery.bet_invalid',
      'lottery.bet_limit',
      'lottery.draw_limit',
      'lottery.idempotency_conflict',
      'wallet.insufficient_funds',
    ],
  }),
  myBets: defineEndpoint('lottery', lotteryRoutes.myBets, {
    summary: "The member's open bets and latest settled bets of a lottery",
    params: lotteryParams,
    value: lotteryMyBetsValue,
    errors: ['lottery.not_found'],
  }),
} as const;
