import type { GameType } from '@kalaro/contract/games';
import { seededRandom } from '../../lib/random.ts';
import { searchTextOf } from './search.ts';
import type { LocalisedNames } from './tables.ts';

/**
 * The demo catalogue: fictional vendors and about 2,000 games, generated from a
 * seeded PRNG so every start (and every test) sees the same data. `scale`
 * multiplies the game counts (the benchmark uses 25 for 50,000 games).
 */

export interface SeedVendor {
  code: string;
  name: string;
  sortOrder: number;
  icon: string;
}

export interface SeedGame {
  vendor: string;
  gameId: string;
  roomId: string | null;
  gameType: GameType;
  gameCategory: string;
  names: LocalisedNames;
  searchText: string;
  gameClassify: string | null;
  minBetMinor: number;
  minLine: number;
  isNew: boolean;
  hotRank: number | null;
  supportPlay: boolean;
  prizeMode: string | null;
  sortOrder: number;
  smallIcon: string;
  largeIcon: string;
}

interface VendorPlan {
  code: string;
  name: string;
  /** Games per menu category. */
  games: Partial<Record<GameType, number>>;
}

/** 18 vendors; counts add up to 2,000 games. */
const VENDORS: readonly VendorPlan[] = [
  { code: 'PGX', name: 'PixelGold', games: { RNG: 230, FISH: 12 } },
  { code: 'JLX', name: 'Jolly Lantern', games: { RNG: 200, FISH: 15, CARD: 30 } },
  { code: 'SPN', name: 'Spinworks', games: { RNG: 220 } },
  { code: 'RLX', name: 'Reelix', games: { RNG: 200 } },
  { code: 'MNT', name: 'Mango Tree Gaming', games: { RNG: 170, FISH: 12 } },
  { code: 'BGS', name: 'Blue Gecko Studios', games: { RNG: 180 } },
  { code: 'YGT', name: 'Yellow Gate', games: { RNG: 150, FISH: 10 } },
  { code: 'CQP', name: 'Coral Quest', games: { RNG: 120, FISH: 30 } },
  { code: 'AMB', name: 'Amber Bay', games: { RNG: 110, CARD: 20 } },
  { code: 'HBL', name: 'Harbor Live', games: { LIVE: 70 } },
  { code: 'EVA', name: 'Evolva Live', games: { LIVE: 60 } },
  { code: 'KNG', name: 'Kingdom Cards', games: { CARD: 50 } },
  { code: 'SBX', name: 'SportsBox', games: { SPORTS: 4 } },
  { code: 'TF', name: 'TF Gaming', games: { ESPORTS: 6 } },
  { code: 'DS88', name: 'DS88 Sabong', games: { COCKFIGHT: 3 } },
  { code: 'TCG_SEA', name: 'TCG Sea Lottery', games: { LOTT: 40 } },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', games: { ELOTT: 30 } },
  { code: 'INHOUSE', name: 'Kalaro Originals', games: { INHOUSE: 28 } },
];

/** Vendors whose own category is SPORTS although the menu shows them apart. */
const VENDOR_CATEGORY: Partial<Record<GameType, string>> = {
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
};

export const RNG_CLASSIFIES = ['video_slots', 'classic', 'jackpot', 'megaways'] as const;
const CLASSIFIES: Partial<Record<GameType, readonly string[]>> = {
  RNG: RNG_CLASSIFIES,
  LIVE: ['baccarat', 'roulette', 'blackjack', 'sicbo'],
  CARD: ['poker', 'tongits', 'pusoy'],
  LOTT: ['vn_lotto', 'sea_lotto'],
  ELOTT: ['keno', 'pk10', 'quick3'],
  INHOUSE: ['crash', 'mines', 'dice'],
};
const MIN_BETS_MINOR = [1, 5, 10, 50, 75] as const;
const MIN_LINES = [1, 5, 10, 20, 25, 40, 50] as const;
export const HOT_GAME_COUNT = 40;

/** Names with accents, to exercise the accent-insensitive search. Given to PGX and JLX. */
export const ACCENTED_NAMES = [
  'Fortuna Dorada Ñandú',
  'Café Royale',
  'Piñata Fiesta',
  'Crème Brûlée Bonanza',
  'Señor Jalapeño',
  'Über Wilds',
] as const;

const ADJECTIVES = [
  'Golden', 'Lucky', 'Mighty', 'Wild', 'Royal', 'Crystal', 'Jade', 'Ruby', 'Silver',
  'Thunder', 'Mystic', 'Sunny', 'Frozen', 'Blazing', 'Hidden', 'Ancient', 'Neon',
  'Sweet', 'Emerald', 'Cosmic', 'Tiger', 'Jungle', 'Ocean', 'Pirate', 'Candy',
] as const; // prettier-ignore
const NOUNS = [
  'Dragon', 'Fortune', 'Treasure', 'Fruits', 'Pearl', 'Empire', 'Temple', 'Kingdom',
  'Star', 'Phoenix', 'Lotus', 'Panda', 'Gems', 'Queen', 'King', 'Buffalo', 'Coins',
  'Island', 'Festival', 'Riches', 'Moon', 'Carnival', 'Volcano', 'Safari', 'Bells',
] as const; // prettier-ignore
const SUFFIXES = ['', '', '', ' Deluxe', ' Megaways', ' Hold & Win', ' 2', ' Xmas', ' Extreme'];

/** Filipino words for the TY names; proper names stay as they are. */
const TY_WORDS: Record<string, string> = {
  Golden: 'Gintong',
  Lucky: 'Swerteng',
  Royal: 'Maharlikang',
  Fortune: 'Kapalaran',
  Treasure: 'Kayamanan',
  Fruits: 'Prutas',
  Pearl: 'Perlas',
  Star: 'Bituin',
  Queen: 'Reyna',
  King: 'Hari',
  Island: 'Isla',
  Moon: 'Buwan',
  Coins: 'Barya',
  Ocean: 'Karagatan',
  Jungle: 'Gubat',
  Fish: 'Isda',
  Hunter: 'Mangangaso',
  Table: 'Mesa',
  Wild: 'Ligaw',
  Festival: 'Pista',
};

const FISH_NAMES = ['Fishing', 'Ocean King', 'Fish Hunter', 'Shark Bounty', 'Reef Blaster'];
const LIVE_GAMES = ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo'] as const;
const CARD_GAMES = ['Texas Poker', 'Tongits', 'Pusoy', 'Baccarat Squeeze', 'Andar Bahar'];
const SPORTS_NAMES = ['Football', 'Basketball', 'Tennis', 'Volleyball'];
const ESPORTS_NAMES = ['Esports Lobby', 'Dota Arena', 'League Clash', 'CS Strike', 'Mobile Legends', 'Valor Cup']; // prettier-ignore
const COCKFIGHT_NAMES = ['Sabong Arena', 'Derby Pit', 'Gallera Live'];
const LOTT_NAMES = ['Mega Lotto', 'Super Lotto', 'Grand Lotto', 'Pick 3', 'Swertres', 'EZ2', 'Lotto 6/42', 'Power Draw']; // prettier-ignore
const ELOTT_NAMES = ['Keno', 'PK10 Racing', 'Quick 3', 'Lucky 5', 'Hanoi Fast', 'Saigon Express']; // prettier-ignore
const INHOUSE_NAMES = ['Crash', 'Mines', 'Dice', 'Plinko', 'Limbo', 'Hi-Lo', 'Tower'];

const toTy = (en: string) =>
  en
    .split(' ')
    .map((w) => TY_WORDS[w] ?? w)
    .join(' ');

export const vendorIconPath = (merchant: string, vendor: string) =>
  `/${merchant}/vendors/${vendor}.webp`;
export const gameIconPath = (merchant: string, vendor: string, gameId: string, size: 's' | 'l') =>
  `/${merchant}/games/${vendor}/${size}/${gameId}.webp`;

export function seedVendors(merchant: string): SeedVendor[] {
  return VENDORS.map((v, i) => ({
    code: v.code,
    name: v.name,
    sortOrder: (i + 1) * 10,
    icon: vendorIconPath(merchant, v.code),
  }));
}

/** The catalogue's games, deterministic for a given merchant and scale. */
export function seedGames(merchant: string, scale = 1): SeedGame[] {
  const random = seededRandom(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const games: Omit<SeedGame, 'sortOrder' | 'hotRank'>[] = [];
  let accented = 0;

  for (const vendor of VENDORS) {
    const prefix = vendor.code.toLowerCase().replace(/[^a-z0-9]/g, '');
    const usedNames = new Set<string>();
    let serial = 1000;
    for (const [type, baseCount] of Object.entries(vendor.games) as [GameType, number][]) {
      // The small categories keep their size: a sportsbook has few entries whatever the scale.
      const count = baseCount >= 20 ? Math.round(baseCount * scale) : baseCount;
      for (let i = 0; i < count; i++) {
        serial += 1;
        let en: string;
        let roomId: string | null = null;
        let classify = CLASSIFIES[type] ? pick(CLASSIFIES[type]) : null;
        switch (type) {
          case 'RNG':
            en =
              (vendor.code === 'PGX' || vendor.code === 'JLX') && accented < ACCENTED_NAMES.length
                ? ACCENTED_NAMES[accented++]!
                : `${pick(ADJECTIVES)} ${pick(NOUNS)}${pick(SUFFIXES)}`;
            if (en.endsWith('Megaways')) classify = 'megaways';
            break;
          case 'FISH':
            en = `${pick(ADJECTIVES)} ${pick(FISH_NAMES)}`;
            break;
          case 'LIVE': {
            const kind = LIVE_GAMES[i % LIVE_GAMES.length]!;
            en = `${kind} ${String.fromCharCode(65 + (Math.floor(i / LIVE_GAMES.length) % 26))}`;
            classify = kind.toLowerCase().replace(/\s/g, '');
            roomId = `${prefix}-room-${i + 1}`;
            break;
          }
          case 'CARD':
            en = `${pick(CARD_GAMES)} ${pick(ADJECTIVES)}`;
            break;
          case 'SPORTS':
            en = SPORTS_NAMES[i % SPORTS_NAMES.length]!;
            break;
          case 'ESPORTS':
            en = ESPORTS_NAMES[i % ESPORTS_NAMES.length]!;
            break;
          case 'COCKFIGHT':
            en = COCKFIGHT_NAMES[i % COCKFIGHT_NAMES.length]!;
            roomId = `${prefix}-arena-${i + 1}`;
            break;
          case 'LOTT':
            en = `${pick(LOTT_NAMES)} ${pick(['Daily', 'Hourly', 'Night', 'Morning', 'Express'])}`;
            break;
          case 'ELOTT':
            en = `${pick(ELOTT_NAMES)} ${pick(['1 min', '3 min', '5 min', '10 min'])}`;
            break;
          case 'INHOUSE':
            en = `${pick(INHOUSE_NAMES)} ${pick(ADJECTIVES)}`;
            break;
        }
        // Unique per vendor: a second 'Golden Dragon' becomes 'Golden Dragon II', and so on.
        let name = en;
        for (let n = 2; usedNames.has(name); n++) name = `${en} ${n <= 10 ? roman(n) : n}`;
        usedNames.add(name);
        const names: LocalisedNames = { EN: name, TY: toTy(name) };
        const gameId = `${prefix}${serial}`;
        const lottery = type === 'LOTT' || type === 'ELOTT';
        games.push({
          vendor: vendor.code,
          gameId,
          roomId,
          gameType: type,
          gameCategory: VENDOR_CATEGORY[type] ?? type,
          names,
          searchText: searchTextOf(names),
          gameClassify: classify,
          minBetMinor: pick(MIN_BETS_MINOR),
          minLine: type === 'RNG' ? pick(MIN_LINES) : 1,
          isNew: random() < 0.08,
          supportPlay: random() < 0.95,
          prizeMode: lottery
            ? type === 'ELOTT'
              ? 'Elott'
              : random() < 0.75
                ? 'Lott'
                : 'ZY'
            : null,
          smallIcon: gameIconPath(merchant, vendor.code, gameId, 's'),
          largeIcon: gameIconPath(merchant, vendor.code, gameId, 'l'),
        });
      }
    }
  }

  // List order: a shuffled popularity; hot ranks 1..40 among slots, fish, live and in-house.
  const order = games.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const sortOrderOf = new Map<number, number>(order.map((gameIndex, pos) => [gameIndex, pos + 1]));
  const hotCandidates = order.filter((i) =>
    ['RNG', 'FISH', 'LIVE', 'INHOUSE'].includes(games[i]!.gameType),
  );
  const hotRankOf = new Map<number, number>(
    hotCandidates.slice(0, HOT_GAME_COUNT).map((gameIndex, rank) => [gameIndex, rank + 1]),
  );
  return games.map((g, i) => ({
    ...g,
    sortOrder: sortOrderOf.get(i)!,
    hotRank: hotRankOf.get(i) ?? null,
  }));
}

function roman(n: number): string {
  const table: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [value, letters] of table) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}
