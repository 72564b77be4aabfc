import type { GameCategory } from '@kalaro/contract/constants';

/** Categories offered as shortcuts on the home page, in menu order (gaming-side §2). */
export const HOME_CATEGORIES: readonly GameCategory[] = [
  'HOT',
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'CARD',
  'INHOUSE',
  'LOTT',
  'COCKFIGHT',
];

/** Where a category shortcut leads: LOTT opens the lottery lobby, others the game list. */
export const categoryHref = (category: GameCategory): string =>
  category === 'LOTT' ? '/m/lottery' : `/m/gameList?gameType=${encodeURIComponent(category)}`;
