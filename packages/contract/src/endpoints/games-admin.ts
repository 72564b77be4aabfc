import { defineEndpoint } from '../endpoint.ts';
import {
  adminGame,
  adminGameParams,
  adminGamesQuery,
  adminGamesValue,
  adminGameUpdate,
  adminVendor,
  adminVendorParams,
  adminVendorsValue,
  adminVendorUpdate,
  vendorWallet,
  vendorWalletBody,
  vendorWalletsValue,
} from '../games-admin.ts';
import { gamesAdminRoutes } from '../routes/games-admin.ts';

export const gamesAdminEndpoints = {
  list: defineEndpoint('gamesAdmin', gamesAdminRoutes.list, {
    summary:
      'The catalogue, enabled or not: search by name or game id, filter by vendor, category, state or hot; sorted by list order, name or hot rank; paged',
    query: adminGamesQuery,
    value: adminGamesValue,
    errors: ['validation.failed'],
  }),
  vendors: defineEndpoint('gamesAdmin', gamesAdminRoutes.vendors, {
    summary: 'The vendors in menu order, each with its state and how many of its games are enabled',
    value: adminVendorsValue,
    errors: [],
  }),
  update: defineEndpoint('gamesAdmin', gamesAdminRoutes.update, {
    summary:
      'Enable or disable a game, set or clear its hot rank, set its list order; players see it on every instance at once',
    params: adminGameParams,
    body: adminGameUpdate,
    value: adminGame,
    errors: ['validation.failed', 'admin.game_not_found'],
  }),
  updateVendor: defineEndpoint('gamesAdmin', gamesAdminRoutes.updateVendor, {
    summary:
      "Enable or disable a vendor: a disabled vendor's games leave every list, search and launch",
    params: adminVendorParams,
    body: adminVendorUpdate,
    value: adminVendor,
    errors: ['validation.failed', 'admin.vendor_not_found'],
  }),
  wallets: defineEndpoint('gamesAdmin', gamesAdminRoutes.wallets, {
    summary:
      "The vendors' seamless-wallet integrations: endpoint, currency, on or off, whether a secret is set (never the secret)",
    value: vendorWalletsValue,
    errors: [],
  }),
  putWallet: defineEndpoint('gamesAdmin', gamesAdminRoutes.putWallet, {
    summary:
      "Set a catalogue vendor's seamless-wallet integration; a new one needs a secret, leaving it out keeps the one set; every instance uses it at once",
    params: adminVendorParams,
    body: vendorWalletBody,
    value: vendorWallet,
    errors: [
      'validation.failed',
      'admin.vendor_not_found',
      'admin.vendor_secret_required',
      'admin.vendor_set_by_environment',
    ],
  }),
};
