import { GAME_CATEGORIES } from '@kalaro/contract/constants';
import type { GameCategory } from '@kalaro/contract/constants';
import { BET_STATUSES, LEDGER_TYPES } from '@kalaro/contract/records-rules';
import type { BetStatus, LedgerType } from '@kalaro/contract/records-rules';
import type { VendorCategory } from '@kalaro/contract/games-rules';

export {
  RANGE_PRESETS,
  DEFAULT_PRESET,
  addDays,
  deviceUtcOffset,
  formatDay,
  isPreset,
  presetRange,
  readPreset,
  withParam,
  withParams,
  nextRecordsPage,
  formatRecordTime,
} from '@/shared/format/date-range';
export type { DateRange, RangePreset } from '@/shared/format/date-range';

/**
 * Pure rules of the records pages (account record, betting record, profit and
 * loss): the date-range presets in the member's time zone, the filters read
 * from and written to the address, and paging.
 */

/**
 * `?types=` of the account record: the known ledger types it lists
 * (comma separated). `types=A` is the agent's entry: it has no
 * ledger type of its own and shows every type, like a missing or unknown value.
 */
export const readLedgerTypes = (search: URLSearchParams): LedgerType[] => {
  const raw = search.get('types');
  if (!raw) return [];
  const wanted = new Set(raw.split(',').map((part) => part.trim()));
  return LEDGER_TYPES.filter((type) => wanted.has(type));
};

/** The account record's `types` query value: undefined for every type. */
export const typesQuery = (types: readonly LedgerType[]): string | undefined =>
  types.length > 0 ? types.join(',') : undefined;

/** Game categories a bet may have (HOT is a menu, not a category of games). */
export const BET_CATEGORIES = GAME_CATEGORIES.filter(
  (category): category is Exclude<GameCategory, 'HOT'> => category !== 'HOT',
);
export type BetCategory = (typeof BET_CATEGORIES)[number];

export const readCategory = (search: URLSearchParams): BetCategory | undefined => {
  const value = search.get('gameType');
  return BET_CATEGORIES.find((category) => category === value);
};

export const readStatus = (search: URLSearchParams): BetStatus | undefined => {
  const value = search.get('status');
  return BET_STATUSES.find((status) => status === value);
};

export interface VendorOption {
  vendor: string;
  /** The vendor's display name. */
  name: string;
}

/**
 * The vendors the betting record can be filtered by: those of the chosen
 * category, or of every category (each once, in menu order).
 */
export const vendorOptions = (
  sorting: readonly VendorCategory[],
  gameType?: string,
): VendorOption[] => {
  const seen = new Map<string, VendorOption>();
  for (const category of sorting) {
    if (gameType !== undefined && category.gameCategory !== gameType) continue;
    for (const v of category.vendorNames) {
      if (!seen.has(v.vendor)) seen.set(v.vendor, { vendor: v.vendor, name: v.accountTypeName });
    }
  }
  return [...seen.values()];
};

/** `?vendor=` of the betting record: a vendor code as the contract takes it, else none. */
export const readVendor = (search: URLSearchParams): string | undefined => {
  const value = search.get('vendor');
  return value !== null && /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : undefined;
};

/**
 * The filters after the category changed: a chosen vendor that does not offer
 * the new category is dropped (it would list nothing); one that does is kept.
 */
export const categoryChange = (
  sorting: readonly VendorCategory[] | undefined,
  gameType: string | null,
  vendor: string | undefined,
): Record<string, string | null> => {
  const keep =
    vendor === undefined ||
    gameType === null ||
    sorting === undefined ||
    vendorOptions(sorting, gameType).some((option) => option.vendor === vendor);
  return keep ? { gameType } : { gameType, vendor: null };
};
