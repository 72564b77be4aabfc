import { minorToAmount } from '@kalaro/contract/money';
import {
  REWARD_STATUS,
  type ClaimValue,
  type Reward,
  type RewardsValue,
  type rewardsQuery,
} from '@kalaro/contract/member-content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pickTranslation } from '../../lib/translations.ts';
import { pgErrorCode, postMovement } from '../wallet/service.ts';
import { spendBudget } from '../campaigns/budget.ts';
import {
  countUnclaimed,
  findRewardExists,
  findRewardInEffect,
  findRewardsInEffect,
  insertClaimIfAbsent,
  type RewardRow,
} from './repo.ts';

const UNIQUE_VIOLATION = '23505';

/** The ledger key of a member's claim of a reward: the same claim can be credited once. */
export const claimKey = (rewardId: number, memberId: string) =>
  `reward:${rewardId}:member:${memberId}`;
/** The ledger row's reference, shown in the member's account record. */
export const claimReference = (rewardId: number) => `reward:${rewardId}`;

function rewardOf(row: RewardRow, language: string): Reward {
  const text = pickTranslation(row.translations, language) ?? { title: '', description: '' };
  return {
    id: row.id,
    title: text.title,
    description: text.description,
    promotionType: row.promotionType,
    amount: minorToAmount(row.amountMinor),
    status: row.claimedAt ? REWARD_STATUS.CLAIMED : REWARD_STATUS.AVAILABLE,
    expiresAt: row.endAt?.toISOString() ?? null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}

/**
 * The rewards centre: promotions in effect that a member may claim once each.
 * A claim records itself and credits the bonus through the wallet ledger in one
 * transaction; the claim's primary key (and the ledger's idempotency key) make
 * a second claim — sequential or racing — change nothing: it is answered
 * `reward.already_claimed`. Each claim is spent from the reward's total and
 * per-member budgets in that transaction (`campaign.*` when refused).
 */
export class RewardService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async list(memberId: string, query: z.output<typeof rewardsQuery>): Promise<RewardsValue> {
    const rows = await findRewardsInEffect(this.db, memberId, new Date(this.now()));
    return {
      list: rows.map((row) => rewardOf(row, query.language)),
      unclaimedCount: rows.filter((row) => !row.claimedAt).length,
    };
  }

  async unclaimedCount(memberId: string): Promise<number> {
    return countUnclaimed(this.db, memberId, new Date(this.now()));
  }

  async claim(memberId: string, rewardId: number): Promise<ClaimValue> {
    const at = new Date(this.now());
    const reward = await findRewardInEffect(this.db, memberId, rewardId, at);
    if (!reward) {
      // Before its start, after its end, paused or ended by the operator.
      if (await findRewardExists(this.db, rewardId)) throw new AppError('campaign.not_active');
      throw new AppError('reward.not_found');
    }
    if (reward.claimedAt) throw new AppError('reward.already_claimed');
    const entry = await this.db
      .transaction(async (tx) => {
        const claimed = { rewardId, memberId, amountMinor: reward.amountMinor, claimedAt: at };
        // A racing claim of the same reward got there first: nothing is credited.
        if (!(await insertClaimIfAbsent(tx, claimed))) return undefined;
        // The budgets decide under the same transaction: refused, nothing is written.
        await spendBudget(tx, {
          kind: 'reward',
          campaignId: rewardId,
          memberId,
          amountMinor: reward.amountMinor,
          at,
        });
        return postMovement(
          tx,
          {
            memberId,
            type: 'bonus',
            amountMinor: reward.amountMinor,
            idempotencyKey: claimKey(rewardId, memberId),
            reference: claimReference(rewardId),
            createdAt: at,
          },
          1,
        );
      })
      .catch((error: unknown) => {
        // The ledger already holds this claim's credit (its key is unique).
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return undefined;
        throw error;
      });
    if (!entry) throw new AppError('reward.already_claimed');
    return {
      rewardId,
      amount: minorToAmount(reward.amountMinor),
      sumBalance: minorToAmount(entry.balanceAfterMinor),
    };
  }
}
