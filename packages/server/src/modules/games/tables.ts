import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/** Per-language names, e.g. `{ EN: 'Café Royale', TY: 'Café Royale' }`; EN always present. */
export type LocalisedNames = Record<string, string> & { EN: string };

/** Game vendors (the game list's `vassalage`). */
export const gameVendorsTable = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Menu order of the vendor inside each of its categories (lower first). */
  sortOrder: integer('sort_order').notNull(),
  /** Logo path, relative to an image CDN. */
  icon: text('icon').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * The catalogue. `search_text` is the normalised (NFKD, no combining marks,
 * lower-case) concatenation of every name, written by application code, so a
 * case- and accent-insensitive search is a plain LIKE.
 */
export const gamesTable = pgTable(
  'games',
  {
    nodeId: integer('node_id').primaryKey().generatedAlwaysAsIdentity(),
    vendor: text('vendor')
      .notNull()
      .references(() => gameVendorsTable.code),
    /** The vendor's own game id. */
    gameId: text('game_id').notNull(),
    roomId: text('room_id'),
    /** Menu category (RNG, FISH, LIVE, SPORTS, ESPORTS, CARD, LOTT, ELOTT, COCKFIGHT, INHOUSE). */
    gameType: text('game_type').notNull(),
    /** The vendor's category (SPORTS for the esports and cockfight vendors). */
    gameCategory: text('game_category').notNull(),
    names: jsonb('names').$type<LocalisedNames>().notNull(),
    searchText: text('search_text').notNull(),
    gameClassify: text('game_classify'),
    /** Minimum bet in minor units (hundredths): 0.05 is 5. */
    minBetMinor: integer('min_bet_minor').notNull(),
    minLine: integer('min_line').notNull(),
    isNew: boolean('is_new').notNull().default(false),
    /** 1 = hottest; null = not hot. */
    hotRank: integer('hot_rank'),
    supportPlay: boolean('support_play').notNull().default(true),
    /** Lottery games: the prize mode they are listed under (Lott, ZY, Elott). */
    prizeMode: text('prize_mode'),
    /** Default list order (lower first); ties broken by node id. */
    sortOrder: integer('sort_order').notNull(),
    smallIcon: text('small_icon').notNull(),
    largeIcon: text('large_icon').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_game_id_uq').on(t.vendor, t.gameId),
    // A category page in list order straight from the index; the common filters after it.
    index('games_type_order_idx').on(t.gameType, t.sortOrder, t.nodeId),
    index('games_vendor_type_order_idx').on(t.vendor, t.gameType, t.sortOrder, t.nodeId),
    index('games_order_idx').on(t.sortOrder, t.nodeId),
    index('games_hot_idx')
      .on(t.hotRank)
      .where(sql`${t.hotRank} is not null`),
    index('games_prize_mode_idx')
      .on(t.prizeMode)
      .where(sql`${t.prizeMode} is not null`),
  ],
);

/**
 * Seamless-wallet integrations set in the back office (a vendor the server's
 * environment configures is not kept here). The secret is sealed (SecretBox).
 */
export const seamlessVendorsTable = pgTable('seamless_vendors', {
  vendor: text('vendor')
    .primaryKey()
    .references(() => gameVendorsTable.code),
  endpoint: text('endpoint').notNull(),
  currency: text('currency').notNull(),
  enabled: boolean('enabled').notNull(),
  secretSealed: text('secret_sealed').notNull(),
  updatedAt: at('updated_at').notNull(),
});
