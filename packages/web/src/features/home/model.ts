import { GAME_CATEGORIES, type GameCategory } from '@kalaro/contract/constants';

/**
 * Categories offered as shortcuts on the home page, in menu order (gaming-side §2):
 * every category but ELOTT, which is reached through the lottery lobby.
 */
export const HOME_CATEGORIES: readonly GameCategory[] = GAME_CATEGORIES.filter(
  (category) => category !== 'ELOTT',
);

/** Where a category shortcut leads: LOTT opens the lottery lobby, others the game list. */
export const categoryHref = (category: GameCategory): string =>
  category === 'LOTT' ? '/m/lottery' : `/m/gameList?gameType=${encodeURIComponent(category)}`;
