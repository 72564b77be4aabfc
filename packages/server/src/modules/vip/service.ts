import type { MemberBenefitsValue, VipLevel } from '@kalaro/contract/member-pages';
import { minorToAmount } from '@kalaro/contract/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { MemberSessions } from '../../plugins/session.ts';
import { birthdayBonusKey, dayOf, settleVipStanding, upgradeBonusKey } from './bonuses.ts';
import { findAppliedKeys, type VipLevelRow } from './repo.ts';

export { qualifiedLevel } from './bonuses.ts';

/** 250 bp → "2.50" (a percentage: hundredths, like an amount's minor units). */
const percent = (basisPoints: number) => minorToAmount(basisPoints);

export const levelOf = (row: VipLevelRow): VipLevel => ({
  level: row.level,
  label: row.label,
  minTurnover: minorToAmount(row.minTurnoverMinor),
  minDeposit: minorToAmount(row.minDepositMinor),
  benefits: {
    rebatePercent: percent(row.benefits.rebateBasisPoints),
    dailyWithdrawals: row.benefits.dailyWithdrawals,
    withdrawalLimit: minorToAmount(row.benefits.withdrawalLimitMinor),
    upgradeBonus: minorToAmount(row.benefits.upgradeBonusMinor),
    birthdayBonus: minorToAmount(row.benefits.birthdayBonusMinor),
  },
});

/**
 * Member club benefits: the levels, where the member stands and the bonuses
 * received. Reading them settles the standing first (`settleVipStanding`): a
 * level newly reached is stored (never lowered; the profile block's label
 * follows) and its upgrade bonus paid, and a birthday bonus come due is paid.
 */
export async function memberBenefits(
  db: Db,
  sessions: Pick<MemberSessions, 'memberChanged'>,
  memberId: string,
  now: number,
): Promise<MemberBenefitsValue> {
  // Only with the VIP-benefits flag: its route says so (operator/guards.ts).
  const standing = await settleVipStanding(db, memberId, now);
  if (!standing) throw new AppError('auth.session_expired');
  // Member info shows the level and the balance.
  if (standing.raised || standing.paid > 0) sessions.memberChanged(memberId);
  const year = dayOf(now).slice(0, 4);
  const upgradeKeys = standing.levels.map((l) => upgradeBonusKey(memberId, l.level));
  const applied = await findAppliedKeys(db, [...upgradeKeys, birthdayBonusKey(memberId, year)]);
  return {
    levels: standing.levels.map(levelOf),
    member: {
      level: standing.level,
      label: standing.label,
      turnover: minorToAmount(standing.turnoverMinor),
      depositTotal: minorToAmount(standing.depositMinor),
      received: {
        upgradeLevels: standing.levels
          .filter((l) => applied.has(upgradeBonusKey(memberId, l.level)))
          .map((l) => l.level),
        birthdayThisYear: applied.has(birthdayBonusKey(memberId, year)),
      },
    },
  };
}
