import type { PutVipLevelsBody, VipLevelsValue } from '@kalaro/contract/campaigns-admin';
import { amountToMinor } from '@kalaro/contract/money';
import { vipThresholdProblems } from '@kalaro/contract/vip-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findVipLevels, lockVipLevels, replaceVipLevel, type VipLevelRow } from './repo.ts';
import { levelOf } from './service.ts';

const minor = (amount: string): number => {
  const value = amountToMinor(amount.trim());
  if (value === undefined || value < 0)
    throw new AppError('validation.failed', `Not an amount: ${amount}`);
  return value;
};

/**
 * The operator's side of the member club: read the levels, replace their
 * thresholds, labels and benefits. The level numbers stay (members stand on
 * them); thresholds must rise level by level (`vipThresholdProblems`), checked
 * here too, so no client can store a club whose levels overlap.
 */
export class VipAdminService {
  constructor(private readonly db: Db) {}

  async levels(): Promise<VipLevelsValue> {
    return { levels: (await findVipLevels(this.db)).map(levelOf) };
  }

  async replace(
    body: PutVipLevelsBody,
  ): Promise<{ before: VipLevelsValue; after: VipLevelsValue }> {
    const problems = vipThresholdProblems(body.levels);
    if (problems.length > 0) {
      const p = problems[0]!;
      throw new AppError('validation.failed', `Level ${p.index}: ${p.field} ${p.reason}`, {
        issues: problems.map((q) => ({
          path: `levels.${q.index}.${q.field}`,
          code: 'custom',
          message: q.reason,
        })),
      });
    }
    return this.db.transaction(async (tx) => {
      const stored = await lockVipLevels(tx);
      const same =
        stored.length === body.levels.length &&
        stored.every((s, i) => s.level === body.levels[i]!.level);
      if (!same) {
        throw new AppError('vip.levels_changed', 'Send every stored level, no more and no fewer');
      }
      const rows: VipLevelRow[] = body.levels.map((l) => ({
        level: l.level,
        label: l.label,
        minTurnoverMinor: minor(l.minTurnover),
        minDepositMinor: minor(l.minDeposit),
        benefits: {
          rebateBasisPoints: minor(l.benefits.rebatePercent),
          dailyWithdrawals: l.benefits.dailyWithdrawals,
          withdrawalLimitMinor: minor(l.benefits.withdrawalLimit),
          upgradeBonusMinor: minor(l.benefits.upgradeBonus),
          birthdayBonusMinor: minor(l.benefits.birthdayBonus),
        },
      }));
      for (const row of rows) await replaceVipLevel(tx, row);
      return { before: { levels: stored.map(levelOf) }, after: { levels: rows.map(levelOf) } };
    });
  }
}
