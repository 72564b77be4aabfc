import { GAME_CATEGORIES } from '@kalaro/contract/constants';
import { minorToAmount } from '@kalaro/contract/money';

/**
 * Pure rebate arithmetic, in integer minor units: no floats anywhere. A rate is
 * in basis points (1 bp = 0.01 %); a category's rebate is its turnover times
 * its rate, rounded down to the minor unit; the total is the sum of the
 * categories' (already rounded) amounts, so the parts always add up.
 */

export const BP_PER_UNIT = 10_000;

export interface CategoryTurnover {
  gameType: string;
  turnoverMinor: number;
}
export interface CategoryRate {
  gameType: string;
  rateBp: number;
}
export interface CategoryRebate extends CategoryTurnover {
  rateBp: number;
  amountMinor: number;
}
export interface RebateFigures {
  categories: CategoryRebate[];
  turnoverMinor: number;
  amountMinor: number;
}

function assertMinor(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  }
}

/** turnover × rate, rounded down (exact for any safe integer turnover). */
export function rebateAmountMinor(turnoverMinor: number, rateBp: number): number {
  assertMinor(turnoverMinor, 'Turnover');
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > BP_PER_UNIT) {
    throw new RangeError(`Rate must be 0…${BP_PER_UNIT} basis points, got ${rateBp}`);
  }
  return Number((BigInt(turnoverMinor) * BigInt(rateBp)) / BigInt(BP_PER_UNIT));
}

/** 80 bp → "0.80" (a percentage with 2 decimals: hundredths, like an amount's minor units). */
export const formatRatePercent = (rateBp: number): string => minorToAmount(rateBp);

const categoryOrder = (gameType: string): number => {
  const i = (GAME_CATEGORIES as readonly string[]).indexOf(gameType);
  return i === -1 ? GAME_CATEGORIES.length : i;
};

/**
 * Every rated category (in the menu's order) with its turnover (0 when none),
 * rate and rebate, and the totals. Turnover of a category without a rate earns
 * nothing and is left out.
 */
export function computeRebate(
  turnovers: readonly CategoryTurnover[],
  rates: readonly CategoryRate[],
): RebateFigures {
  const byType = new Map<string, number>();
  for (const t of turnovers) {
    assertMinor(t.turnoverMinor, 'Turnover');
    byType.set(t.gameType, (byType.get(t.gameType) ?? 0) + t.turnoverMinor);
  }
  const categories = [...rates]
    .sort(
      (a, b) =>
        categoryOrder(a.gameType) - categoryOrder(b.gameType) ||
        a.gameType.localeCompare(b.gameType),
    )
    .map((r) => {
      const turnoverMinor = byType.get(r.gameType) ?? 0;
      return {
        gameType: r.gameType,
        turnoverMinor,
        rateBp: r.rateBp,
        amountMinor: rebateAmountMinor(turnoverMinor, r.rateBp),
      };
    });
  return {
    categories,
    turnoverMinor: categories.reduce((sum, c) => sum + c.turnoverMinor, 0),
    amountMinor: categories.reduce((sum, c) => sum + c.amountMinor, 0),
  };
}
