import { amountToMinor } from './money.ts';

/**
 * The member club's levels as the operator edits them (back office, VIP): pure
 * rules shared by the server (it refuses a list that breaks them) and the
 * screen (it shows the same problems before saving).
 */

/** What the thresholds rule reads of a level: its number and its two requirements (amounts). */
export interface VipThresholds {
  level: number;
  minTurnover: string;
  minDeposit: string;
}

export type VipThresholdReason =
  /** Levels must be 0, 1, 2… in order. */
  | 'not_consecutive'
  /** Level 0 is everyone's: it asks for nothing. */
  | 'first_not_zero'
  /** A requirement is lower than the level below asks. */
  | 'decreasing'
  /** Both requirements equal the level below: the level could never be told apart. */
  | 'same_as_previous'
  /** Not an amount with at most 2 decimals. */
  | 'not_an_amount';

export interface VipThresholdProblem {
  /** Index in the list. */
  index: number;
  field: 'level' | 'minTurnover' | 'minDeposit';
  reason: VipThresholdReason;
}

/**
 * The problems of a list of levels, lowest first: numbered 0…n−1, level 0 asks
 * nothing, and each level asks at least what the one below asks for turnover
 * and for deposits, and more for at least one of them (monotonic thresholds).
 * An empty answer means the list is valid.
 */
export function vipThresholdProblems(levels: readonly VipThresholds[]): VipThresholdProblem[] {
  const problems: VipThresholdProblem[] = [];
  let previous: { turnover: number; deposit: number } | undefined;
  levels.forEach((l, index) => {
    if (l.level !== index) problems.push({ index, field: 'level', reason: 'not_consecutive' });
    const turnover = amountToMinor(l.minTurnover.trim());
    const deposit = amountToMinor(l.minDeposit.trim());
    if (turnover === undefined || turnover < 0) {
      problems.push({ index, field: 'minTurnover', reason: 'not_an_amount' });
    }
    if (deposit === undefined || deposit < 0) {
      problems.push({ index, field: 'minDeposit', reason: 'not_an_amount' });
    }
    if (turnover === undefined || deposit === undefined) {
      previous = undefined;
      return;
    }
    if (index === 0) {
      if (turnover !== 0) problems.push({ index, field: 'minTurnover', reason: 'first_not_zero' });
      if (deposit !== 0) problems.push({ index, field: 'minDeposit', reason: 'first_not_zero' });
    } else if (previous) {
      if (turnover < previous.turnover) {
        problems.push({ index, field: 'minTurnover', reason: 'decreasing' });
      }
      if (deposit < previous.deposit) {
        problems.push({ index, field: 'minDeposit', reason: 'decreasing' });
      }
      if (turnover === previous.turnover && deposit === previous.deposit) {
        problems.push({ index, field: 'minTurnover', reason: 'same_as_previous' });
      }
    }
    previous = { turnover, deposit };
  });
  return problems;
}
