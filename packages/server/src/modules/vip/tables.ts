import type { VipBenefits } from '@kalaro/contract/member-pages';
import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** What a level gives, money in minor units (the contract shows them as 2-decimal strings). */
export interface StoredVipBenefits {
  /** Hundredths of a percent: 50 = 0.50%. */
  rebateBasisPoints: number;
  dailyWithdrawals: number;
  withdrawalLimitMinor: number;
  upgradeBonusMinor: number;
  birthdayBonusMinor: number;
}
export type { VipBenefits };

/**
 * The member club's levels (/m/member/benefits). A member reaches a level when
 * both requirements are met: turnover (settled stakes of the bets table) and
 * deposits (ledger rows `deposit`). Level 0 asks nothing.
 */
export const vipLevelsTable = pgTable(
  'vip_levels',
  {
    level: smallint('level').primaryKey(),
    label: text('label').notNull(),
    minTurnoverMinor: bigint('min_turnover_minor', { mode: 'number' }).notNull(),
    minDepositMinor: bigint('min_deposit_minor', { mode: 'number' }).notNull(),
    benefits: jsonb('benefits').$type<StoredVipBenefits>().notNull(),
  },
  (t) => [
    check('vip_levels_level_non_negative', sql`${t.level} >= 0`),
    check(
      'vip_levels_requirements_non_negative',
      sql`${t.minTurnoverMinor} >= 0 AND ${t.minDepositMinor} >= 0`,
    ),
  ],
);
