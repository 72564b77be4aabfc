import type { IncomingHttpHeaders } from 'node:http';
import { maskCardNumber, type WithdrawStatus } from '@kalaro/contract/payments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countEvent } from '../../lib/metrics.ts';
import { CALLBACK_MAX_AGE_MS, CALLBACK_MAX_SKEW_MS } from '../deposit/service.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  GatewayRefused,
  type PaymentProvider,
  type PaymentProviders,
  type PayoutAccepted,
  type PayoutCapability,
} from '../deposit/providers/types.ts';
import { insertMessages } from '../messages/service.ts';
import { findWallet, postMovement, settleHold } from '../wallet/service.ts';
import { reviewMessage } from './model.ts';
import {
  claimForPayout,
  findRequest,
  finishPayout,
  markPayoutChecked,
  markPayoutSent,
  recordPayoutCallback,
  setPayoutReference,
  takeDueChecks,
  unclaimPayout,
  type WithdrawWithCard,
} from './repo.ts';

const countPaid = (row: { amountMinor: number }) =>
  countEvent({ kind: 'withdrawal-paid', amountMinor: row.amountMinor });

/**
 * What one status check left a paying withdrawal as: paid, failed (the amount
 * given back), pending again (the gateway has no such payout), still paying
 * (the gateway says pending), or `error`: no answer (a timeout, a 5xx, an
 * answer not the gateway's) or one that cannot be applied; it stays paying.
 */
/**
 * How long after a payout was claimed for sending a gateway's "no such payout"
 * is believed: past the gateway call's own timeout (10 s) with room to spare.
 */
export const PAYOUT_SEND_SETTLE_MS = 60_000;

export type PayoutCheckOutcome = 'paid' | 'failed' | 'pending' | 'paying' | 'error';

/** A scheduled check's count of withdrawals by outcome. */
export type PayoutCheckTally = Record<PayoutCheckOutcome, number>;

export interface PayoutCheckLimits {
  /** A paying withdrawal is checked once its gateway was last contacted this long ago. */
  checkAfterMs: number;
  /** Withdrawals taken (and their gateways asked, at once) per batch. */
  batchSize: number;
  /** Batches per pass at most: the rest wait for the next pass. */
  maxBatches: number;
}

const OUTCOME_OF_STATUS: Partial<Record<WithdrawStatus, PayoutCheckOutcome>> = {
  approved: 'paid',
  failed: 'failed',
  pending: 'pending',
  paying: 'paying',
};

/** The ledger key of the amount a failed payout gives back: one per withdrawal. */
export const payoutRefundKey = (id: string) => `withdraw-refund:${id}`;

/**
 * Withdrawals paid out through a gateway. The approval claims the request
 * (pending → paying, guarded: one operator wins, one payout is sent) while the
 * amount stays held; the gateway is asked to pay; when it takes the payout the
 * hold becomes the `withdraw` ledger row, once. Its callback (or a status
 * query) then says paid (approved) or failed (failed, the amount credited back
 * as a `refund` row with a key of its own, once). A gateway that cannot be
 * reached or refuses the payout leaves the request pending, still held; one
 * that may have taken it (a timeout, a 5xx, an answer not its own) leaves it
 * paying until its callback or a status query tells, and a status query that
 * finds no such payout there puts it back to pending.
 */
export class WithdrawPayouts {
  constructor(
    private readonly db: Db,
    private readonly providers: PaymentProviders,
    private readonly now: () => number,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** A request's status (undefined: no such request). */
  async statusOf(id: string): Promise<WithdrawStatus | undefined> {
    return (await findRequest(this.db, id))?.status;
  }

  /** The gateways a withdrawal can be paid out through. */
  gateways(): string[] {
    return [...this.providers.values()].filter((p) => p.payout).map((p) => p.id);
  }

  private payoutOf(providerId: string | null): {
    provider: PaymentProvider;
    payout: PayoutCapability;
  } {
    const provider = providerId ? this.providers.get(providerId) : undefined;
    if (!provider?.payout || !provider.currency) {
      throw new AppError('withdraw.payout_unavailable', 'No such payout gateway');
    }
    return { provider, payout: provider.payout };
  }

  /**
   * Sends a pending request to the gateway `providerId`. `notPending` is the
   * error for a request another review settled (or that does not exist).
   */
  async send(
    id: string,
    providerId: string,
    notPending: (tx: Db) => Promise<AppError>,
  ): Promise<WithdrawWithCard> {
    const { provider, payout } = this.payoutOf(providerId);
    const currency = provider.currency!;
    const now = new Date(this.now());
    const claimed = await this.db.transaction(async (tx) => {
      const row = await claimForPayout(tx, id, provider.id, now);
      if (!row) throw await notPending(tx);
      const wallet = await findWallet(tx, row.memberId);
      if (wallet?.currency !== currency) {
        // Rolls the claim back: the request stays pending.
        throw new AppError('withdraw.payout_unavailable', `The gateway pays in ${currency} only`);
      }
      return (await findRequest(tx, id))!;
    });
    let accepted: PayoutAccepted;
    try {
      accepted = await payout.create({
        id,
        amountMinor: claimed.amountMinor,
        currency,
        card: {
          bankCode: claimed.card.bankCode,
          cardNumber: claimed.card.cardNumber,
          payeeName: claimed.card.payeeName,
        },
      });
    } catch (error) {
      if (!(error instanceof GatewayRefused)) {
        // A timeout, a 5xx or an answer that is not the gateway's: it may have taken the
        // payout. The request stays paying, its amount held, until the gateway's callback
        // or a status query says what happened; sending it again could pay twice.
        this.log?.warn({ err: error, withdrawalId: id }, 'payout unconfirmed: left paying');
        return (await findRequest(this.db, id))!;
      }
      // Nothing was sent, or the gateway refused it: pending again, its amount still held.
      const back = await unclaimPayout(this.db, id);
      if (!back) return (await findRequest(this.db, id))!; // settled by a callback meanwhile
      throw new AppError(
        'service.unavailable',
        'The payout gateway could not be reached or refused the payout; the withdrawal is still pending',
        undefined,
        { cause: error },
      );
    }
    let finished = false;
    const row = await this.db.transaction(async (tx) => {
      await setPayoutReference(tx, id, accepted.reference);
      await this.sentIn(tx, claimed, now);
      if (accepted.outcome !== 'pending') {
        finished = await this.finishIn(tx, claimed, accepted.outcome, now);
      }
      return (await findRequest(tx, id))!;
    });
    if (finished && row.status === 'approved') countPaid(row);
    return row;
  }

  /** The gateway took the payout: the hold becomes the `withdraw` ledger row, once. */
  private async sentIn(tx: Db, request: WithdrawWithCard, at: Date): Promise<void> {
    if (!(await markPayoutSent(tx, request.id, at))) return;
    await settleHold(tx, {
      memberId: request.memberId,
      type: 'withdraw',
      amountMinor: request.amountMinor,
      idempotencyKey: `withdraw:${request.id}`,
      reference: `withdraw:${request.id}`,
      createdAt: at,
    });
  }

  /**
   * paying → approved (paid) or failed (the amount credited back), once, with
   * the member's inbox message; a request no longer paying is left as it is
   * (false: another callback or status check settled it first).
   */
  private async finishIn(
    tx: Db,
    request: WithdrawWithCard,
    outcome: 'paid' | 'failed',
    at: Date,
  ): Promise<boolean> {
    // A callback ahead of the gateway's answer: the payout was taken all the same.
    await this.sentIn(tx, request, at);
    const status = outcome === 'paid' ? 'approved' : 'failed';
    if (!(await finishPayout(tx, request.id, status, at))) return false;
    if (status === 'failed') {
      await postMovement(
        tx,
        {
          memberId: request.memberId,
          type: 'refund',
          amountMinor: request.amountMinor,
          idempotencyKey: payoutRefundKey(request.id),
          reference: `withdraw:${request.id}`,
          createdAt: at,
        },
        1,
      );
    }
    await insertMessages(tx, [
      {
        memberId: request.memberId,
        translations: reviewMessage({
          status,
          amountMinor: request.amountMinor,
          maskedCard: maskCardNumber(request.card.cardNumber),
          note: null,
        }),
        createdAt: at,
      },
    ]);
    return true;
  }

  /**
   * A payout gateway's callback: the provider verifies the signature over the
   * raw body; then, in one transaction, the event id is recorded (a second one
   * is a replay), the withdrawal must be this gateway's and the amount and
   * currency its own, and paid completes it while failed gives the amount back.
   */
  async callback(
    providerId: string,
    rawBody: string,
    headers: IncomingHttpHeaders,
  ): Promise<{ requestId: string; status: WithdrawStatus }> {
    const provider = this.providers.get(providerId);
    if (!provider?.payout) throw new AppError('deposit.provider_unknown', 'No such payout gateway');
    const event = provider.payout.parseCallback(rawBody, headers);
    const now = this.now();
    if (
      event.occurredAt < now - CALLBACK_MAX_AGE_MS ||
      event.occurredAt > now + CALLBACK_MAX_SKEW_MS
    ) {
      throw new AppError('deposit.callback_expired', 'The event is too old or dated in the future');
    }
    let finished = false;
    const row = await this.db.transaction(async (tx) => {
      const request = await findRequest(tx, event.requestId);
      if (!request) throw new AppError('withdraw.not_found', 'No such withdrawal request');
      if (request.payoutProvider !== provider.id) {
        throw new AppError('deposit.callback_mismatch', 'The withdrawal is not this gateway’s');
      }
      const first = await recordPayoutCallback(tx, {
        provider: provider.id,
        eventId: event.eventId,
        requestId: request.id,
        receivedAt: new Date(now),
      });
      if (!first) throw new AppError('deposit.callback_replayed', 'This event was received before');
      this.checkAnswer(provider, request, event);
      if (request.status !== 'paying') return request;
      finished = await this.finishIn(tx, request, event.outcome, new Date(now));
      return (await findRequest(tx, request.id))!;
    });
    if (finished && row.status === 'approved') countPaid(row);
    return { requestId: row.id, status: row.status };
  }

  /** The gateway's amount and currency must be the withdrawal's. */
  private checkAnswer(
    provider: PaymentProvider,
    request: WithdrawWithCard,
    answer: { amountMinor: number; currency?: string },
  ): void {
    if (answer.amountMinor !== request.amountMinor) {
      throw new AppError('deposit.callback_mismatch', 'The amount is not the withdrawal’s');
    }
    if (answer.currency !== undefined && answer.currency !== provider.currency) {
      throw new AppError('deposit.callback_currency_mismatch', 'The currency is not the gateway’s');
    }
  }

  /**
   * Check now (an operator): asks the gateway about a paying withdrawal and
   * settles it by the answer as the scheduled check does, the check recorded
   * as its last. A gateway that does not answer: service.unavailable, the
   * withdrawal still paying. Any other request answers as it is.
   */
  async query(id: string): Promise<WithdrawWithCard> {
    const request = await findRequest(this.db, id);
    if (!request) throw new AppError('withdraw.not_found', 'No such withdrawal request');
    if (request.status !== 'paying') return request;
    await markPayoutChecked(this.db, id, new Date(this.now()));
    return this.askGateway(request);
  }

  /**
   * The scheduled check of payouts left paying: withdrawals whose gateway was
   * last contacted `checkAfterMs` ago or more, oldest first, `batchSize` at a
   * time. Each is taken and its check recorded before its gateway is asked, so
   * in a pass (and across instances) each is asked once, and a gateway that
   * does not answer is asked again only a next pass, `checkAfterMs` later.
   * The answer is applied as the callback's: once, whichever comes first.
   */
  async checkDue(limits: PayoutCheckLimits): Promise<PayoutCheckTally> {
    const tally: PayoutCheckTally = { paid: 0, failed: 0, pending: 0, paying: 0, error: 0 };
    for (let batch = 0; batch < limits.maxBatches; batch++) {
      const now = this.now();
      const ids = await takeDueChecks(
        this.db,
        new Date(now - limits.checkAfterMs),
        new Date(now),
        limits.batchSize,
      );
      const outcomes = await Promise.all(ids.map((id) => this.checkOne(id)));
      for (const outcome of outcomes) tally[outcome] += 1;
      if (ids.length < limits.batchSize) break;
    }
    return tally;
  }

  /** One withdrawal of the scheduled check; a failure is logged, the withdrawal left paying. */
  private async checkOne(id: string): Promise<PayoutCheckOutcome> {
    try {
      const request = await findRequest(this.db, id);
      if (!request) return 'error';
      const row = request.status === 'paying' ? await this.askGateway(request) : request;
      return OUTCOME_OF_STATUS[row.status] ?? 'error';
    } catch (error) {
      this.log?.warn({ err: error, withdrawalId: id }, 'payout status check: left paying');
      return 'error';
    }
  }

  /**
   * Asks the gateway about a paying withdrawal: paid completes it, failed
   * gives the amount back, pending leaves it; a gateway with no such payout
   * (never taken) puts it back to pending. Throws service.unavailable when
   * the gateway does not answer (it stays paying).
   */
  private async askGateway(request: WithdrawWithCard): Promise<WithdrawWithCard> {
    const id = request.id;
    const { provider, payout } = this.payoutOf(request.payoutProvider);
    let status;
    try {
      status = await payout.query(id);
    } catch (error) {
      if (error instanceof GatewayRefused && error.status === 404 && !request.payoutSentAt) {
        // A send may still be on its way (the gateway has not registered it yet): asked
        // that soon, "no such payout" proves nothing, and pending again could pay twice.
        const claimedAt = request.reviewedAt?.getTime() ?? 0;
        if (this.now() - claimedAt < PAYOUT_SEND_SETTLE_MS) {
          throw new AppError(
            'service.unavailable',
            'The payout may still be on its way to the gateway; ask again in a minute',
            undefined,
            { cause: error },
          );
        }
        // The gateway has no such payout (a send that failed on the way): pending again,
        // its amount still held, to be approved anew.
        await unclaimPayout(this.db, id);
        return (await findRequest(this.db, id))!;
      }
      throw new AppError('service.unavailable', 'The payout gateway does not answer', undefined, {
        cause: error,
      });
    }
    if (status.outcome === 'pending') return (await findRequest(this.db, id))!;
    this.checkAnswer(provider, request, status);
    const outcome = status.outcome;
    let finished = false;
    const row = await this.db.transaction(async (tx) => {
      finished = await this.finishIn(tx, request, outcome, new Date(this.now()));
      return (await findRequest(tx, id))!;
    });
    if (finished && row.status === 'approved') countPaid(row);
    return row;
  }
}
