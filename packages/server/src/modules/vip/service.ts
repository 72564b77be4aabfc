import type { MemberBenefitsValue, VipLevel } from '@kalaro/contract/member-pages';
import { minorToAmount } from '@kalaro/contract/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findMemberById } from '../accounts/repo.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import {
  findVipLevels,
  raiseMemberLevel,
  sumDepositsMinor,
  sumTurnoverMinor,
  type VipLevelRow,
} from './repo.ts';

/** The highest level whose turnover and deposit requirements are both met (levels sorted). */
export function qualifiedLevel(
  levels: readonly Pick<VipLevelRow, 'level' | 'minTurnoverMinor' | 'minDepositMinor'>[],
  turnoverMinor: number,
  depositMinor: number,
): number {
  let reached = 0;
  for (const l of levels) {
    if (turnoverMinor >= l.minTurnoverMinor && depositMinor >= l.minDepositMinor) {
      reached = Math.max(reached, l.level);
    }
  }
  return reached;
}

/** 250 bp → "2.50" (a percentage: hundredths, like an amount's minor units). */
const percent = (basisPoints: number) => minorToAmount(basisPoints);

const levelOf = (row: VipLevelRow): VipLevel => ({
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
 * Member club benefits: the levels and where the member stands. A level, once
 * reached, is kept (the stored level is raised, never lowered), so the profile
 * block's label follows.
 */
export async function memberBenefits(
  db: Db,
  sessions: Pick<SessionStore, 'memberChanged'>,
  memberId: string,
): Promise<MemberBenefitsValue> {
  // Only with the VIP-benefits flag: its route says so (operator/guards.ts).
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('auth.session_expired');
  const [levels, turnover, deposits] = await Promise.all([
    findVipLevels(db),
    sumTurnoverMinor(db, memberId),
    sumDepositsMinor(db, memberId),
  ]);
  const reached = Math.max(member.vipLevel, qualifiedLevel(levels, turnover, deposits));
  const current = levels.find((l) => l.level === reached);
  const label = current?.label ?? member.vipLabel;
  if (reached > member.vipLevel) {
    await raiseMemberLevel(db, memberId, reached, label);
    sessions.memberChanged(memberId); // member info shows the level
  }
  return {
    levels: levels.map(levelOf),
    member: {
      level: reached,
      label,
      turnover: minorToAmount(turnover),
      depositTotal: minorToAmount(deposits),
    },
  };
}
