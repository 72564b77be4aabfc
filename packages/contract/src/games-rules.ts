import { GAME_CODE, LOTTERY_VENDORS, PRIZE_MODE } from './constants.ts';

/**
 * Pure rules of the game catalogue shared by the server
 * (which answers the arranged vendor config) and the web app (menus, carousel,
 * prize mode). No schema library here: the web imports this at run time.
 */

export interface VendorName {
  /** Vendor code (the game list's `vassalage`), e.g. `TCG_SEA`. */
  readonly vendor: string;
  /** The vendor's display name. */
  readonly accountTypeName: string;
}

export interface VendorCategory<V extends VendorName = VendorName> {
  readonly gameCategory: string;
  readonly vendorNames: readonly V[];
}

/** Vendors of the SPORTS category that get a menu category of their own. */
export const SPLIT_SPORTS_VENDORS: Readonly<Record<string, string>> = {
  [GAME_CODE.ESPORT]: 'ESPORTS',
  [GAME_CODE.COCKFIGHT]: 'COCKFIGHT',
};

/** Vendors kept out of the vendor carousel and filter (DS88 hidden). */
export const HIDDEN_VENDORS: readonly string[] = [GAME_CODE.COCKFIGHT];

/** Categories of the lottery menu, LOTT first. */
export const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const;

/** Categories the filter's 'other games' list leaves out. */
export const OTHER_GAMES_EXCLUDED: readonly string[] = ['ELOTT'];

const addVendors = <V extends VendorName>(
  list: VendorCategory<V>[],
  category: string,
  vendors: readonly V[],
  insertAt: number,
) => {
  const existing = list.findIndex((c) => c.gameCategory === category);
  if (existing >= 0) {
    const current = list[existing]!;
    const known = new Set(current.vendorNames.map((v) => v.vendor));
    list[existing] = {
      ...current,
      vendorNames: [...current.vendorNames, ...vendors.filter((v) => !known.has(v.vendor))],
    };
    return;
  }
  list.splice(Math.max(0, Math.min(insertAt, list.length)), 0, {
    gameCategory: category,
    vendorNames: vendors,
  });
};

/**
 * Splits the sports vendors out of SPORTS: TF goes to ESPORTS
 * (right after SPORTS), DS88 to COCKFIGHT (inserted before FISH, else at the end).
 * SPORTS disappears when nothing is left in it. Input is not modified.
 */
export function splitSportsVendors<V extends VendorName>(
  sorting: readonly VendorCategory<V>[],
): VendorCategory<V>[] {
  const sportsIndex = sorting.findIndex((c) => c.gameCategory === 'SPORTS');
  if (sportsIndex < 0) return sorting.map((c) => ({ ...c }));
  const sports = sorting[sportsIndex]!;
  const moved: Record<string, V[]> = {};
  const kept: V[] = [];
  for (const v of sports.vendorNames) {
    const target = SPLIT_SPORTS_VENDORS[v.vendor];
    if (target) (moved[target] ??= []).push(v);
    else kept.push(v);
  }
  const result: VendorCategory<V>[] = sorting.map((c) => ({ ...c }));
  if (kept.length > 0) result[sportsIndex] = { ...sports, vendorNames: kept };
  else result.splice(sportsIndex, 1);

  const esports = moved.ESPORTS;
  if (esports) {
    const at = result.findIndex((c) => c.gameCategory === 'SPORTS');
    addVendors(result, 'ESPORTS', esports, at >= 0 ? at + 1 : sportsIndex);
  }
  const cockfight = moved.COCKFIGHT;
  if (cockfight) {
    const fish = result.findIndex((c) => c.gameCategory === 'FISH');
    addVendors(result, 'COCKFIGHT', cockfight, fish >= 0 ? fish : result.length);
  }
  return result;
}

/** Category → vendor codes, in menu order. */
export function vendorMapping(sorting: readonly VendorCategory[]): Record<string, string[]> {
  const mapping: Record<string, string[]> = {};
  for (const c of sorting) mapping[c.gameCategory] = c.vendorNames.map((v) => v.vendor);
  return mapping;
}

/** The lottery menu: LOTT first, then ELOTT; other categories are not lottery. */
export function lotteryMenu<V extends VendorName>(
  sorting: readonly VendorCategory<V>[],
): VendorCategory<V>[] {
  return LOTTERY_CATEGORIES.flatMap((category) =>
    sorting.filter((c) => c.gameCategory === category),
  );
}

/** Puts LOTT first in any list of category names, keeping the others in order. */
export function lotteryFirst<T extends string>(categories: readonly T[]): T[] {
  return [...categories.filter((c) => c === 'LOTT'), ...categories.filter((c) => c !== 'LOTT')];
}

/** The popular-games menu: HOT always at the front. */
export function withHotFirst<T extends string>(categories: readonly T[]): (T | 'HOT')[] {
  return ['HOT', ...categories.filter((c) => c !== 'HOT')];
}

/** Vendors the carousel and filter show: DS88 is hidden. */
export function visibleVendors<V extends { readonly vendor: string }>(vendors: readonly V[]): V[] {
  return vendors.filter((v) => !HIDDEN_VENDORS.includes(v.vendor));
}

export type PrizeMode = (typeof PRIZE_MODE)[keyof typeof PRIZE_MODE];

/**
 * The prize mode: the elott mode when the vendor setting lists
 * TCG_LOTTO_VN or LOTT under ELOTT, else the lott mode.
 */
export function prizeModeFor(sorting: readonly VendorCategory[]): PrizeMode {
  const elott = sorting.find((c) => c.gameCategory === 'ELOTT');
  const hit = elott?.vendorNames.some(
    (v) => v.vendor === LOTTERY_VENDORS[0] || v.vendor === 'LOTT',
  );
  return hit ? PRIZE_MODE.ELOTT : PRIZE_MODE.LOTT;
}

/** Lottery vendors launch their lobby through the launch-lottery action. */
export const isLotteryVendor = (vendor: string): boolean =>
  (LOTTERY_VENDORS as readonly string[]).includes(vendor);

// --- launch: the way back to the app ----------------------------------------------

/** Longest lobby path a launch may ask to return to. */
export const LAUNCH_PAGE_BACK_MAX = 256;

/** The shape of a path of the app a game may lead back to: under /m, an optional simple query. */
export const PAGE_BACK_PATTERN = /^\/m(?:\/[A-Za-z0-9_.\-/]*)?(?:\?[A-Za-z0-9_.\-=&%]*)?$/;

/**
 * Whether a launch's pageBack is a path of this app (under /m, no scheme, host,
 * `//` or `..`): a game's back link must never lead to another site.
 */
export const isAppPageBack = (value: string): boolean =>
  value.length <= LAUNCH_PAGE_BACK_MAX &&
  PAGE_BACK_PATTERN.test(value) &&
  !value.includes('//') &&
  !value.includes('/..');
