import { z } from 'zod';
import { GAME_SEARCH_MAX, gameType } from './games.ts';

/**
 * The back office's view of the games catalogue. Writes set values (not
 * toggles), so a retried call changes nothing more.
 */

export const GAME_ADMIN_SORTS = ['order', 'name', 'hot'] as const;
export const GAME_ADMIN_PAGE_SIZE_MAX = 100;
/** Highest hot rank (1 is the hottest). */
export const HOT_RANK_MAX = 999;
export const GAME_SORT_ORDER_MAX = 1_000_000;

const vendorCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);
const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

export const adminGamesQuery = z
  .object({
    /** Part of a name (any language, case- and accent-insensitive) or the vendor's game id. */
    q: z.string().trim().max(GAME_SEARCH_MAX).optional(),
    vendor: vendorCode.optional(),
    gameType: gameType.optional(),
    enabled: queryBoolean.optional(),
    hot: queryBoolean.optional(),
    sort: z.enum(GAME_ADMIN_SORTS).default('order'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(GAME_ADMIN_PAGE_SIZE_MAX).default(25),
  })
  .strict();

export const adminGame = z.object({
  nodeId: z.number().int(),
  gameId: z.string(),
  name: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  /** Whether the vendor is enabled: a game of a disabled vendor is offered to nobody. */
  vendorEnabled: z.boolean(),
  gameType: z.string(),
  enabled: z.boolean(),
  hotRank: z.number().int().nullable(),
  sortOrder: z.number().int(),
});
export type AdminGame = z.infer<typeof adminGame>;

export const adminGamesValue = z.object({
  games: z.array(adminGame),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminVendor = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  games: z.number().int(),
  enabledGames: z.number().int(),
});
export type AdminVendor = z.infer<typeof adminVendor>;

export const adminVendorsValue = z.object({ vendors: z.array(adminVendor) });

export const adminGameParams = z.object({ nodeId: z.coerce.number().int().min(1) }).strict();
export const adminVendorParams = z.object({ code: vendorCode }).strict();

export const adminGameUpdate = z
  .object({
    enabled: z.boolean().optional(),
    /** 1 = hottest; null takes the game off the hot list. */
    hotRank: z.number().int().min(1).max(HOT_RANK_MAX).nullable().optional(),
    /** List order (lower first). */
    sortOrder: z.number().int().min(0).max(GAME_SORT_ORDER_MAX).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change' });

export const adminVendorUpdate = z.object({ enabled: z.boolean() }).strict();

/** A vendor's shared secret: at least 32 characters (it signs money callbacks). */
export const VENDOR_SECRET_MIN = 32;
export const VENDOR_SECRET_MAX = 256;

/**
 * A seamless-wallet vendor's integration as the owner sets it: where its games
 * launch, the wallet's currency, on or off, and the shared secret. The secret
 * is written, never read back: leave it out to keep the one set.
 */
export const vendorWalletBody = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(2048),
    currency: z.string().regex(/^[A-Z]{3}$/),
    enabled: z.boolean(),
    secret: z.string().min(VENDOR_SECRET_MIN).max(VENDOR_SECRET_MAX).optional(),
  })
  .strict();
export type VendorWalletBody = z.infer<typeof vendorWalletBody>;

export const vendorWallet = z.object({
  vendor: z.string(),
  endpoint: z.string(),
  currency: z.string(),
  enabled: z.boolean(),
  /** A secret is set (its value is never answered). */
  secretSet: z.boolean(),
  /**
   * Who sets it: the server's environment (SEAMLESS_VENDORS; read-only here,
   * changed by a deployment) or the back office.
   */
  source: z.enum(['environment', 'backOffice']),
  /** When the back office last changed it (null when set by the environment). */
  updatedAt: z.string().nullable(),
});
export type VendorWallet = z.infer<typeof vendorWallet>;

export const vendorWalletsValue = z.object({ wallets: z.array(vendorWallet) });
