import { defineEndpoint } from '../endpoint.ts';
import { gamesRoutes } from '../routes/games.ts';
import {
  gameListQuery,
  gameListValue,
  hotGamesQuery,
  hotGamesValue,
  launchBody,
  launchValue,
  lotteryListQuery,
  lotteryListValue,
  vendorConfigQuery,
  vendorConfigValue,
  winnersQuery,
  winnersValue,
  WINNER_BOARD,
} from '../games.ts';

export const gamesEndpoints = {
  vendorConfig: defineEndpoint('games', gamesRoutes.vendorConfig, {
    summary:
      'Game-vendor config: sorting and mapping (sports vendors split into ESPORTS and COCKFIGHT), lottery menu, prize mode, classifications',
    query: vendorConfigQuery,
    value: vendorConfigValue,
    errors: [],
  }),
  list: defineEndpoint('games', gamesRoutes.list, {
    summary:
      'Game list: filters, case- and accent-insensitive name search, pages from 1 (26 per page)',
    query: gameListQuery,
    value: gameListValue,
    errors: [],
  }),
  hot: defineEndpoint('games', gamesRoutes.hot, {
    summary: 'Hot games: one page, by hot rank',
    query: hotGamesQuery,
    value: hotGamesValue,
    errors: [],
  }),
  lotteries: defineEndpoint('games', gamesRoutes.lotteries, {
    summary: 'Lottery list for a prize mode',
    query: lotteryListQuery,
    value: lotteryListValue,
    errors: [],
  }),
  winners: defineEndpoint('games', gamesRoutes.winners, {
    summary: `Winner board: the ${WINNER_BOARD.SIZE} biggest wins of the last ${WINNER_BOARD.DAYS} days (real members, settled bets), by win amount`,
    query: winnersQuery,
    value: winnersValue,
    errors: [],
  }),
  launch: defineEndpoint('games', gamesRoutes.launch, {
    summary:
      "Launch a game: a one-time launch URL from the game's provider; adds it to recents. Trial accounts only where the game supports free play",
    body: launchBody,
    value: launchValue,
    errors: ['game.not_found', 'game.trial_not_supported'],
  }),
} as const;
