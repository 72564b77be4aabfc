import type { FastifyBaseLogger } from 'fastify';
import { LeasedPass, type LeasedPassOptions } from '../../lib/periodic.ts';
import type { PayoutCheckLimits, PayoutCheckTally, WithdrawPayouts } from './payout.ts';

/** How often the scheduled check runs, by default. */
export const DEFAULT_PAYOUT_CHECK_INTERVAL_MS = 120_000;
/** A paying withdrawal is checked once its gateway was last contacted this long ago, by default. */
export const DEFAULT_PAYOUT_CHECK_AFTER_MS = 300_000;
/** Withdrawals per batch (their gateways asked at once) and batches per pass. */
const BATCH_SIZE = 20;
const MAX_BATCHES = 10;

export interface PayoutCheckOptions extends Pick<LeasedPassOptions, 'scheduler' | 'holdLease'> {
  intervalMs?: number;
  checkAfterMs?: number;
  batchSize?: number;
  maxBatches?: number;
}

/**
 * The scheduled status check of withdrawals left paying (the gateway may have
 * taken the payout but neither its answer nor its callback said how it ended):
 * every `intervalMs` on the instance holding the lease, each withdrawal whose
 * gateway was last contacted `checkAfterMs` ago is asked about and settled by
 * the answer (WithdrawPayouts.checkDue).
 */
export class WithdrawPayoutChecks extends LeasedPass<PayoutCheckTally> {
  private readonly limits: PayoutCheckLimits;

  constructor(
    private readonly payouts: WithdrawPayouts,
    options: PayoutCheckOptions,
    log?: FastifyBaseLogger,
  ) {
    super({
      scheduler: options.scheduler,
      holdLease: options.holdLease,
      name: 'withdraw-payout-checks',
      intervalMs: options.intervalMs ?? DEFAULT_PAYOUT_CHECK_INTERVAL_MS,
      log,
    });
    this.limits = {
      checkAfterMs: options.checkAfterMs ?? DEFAULT_PAYOUT_CHECK_AFTER_MS,
      batchSize: options.batchSize ?? BATCH_SIZE,
      maxBatches: options.maxBatches ?? MAX_BATCHES,
    };
  }

  protected runPass(): Promise<PayoutCheckTally> {
    return this.payouts.checkDue(this.limits);
  }
}
