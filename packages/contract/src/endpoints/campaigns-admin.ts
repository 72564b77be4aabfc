import { defineEndpoint } from '../endpoint.ts';
import { campaign } from '../campaigns.ts';
import {
  hotMatchDeleted,
  hotMatchesAdminValue,
  hotMatchesQuery,
  hotMatchGamesValue,
  hotMatchInput,
  hotMatchParams,
  adminHotMatch,
  putVipLevelsBody,
  redRainParams,
  vipLevelsValue,
} from '../campaigns-admin.ts';
import { campaignsAdminRoutes as routes } from '../routes/campaigns-admin.ts';

export const campaignsAdminEndpoints = {
  cancelRedRain: defineEndpoint('campaignsAdmin', routes.cancelRedRain, {
    summary:
      'Cancel a red rain before it starts (its state becomes ended); refused with red_rain.started once it falls. Cancelling a cancelled rain answers it as it is',
    params: redRainParams,
    value: campaign,
    errors: ['validation.failed', 'campaign.not_found', 'red_rain.started'],
  }),
  vipLevels: defineEndpoint('campaignsAdmin', routes.vipLevels, {
    summary: "The member club's levels, lowest first: thresholds (turnover, deposits) and benefits",
    value: vipLevelsValue,
    errors: [],
  }),
  putVipLevels: defineEndpoint('campaignsAdmin', routes.putVipLevels, {
    summary:
      'Replace every level (the same level numbers as stored): level 0 asks nothing, each level asks at least what the one below asks and more for turnover or deposits',
    body: putVipLevelsBody,
    value: vipLevelsValue,
    errors: ['validation.failed', 'vip.levels_changed'],
  }),
  hotMatches: defineEndpoint('campaignsAdmin', routes.hotMatches, {
    summary: 'Hot matches entered by hand, upcoming (soonest first) or past (latest first), paged',
    query: hotMatchesQuery,
    value: hotMatchesAdminValue,
    errors: ['validation.failed'],
  }),
  hotMatchGames: defineEndpoint('campaignsAdmin', routes.hotMatchGames, {
    summary: 'The enabled sports and e-sports games a hot match may open',
    value: hotMatchGamesValue,
    errors: [],
  }),
  createHotMatch: defineEndpoint('campaignsAdmin', routes.createHotMatch, {
    summary:
      'Enter a hot match; the same teams at the same kick-off answer the match already entered (a retry creates nothing)',
    body: hotMatchInput,
    value: adminHotMatch,
    errors: ['validation.failed', 'hot_match.game_unknown'],
  }),
  putHotMatch: defineEndpoint('campaignsAdmin', routes.putHotMatch, {
    summary: 'Replace a hot match',
    params: hotMatchParams,
    body: hotMatchInput,
    value: adminHotMatch,
    errors: [
      'validation.failed',
      'hot_match.not_found',
      'hot_match.game_unknown',
      'hot_match.exists',
    ],
  }),
  deleteHotMatch: defineEndpoint('campaignsAdmin', routes.deleteHotMatch, {
    summary: 'Delete a hot match',
    params: hotMatchParams,
    value: hotMatchDeleted,
    errors: ['validation.failed', 'hot_match.not_found'],
  }),
} as const;
