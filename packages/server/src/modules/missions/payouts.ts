import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { Periodic } from '../../lib/periodic.ts';
import { credit, openWallet } from '../wallet/service.ts';
import { endedPeriods, lastPaidRank, payoutKey, prizeForRank } from './model.ts';
import { findBoard, findMissionsRunningSince, type MissionRow } from './repo.ts';

/** Periods looked back on at start (a server that was down pays what it owes). */
export const CATCH_UP_PERIODS = 7;
/** A period is paid this long after it ends, so bets settling at its end are in. */
export const PAYOUT_GRACE_MS = 60_000;
/** How often the server looks for ended periods. */
const PASS_INTERVAL_MS = 60_000;
/** No member has this id: the board's "viewer" when nobody is viewing. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

export interface PayoutOptions {
  now: () => number;
  /** Look for ended periods on a timer (the server does; tests call `pass`). */
  scheduler: boolean;
}

/**
 * Pays the mission prizes: when a period has ended (and the grace passed), each
 * member whose final rank has a prize is credited through the wallet ledger as a
 * bonus. The ledger's idempotency key (mission, period, member) makes a payout
 * happen once, also when passes race or the server restarts halfway.
 */
export class MissionPayouts {
  private readonly job = new Periodic(() => this.runPass());
  /** Per mission: the end of the last period paid in full by this process. */
  private readonly paidThrough = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly options: PayoutOptions,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Catches up in the background (start-up does not wait), then passes on a timer. */
  start(): void {
    void this.pass().catch(() => undefined);
    if (this.options.scheduler) this.job.repeat(PASS_INTERVAL_MS);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One pass (never two at once in a process): the number of prizes credited. */
  pass(): Promise<number> {
    return this.job.run();
  }

  private async runPass(): Promise<number> {
    try {
      const paidBefore = this.options.now() - PAYOUT_GRACE_MS;
      // Wide enough for the catch-up of the longest period (weeks).
      const since = new Date(paidBefore - CATCH_UP_PERIODS * 7 * 86_400_000);
      let credited = 0;
      for (const mission of await findMissionsRunningSince(this.db, since, new Date(paidBefore))) {
        credited += await this.payMission(mission, paidBefore);
      }
      return credited;
    } catch (error) {
      this.log?.error({ err: error }, 'mission payout pass failed');
      throw error;
    }
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
        // A member from before wallets (imported history) gets one: idempotent.
        await openWallet(this.db, row.memberId);
        const { applied } = await credit(this.db, {
          memberId: row.memberId,
          type: 'bonus',
          amountMinor,
          idempotencyKey: payoutKey(mission.id, period.start, row.memberId),
          reference: `mission:${mission.id}:rank ${row.rank}`,
        });
        if (applied) credited++;
      }
      this.paidThrough.set(mission.id, period.end);
    }
    return credited;
  }
}

const inEffectAt = (mission: MissionRow, at: number) =>
  (mission.startAt === null || mission.startAt.getTime() <= at) &&
  (mission.endAt === null || mission.endAt.getTime() > at);
