import { minorToAmount } from '@kalaro/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { LeasedPass, type LeasedPassOptions } from '../../lib/periodic.ts';
import { spendBudget } from '../campaigns/budget.ts';
import { insertMessages } from '../messages/service.ts';
import { findEntryByKey, openWallet, pgErrorCode, postMovement } from '../wallet/service.ts';
import { endedPeriods, lastPaidRank, payoutKey, prizeForRank, prizeMessage } from './model.ts';
import {
  findBoard,
  findHeldPrizes,
  findMissionsRunningSince,
  holdPrize,
  releaseHeldPrize,
  type MissionRow,
  type Prize,
} from './repo.ts';

/** Periods looked back on at start (a server that was down pays what it owes). */
export const CATCH_UP_PERIODS = 7;
/** A period is paid this long after it ends, so bets settling at its end are in. */
export const PAYOUT_GRACE_MS = 60_000;
const UNIQUE_VIOLATION = '23505';
/** How often the server looks for ended periods. */
const PASS_INTERVAL_MS = 60_000;
/** No member has this id: the board's "viewer" when nobody is viewing. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

export interface PayoutOptions extends Pick<LeasedPassOptions, 'scheduler' | 'holdLease'> {
  now: () => number;
  /**
   * Whether the member's prizes are held (player protection: a time-out or
   * self-exclusion runs). A held prize is kept and paid by the first pass
   * after the measure has ended.
   */
  onHold?: (memberId: string) => Promise<boolean>;
}

/**
 * Pays the mission prizes: when a period has ended (and the grace passed), each
 * member whose final rank has a prize is credited through the wallet ledger as a
 * bonus, with an inbox message in the same transaction. The ledger's idempotency key (mission, period, member) makes a payout
 * happen once, also when passes race or the server restarts halfway. Each prize
 * is spent from the mission's total and per-member budgets in that transaction:
 * a prize past either is not paid. A paused mission is skipped (its periods are
 * paid on resume, within the catch-up); an ended one pays nothing more. A prize
 * won by a member on hold is kept (`mission_prizes_held`) and paid, from the
 * budgets then, once the measure has ended.
 */
export class MissionPayouts extends LeasedPass<number> {
  /** Per mission: the end of the last period paid in full by this process. */
  private readonly paidThrough = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly options: PayoutOptions,
    log?: FastifyBaseLogger,
  ) {
    super({ ...options, name: 'mission-payouts', intervalMs: PASS_INTERVAL_MS, log });
  }

  protected async runPass(): Promise<number> {
    const paidBefore = this.options.now() - PAYOUT_GRACE_MS;
    // Wide enough for the catch-up of the longest period (weeks).
    const since = new Date(paidBefore - CATCH_UP_PERIODS * 7 * 86_400_000);
    let credited = await this.payReleased();
    for (const mission of await findMissionsRunningSince(this.db, since, new Date(paidBefore))) {
      credited += await this.payMission(mission, paidBefore);
    }
    return credited;
  }

  /** Pays the held prizes of members whose measure has ended. */
  private async payReleased(): Promise<number> {
    let credited = 0;
    for (const held of await findHeldPrizes(this.db)) {
      if (await this.options.onHold?.(held.memberId)) continue;
      const prize = { ...held, periodStart: held.periodStart.getTime() };
      if (await payPrize(this.db, held.mission, prize)) credited++;
      await releaseHeldPrize(this.db, held);
    }
    return credited;
  }

  private async payMission(mission: MissionRow, paidBefore: number): Promise<number> {
    const last = lastPaidRank(mission.prizes);
    if (last === 0) return 0;
    const done = this.paidThrough.get(mission.id) ?? 0;
    const periods = endedPeriods(paidBefore, mission.period, mission.utcOffset, CATCH_UP_PERIODS)
      .filter((p) => p.end > done && inEffectAt(mission, p.end - 1))
      .reverse();
    let credited = 0;
    for (const period of periods) {
      const span = { from: new Date(period.start), to: new Date(period.end) };
      const rows = await findBoard(this.db, mission.metric, span, last, NOBODY);
      for (const row of rows) {
        const amountMinor = prizeForRank(mission.prizes, row.rank);
        if (amountMinor === undefined || amountMinor <= 0) continue;
        const prize = {
          periodStart: period.start,
          memberId: row.memberId,
          rank: row.rank,
          amountMinor,
        };
        if (await this.options.onHold?.(row.memberId)) {
          await holdPrize(this.db, mission.id, prize, new Date(this.options.now()));
        } else if (await payPrize(this.db, mission, prize)) {
          credited++;
        }
      }
      this.paidThrough.set(mission.id, period.end);
    }
    return credited;
  }
}

/** True when this call paid it; false when it had been paid (or a racing pass paid it). */
async function payPrize(
  db: Db,
  mission: Pick<MissionRow, 'id' | 'translations'>,
  { periodStart, memberId, rank, amountMinor }: Prize,
): Promise<boolean> {
  const idempotencyKey = payoutKey(mission.id, periodStart, memberId);
  if (await findEntryByKey(db, idempotencyKey)) return false;
  // A member from before wallets (imported history) gets one: idempotent.
  await openWallet(db, memberId);
  try {
    // The money and the message that tells of it, together or not at all.
    await db.transaction(async (tx) => {
      // From the mission's budgets: refused, nothing is paid or told.
      await spendBudget(tx, {
        kind: 'mission',
        campaignId: mission.id,
        memberId,
        amountMinor,
        at: null,
      });
      await postMovement(
        tx,
        {
          memberId,
          type: 'bonus',
          amountMinor,
          idempotencyKey,
          reference: `mission:${mission.id}:rank ${rank}`,
        },
        1,
      );
      await insertMessages(tx, [
        {
          memberId,
          translations: prizeMessage(mission.translations, rank, minorToAmount(amountMinor)),
        },
      ]);
    });
    return true;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return false;
    // Budget spent, or paused/ended meanwhile: this prize is not paid.
    if (error instanceof AppError && error.code.startsWith('campaign.')) return false;
    throw error;
  }
}

const inEffectAt = (mission: MissionRow, at: number) =>
  (mission.startAt === null || mission.startAt.getTime() <= at) &&
  (mission.endAt === null || mission.endAt.getTime() > at);
