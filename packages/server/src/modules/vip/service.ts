import type { MemberBenefitsValue, VipLevel } from '@kalaro/contract/member-pages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findMemberById } from '../accounts/repo.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import { formatMinor } from '../wallet/service.ts';
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

const percent = (basisPoints: number) => (basisPoints / 100).toFixed(2);

const levelOf = (row: VipLevelRow): VipLevel => ({
  level: row.level,
  label: row.label,
  minTurnover: formatMinor(row.minTurnoverMinor),
  minDeposit: formatMinor(row.minDepositMinor),
  benefits: {
    rebatePercent: percent(row.benefits.rebateBasisPoints),
    dailyWithdrawals: row.benefits.dailyWithdrawals,
    withdrawalLimit: formatMinor(row.benefits.withdrawalLimitMinor),
    upgradeBonus: formatMinor(row.benefits.upgradeBonusMinor),
    birthdayBonus: formatMinor(row.benefits.birthdayBonusMinor),
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
      turnover: formatMinor(turnover),
      depositTotal: formatMinor(deposits),
    },
  };
}
