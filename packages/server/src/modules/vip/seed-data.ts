import type { StoredVipBenefits } from './tables.ts';

export interface SeedVipLevel {
  level: number;
  label: string;
  minTurnoverMinor: number;
  minDepositMinor: number;
  benefits: StoredVipBenefits;
}

const peso = (amount: number) => amount * 100;

/** The demo member club: VIP0 for everyone, then five levels by turnover and deposits. */
export const SEED_VIP_LEVELS: readonly SeedVipLevel[] = [
  [0, 0, 0, 0, 3, 20_000, 0, 0],
  [1, 10_000, 1_000, 30, 3, 50_000, 88, 88],
  [2, 50_000, 5_000, 50, 5, 100_000, 288, 188],
  [3, 200_000, 20_000, 70, 5, 200_000, 888, 388],
  [4, 1_000_000, 100_000, 90, 10, 500_000, 2_888, 888],
  [5, 5_000_000, 500_000, 120, 20, 1_000_000, 8_888, 2_888],
].map(([level, turnover, deposit, rebate, withdrawals, limit, upgrade, birthday]) => ({
  level: level!,
  label: `VIP${level}`,
  minTurnoverMinor: peso(turnover!),
  minDepositMinor: peso(deposit!),
  benefits: {
    rebateBasisPoints: rebate!,
    dailyWithdrawals: withdrawals!,
    withdrawalLimitMinor: peso(limit!),
    upgradeBonusMinor: peso(upgrade!),
    birthdayBonusMinor: peso(birthday!),
  },
}));
