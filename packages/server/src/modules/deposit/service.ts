import type { IncomingHttpHeaders } from 'node:http';
import { minorToAmount } from '@kalaro/contract/money';
import {
  DEPOSIT_LIMIT_PERIODS,
  limitWindowStart,
  parseAmountMinor,
  percentToBasisPoints,
  shareOf,
  type CreateDepositValue,
  type DepositChannelsValue,
  type DepositLimitPeriod,
  type DepositLimitsBody,
  type DepositLimitsValue,
  type DepositRecordsValue,
  type AdminDeposit,
  type DepositRequest,
  type PaymentProviderKind,
  type adminDepositsValue,
  type adminPaymentsQuery,
  type createDepositBody,
  type depositRecordsQuery,
  type ReviewPaymentBody,
} from '@kalaro/contract/payments';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { insertMessages } from '../messages/service.ts';
import { countEvent } from '../../lib/metrics.ts';
import { pickTranslation } from '../../lib/translations.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { mapInBatches } from '../../lib/batches.ts';
import { ALL_TIME, resolveRange } from '../../lib/date-range.ts';
import { pageOffset, pageCount } from '../../lib/paging.ts';
import { openWallet, postMovement } from '../wallet/service.ts';
import {
  configMinor,
  limitAt,
  limitBreach,
  limitBreachMessage,
  NO_LIMIT,
  reconciliationMismatch,
  offeredChannels,
  planLimitChange,
  reviewMessage,
  type LimitState,
} from './model.ts';
import {
  applyDueLimitChanges,
  countReview,
  findLatestRequests,
  findLimits,
  findMemberRequest,
  findProviderRequests,
  findRecordsPage,
  findRequest,
  findReviewPage,
  findReviewRequest,
  insertRequest,
  ledgerCredits,
  lockMemberDeposits,
  recordCallback,
  recordTotals,
  settlePending,
  sumRequestedSince,
  upsertLimit,
  type DepositRow,
  type LimitRow,
} from './repo.ts';
import type { PaymentProviders, PaymentStatus } from './providers/types.ts';
import type {
  GatewayReconciliationValue,
  PaymentGatewaysValue,
  gatewayReconciliationQuery,
} from '@kalaro/contract/payment-gateways';

/** Most requests one reconciliation report lists (each is a status query to the gateway). */
export const RECONCILIATION_MAX_ROWS = 500;
/** Status queries in flight at once while reconciling. */
export const RECONCILIATION_CONCURRENCY = 8;

/** A gateway event older than this is refused (a captured callback sent again later). */
export const CALLBACK_MAX_AGE_MS = 5 * 60_000;
/** …and one dated further ahead than this (clock skew allowed). */
export const CALLBACK_MAX_SKEW_MS = 60_000;

type Limits = Record<DepositLimitPeriod, LimitState>;

const stateOf = (row: LimitRow | undefined): LimitState =>
  row
    ? {
        limitMinor: row.limitMinor,
        pendingLimitMinor: row.pendingLimitMinor,
        pendingAt: row.pendingAt?.getTime() ?? null,
      }
    : NO_LIMIT;

const sameState = (a: LimitState, b: LimitState) =>
  a.limitMinor === b.limitMinor &&
  a.pendingLimitMinor === b.pendingLimitMinor &&
  a.pendingAt === b.pendingAt;

const windowsAt = (now: number): Record<DepositLimitPeriod, Date> => ({
  day: new Date(limitWindowStart('day', now)),
  week: new Date(limitWindowStart('week', now)),
  month: new Date(limitWindowStart('month', now)),
});

const money = (minor: number | null) => (minor === null ? null : minorToAmount(minor));

/** The member's latest deposits, newest first, at most `limit`: a review detail's history. */
export async function latestDeposits(db: Db, memberId: string, limit: number) {
  return (await findLatestRequests(db, memberId, limit)).map((row) => ({
    id: row.id,
    amount: minorToAmount(row.amountMinor),
    channelName: pickTranslation(row.channelName, 'EN') ?? row.channelId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Deposits: the channels offered, requests and their records, the
 * player's own limits, gateway callbacks and the operator's review. Money moves
 * only on approval, in the transaction that marks the request approved (ledger
 * keys `deposit:<id>` and `deposit:<id>:bonus`), so it is credited once however
 * often it is approved or called back. Providers are reached only through the
 * registry (providers/types.ts).
 */
export class DepositService {
  constructor(
    private readonly db: Db,
    private readonly providers: PaymentProviders,
    private readonly now: () => number,
  ) {}

  private kindOf(row: Pick<DepositRow, 'provider' | 'account'>): PaymentProviderKind {
    return this.providers.get(row.provider)?.kind ?? (row.account ? 'manual' : 'gateway');
  }

  toRequest(row: DepositRow, language: string): DepositRequest {
    return {
      id: row.id,
      channelId: row.channelId,
      channelName: pickTranslation(row.channelName, language) ?? row.channelId,
      kind: this.kindOf(row),
      amount: minorToAmount(row.amountMinor),
      fee: minorToAmount(row.feeMinor),
      bonus: minorToAmount(row.bonusMinor),
      credit: minorToAmount(row.amountMinor - row.feeMinor + row.bonusMinor),
      payerName: row.payerName,
      reference: row.reference,
      account: row.account,
      bonusOptIn: row.bonusOptIn,
      status: row.status,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    };
  }

  async channels(language: string): Promise<DepositChannelsValue> {
    const { payments } = await getOperatorConfig(this.db);
    return {
      channels: offeredChannels(payments, this.providers).map((c) => ({
        id: c.id,
        kind: this.providers.get(c.provider)!.kind,
        name: pickTranslation(c.name, language) ?? c.id,
        minAmount: minorToAmount(configMinor(c.minAmount)),
        maxAmount: minorToAmount(configMinor(c.maxAmount)),
        feePercent: c.feePercent,
        bonusPercent: c.bonusPercent,
        quickAmounts: c.quickAmounts.map((a) => minorToAmount(configMinor(a))),
        accounts: c.accounts,
      })),
    };
  }

  async create(
    memberId: string,
    body: z.output<typeof createDepositBody>,
  ): Promise<CreateDepositValue> {
    const { payments } = await getOperatorConfig(this.db);
    const channel = offeredChannels(payments, this.providers).find((c) => c.id === body.channelId);
    if (!channel) {
      throw new AppError('deposit.channel_unavailable', 'This deposit channel is not available', {
        channelId: body.channelId,
      });
    }
    const provider = this.providers.get(channel.provider)!;
    // The schema has checked the format and that it is above 0.
    const amountMinor = parseAmountMinor(body.amount)!;
    const min = configMinor(channel.minAmount);
    const max = configMinor(channel.maxAmount);
    if (amountMinor < min || amountMinor > max) {
      throw new AppError(
        'deposit.amount_out_of_range',
        `The amount must be between ${minorToAmount(min)} and ${minorToAmount(max)}`,
        { min: minorToAmount(min), max: minorToAmount(max) },
      );
    }
    // A transfer names the account it went to; an account named must be one of the channel's.
    const needsAccount = provider.kind === 'manual' && channel.accounts.length > 0;
    const account =
      body.accountId !== undefined || needsAccount
        ? channel.accounts.find((a) => a.id === body.accountId)
        : null;
    if (account === undefined) {
      throw new AppError(
        'deposit.account_unknown',
        body.accountId === undefined
          ? 'Choose the account the money was sent to'
          : 'This account is not one of the channel’s',
        { accountIds: channel.accounts.map((a) => a.id) },
      );
    }
    const feeMinor = shareOf(amountMinor, percentToBasisPoints(channel.feePercent));
    const bonusMinor = body.bonusOptIn
      ? shareOf(amountMinor, percentToBasisPoints(channel.bonusPercent))
      : 0;
    const now = this.now();

    const row = await this.db.transaction(async (tx) => {
      // One request (or limit change) of a member at a time: the limits see every request.
      await lockMemberDeposits(tx, memberId);
      const limits = await this.limitsIn(tx, memberId, now);
      const used = await sumRequestedSince(tx, memberId, windowsAt(now));
      const breach = limitBreach(
        {
          day: limits.day.limitMinor,
          week: limits.week.limitMinor,
          month: limits.month.limitMinor,
        },
        used,
        amountMinor,
      );
      if (breach) {
        throw new AppError('deposit.limit_exceeded', limitBreachMessage(breach), {
          period: breach.period,
          remaining: minorToAmount(breach.remainingMinor),
        });
      }
      return insertRequest(tx, {
        memberId,
        channelId: channel.id,
        channelName: channel.name,
        provider: provider.id,
        amountMinor,
        feeMinor,
        bonusMinor,
        bonusOptIn: body.bonusOptIn,
        payerName: body.payerName,
        reference: body.reference || null,
        account,
        createdAt: new Date(now),
      });
    });

    let payUrl: string | null;
    try {
      ({ payUrl } = await provider.start({
        id: row.id,
        channelId: row.channelId,
        amountMinor,
        language: body.language,
      }));
    } catch (error) {
      // A request nobody can pay is closed rather than left pending.
      await settlePending(
        this.db,
        row.id,
        'rejected',
        'The payment provider is not available',
        new Date(this.now()),
      );
      throw new AppError('service.unavailable', 'The payment provider does not answer', undefined, {
        cause: error,
      });
    }
    return { request: this.toRequest(row, body.language), payUrl };
  }

  async detail(memberId: string, id: string, language: string): Promise<DepositRequest> {
    const row = await findMemberRequest(this.db, memberId, id);
    if (!row) throw new AppError('deposit.not_found', 'No such deposit request');
    return this.toRequest(row, language);
  }

  /** The request behind a hosted payment page, if it is the member's own. */
  findOwnRequest(memberId: string, id: string): Promise<DepositRow | undefined> {
    return findMemberRequest(this.db, memberId, id);
  }

  async records(
    memberId: string,
    q: z.output<typeof depositRecordsQuery>,
  ): Promise<DepositRecordsValue> {
    const range = resolveRange(q, this.now());
    const offset = pageOffset(q);
    const [rows, totals] = await Promise.all([
      findRecordsPage(this.db, memberId, range, q.status, q.pageSize, offset),
      recordTotals(this.db, memberId, range, q.status),
    ]);
    return {
      list: rows.map((row) => this.toRequest(row, q.language)),
      pageNum: q.pageNo,
      totalPages: pageCount(totals.total, q.pageSize),
      total: totals.total,
      startDate: range.startDate,
      endDate: range.endDate,
      utcOffset: range.utcOffset,
      totals: {
        approvedCount: totals.approvedCount,
        approvedAmount: minorToAmount(totals.approvedMinor),
      },
    };
  }

  /** A member's requests of every day, newest first, `limit` from `offset` (the back office's member page). */
  async memberPage(memberId: string, limit: number, offset: number): Promise<DepositRequest[]> {
    const rows = await findRecordsPage(this.db, memberId, ALL_TIME, undefined, limit, offset);
    return rows.map((row) => this.toRequest(row, 'EN'));
  }

  // --- the player's limits ---------------------------------------------------------

  /** The member's limits at `now`; pending changes whose time has come are put in force. */
  private async limitsIn(db: Db, memberId: string, now: number): Promise<Limits> {
    await applyDueLimitChanges(db, memberId, new Date(now));
    const rows = await findLimits(db, memberId);
    const of = (period: DepositLimitPeriod) =>
      limitAt(stateOf(rows.find((r) => r.period === period)), now);
    return { day: of('day'), week: of('week'), month: of('month') };
  }

  private async limitsValue(db: Db, memberId: string, now: number): Promise<DepositLimitsValue> {
    const limits = await this.limitsIn(db, memberId, now);
    const used = await sumRequestedSince(db, memberId, windowsAt(now));
    const of = (period: DepositLimitPeriod) => {
      const s = limits[period];
      return {
        limit: money(s.limitMinor),
        pending:
          s.pendingAt === null
            ? null
            : {
                limit: money(s.pendingLimitMinor),
                effectiveAt: new Date(s.pendingAt).toISOString(),
              },
        used: minorToAmount(used[period]),
        remaining:
          s.limitMinor === null ? null : minorToAmount(Math.max(0, s.limitMinor - used[period])),
      };
    };
    return { day: of('day'), week: of('week'), month: of('month') };
  }

  limits(memberId: string): Promise<DepositLimitsValue> {
    const now = this.now();
    return this.db.transaction((tx) => this.limitsValue(tx, memberId, now));
  }

  /** A lower (or first) limit holds at once; a raise or a removal waits 24 hours. */
  setLimits(memberId: string, body: DepositLimitsBody): Promise<DepositLimitsValue> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await lockMemberDeposits(tx, memberId);
      const current = await this.limitsIn(tx, memberId, now);
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const asked = body[period];
        const next = asked === null ? null : parseAmountMinor(asked)!;
        const planned = planLimitChange(current[period], next, now);
        if (sameState(planned, current[period])) continue;
        await upsertLimit(tx, {
          memberId,
          period,
          limitMinor: planned.limitMinor,
          pendingLimitMinor: planned.pendingLimitMinor,
          pendingAt: planned.pendingAt === null ? null : new Date(planned.pendingAt),
          updatedAt: new Date(now),
        });
      }
      return this.limitsValue(tx, memberId, now);
    });
  }

  // --- settling a request --------------------------------------------------------

  private async notPending(db: Db, id: string): Promise<AppError> {
    const row = await findRequest(db, id);
    return row
      ? new AppError('deposit.already_reviewed', 'This request has already been reviewed', {
          status: row.status,
        })
      : new AppError('deposit.not_found', 'No such deposit request');
  }

  /**
   * Approves a pending request inside the caller's transaction: the status
   * update (guarded by 'pending'), the credit (amount − fee) and the bonus as
   * ledger rows of their own, and the member's inbox message, all or nothing.
   */
  private async approveIn(tx: Db, id: string, note: string | null, now: number) {
    const row = await settlePending(tx, id, 'approved', note, new Date(now));
    if (!row) throw await this.notPending(tx, id);
    const createdAt = new Date(now);
    await openWallet(tx, row.memberId);
    const netMinor = row.amountMinor - row.feeMinor;
    if (netMinor > 0) {
      await postMovement(
        tx,
        {
          memberId: row.memberId,
          type: 'deposit',
          amountMinor: netMinor,
          idempotencyKey: `deposit:${row.id}`,
          reference: `deposit:${row.id}`,
          createdAt,
        },
        1,
      );
    }
    if (row.bonusMinor > 0) {
      await postMovement(
        tx,
        {
          memberId: row.memberId,
          type: 'bonus',
          amountMinor: row.bonusMinor,
          idempotencyKey: `deposit:${row.id}:bonus`,
          reference: `deposit:${row.id}:bonus`,
          createdAt,
        },
        1,
      );
    }
    await insertMessages(tx, [
      {
        memberId: row.memberId,
        translations: reviewMessage({ ...row, status: 'approved' }),
        createdAt,
      },
    ]);
    return row;
  }

  private async rejectIn(tx: Db, id: string, note: string | null, now: number) {
    const row = await settlePending(tx, id, 'rejected', note, new Date(now));
    if (!row) throw await this.notPending(tx, id);
    await insertMessages(tx, [
      {
        memberId: row.memberId,
        translations: reviewMessage({ ...row, status: 'rejected' }),
        createdAt: new Date(now),
      },
    ]);
    return row;
  }

  /** The operator's decision (admin API); a second review is refused. */
  async review(id: string, body: ReviewPaymentBody): Promise<DepositRequest> {
    const now = this.now();
    const note = body.note || null;
    const row = await this.db.transaction((tx) =>
      body.status === 'approved'
        ? this.approveIn(tx, id, note, now)
        : this.rejectIn(tx, id, note, now),
    );
    if (body.status === 'approved') {
      countEvent({ kind: 'deposit-approved', via: 'review', amountMinor: row.amountMinor });
    }
    return this.toRequest(row, 'EN');
  }

  private toReviewItem(row: DepositRow & { userName: string }): AdminDeposit {
    return { ...this.toRequest(row, 'EN'), memberId: row.memberId, userName: row.userName };
  }

  /** One request as the review queue lists it (its review detail adds the member's context). */
  async reviewItem(id: string): Promise<AdminDeposit> {
    const row = await findReviewRequest(this.db, id);
    if (!row) throw new AppError('deposit.not_found', 'No such deposit request');
    return this.toReviewItem(row);
  }

  async reviewQueue(
    q: z.output<typeof adminPaymentsQuery>,
  ): Promise<z.infer<typeof adminDepositsValue>> {
    const offset = pageOffset(q);
    const [rows, total] = await Promise.all([
      findReviewPage(this.db, q.status, q, q.pageSize, offset),
      countReview(this.db, q.status, q),
    ]);
    return {
      list: rows.map((row) => this.toReviewItem(row)),
      pageNum: q.pageNo,
      totalPages: pageCount(total, q.pageSize),
      total,
    };
  }

  /** A request's status (undefined: no such request). */
  async reviewStatus(id: string): Promise<DepositRow['status'] | undefined> {
    return (await findRequest(this.db, id))?.status;
  }

  /**
   * Reconciles a pending gateway request by asking its gateway: paid (at the
   * request's amount and the gateway's currency) approves it, credited once as
   * a callback would; failed rejects it; pending leaves it. A request settled
   * before answers its status unchanged without asking.
   */
  async reconcile(id: string): Promise<DepositRequest> {
    const request = await findRequest(this.db, id);
    if (!request) throw new AppError('deposit.not_found', 'No such deposit request');
    if (request.status !== 'pending') return this.toRequest(request, 'EN');
    const provider = this.providers.get(request.provider);
    if (!provider?.query) {
      throw new AppError(
        'deposit.provider_unknown',
        'This request’s gateway answers no status query',
      );
    }
    let status;
    try {
      status = await provider.query(request.id);
    } catch (error) {
      throw new AppError('service.unavailable', 'The payment gateway does not answer', undefined, {
        cause: error,
      });
    }
    if (status.outcome === 'pending') return this.toRequest(request, 'EN');
    if (status.amountMinor !== request.amountMinor) {
      throw new AppError('deposit.callback_mismatch', 'The gateway’s amount is not the request’s');
    }
    if (status.currency !== provider.currency) {
      throw new AppError('deposit.callback_currency_mismatch', 'The currency is not the gateway’s');
    }
    const now = this.now();
    let approvedNow = false;
    const row = await this.db.transaction(async (tx) => {
      approvedNow = false; // a transaction retried from the start
      const current = await findRequest(tx, id);
      // A callback may have settled it meanwhile: it stays as it is.
      if (!current || current.status !== 'pending') return current ?? request;
      if (status.outcome === 'failed') return this.rejectIn(tx, id, null, now);
      approvedNow = true;
      return this.approveIn(tx, id, null, now);
    });
    if (approvedNow) {
      countEvent({ kind: 'deposit-approved', via: 'gateway', amountMinor: row.amountMinor });
    }
    return this.toRequest(row, 'EN');
  }

  /**
   * A gateway's requests made over a range of days, each with what the gateway
   * reports (asked now, a few at a time) against what the ledger credited, and
   * the mismatches. At most RECONCILIATION_MAX_ROWS requests are listed.
   */
  /** The gateways this server runs (manual transfers apart) and what each can do. */
  gateways(): PaymentGatewaysValue {
    const gateways = [...this.providers.values()]
      .filter((provider) => provider.kind !== 'manual')
      .map((provider) => ({
        id: provider.id,
        currency: provider.currency ?? null,
        statusQuery: typeof provider.query === 'function',
        payouts: provider.payout !== undefined,
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
    return { gateways };
  }

  async reconciliation(
    q: z.output<typeof gatewayReconciliationQuery>,
  ): Promise<GatewayReconciliationValue> {
    const provider = this.providers.get(q.provider);
    if (!provider?.query) {
      throw new AppError('deposit.provider_unknown', 'No such gateway answering status queries');
    }
    const range = resolveRange(q, this.now());
    const found = await findProviderRequests(
      this.db,
      provider.id,
      range,
      RECONCILIATION_MAX_ROWS + 1,
    );
    const requests = found.slice(0, RECONCILIATION_MAX_ROWS);
    const credits = await ledgerCredits(
      this.db,
      requests.map((row) => row.id),
    );
    const reports = await mapInBatches(requests, RECONCILIATION_CONCURRENCY, (row) =>
      provider.query!(row.id).then(
        (status): PaymentStatus | null => (status.currency === provider.currency ? status : null),
        () => null,
      ),
    );
    let gatewayTotal = 0;
    let ledgerTotal = 0;
    const rows = requests.map((row, i) => {
      const report = reports[i] ?? null;
      const ledgerMinor = credits.get(row.id) ?? 0;
      if (report?.outcome === 'paid') gatewayTotal += report.amountMinor;
      ledgerTotal += ledgerMinor;
      return {
        requestId: row.id,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        requested: minorToAmount(row.amountMinor),
        gatewayOutcome: report?.outcome ?? null,
        gatewayAmount: report ? minorToAmount(report.amountMinor) : null,
        fee: minorToAmount(row.feeMinor),
        ledgerAmount: minorToAmount(ledgerMinor),
        mismatch: reconciliationMismatch(report, ledgerMinor, row.feeMinor),
      };
    });
    return {
      provider: provider.id,
      side: 'deposits',
      startDate: range.startDate,
      endDate: range.endDate,
      utcOffset: range.utcOffset,
      gatewayTotal: minorToAmount(gatewayTotal),
      ledgerTotal: minorToAmount(ledgerTotal),
      rows,
      truncated: found.length > RECONCILIATION_MAX_ROWS,
    };
  }

  /**
   * A gateway's callback: the provider verifies the signature over the raw
   * body; then, in one transaction, the event id is recorded (a second one is a
   * replay), the amount must match, and paid approves (credits once) while
   * failed rejects. A request settled before answers its status unchanged.
   */
  async callback(
    providerId: string,
    rawBody: string,
    headers: IncomingHttpHeaders,
  ): Promise<{ requestId: string; status: DepositRow['status'] }> {
    const provider = this.providers.get(providerId);
    if (!provider?.parseCallback) {
      throw new AppError('deposit.provider_unknown', 'No such payment gateway');
    }
    const event = provider.parseCallback(rawBody, headers);
    const now = this.now();
    if (
      event.occurredAt < now - CALLBACK_MAX_AGE_MS ||
      event.occurredAt > now + CALLBACK_MAX_SKEW_MS
    ) {
      throw new AppError('deposit.callback_expired', 'The event is too old or dated in the future');
    }
    let approvedMinor: number | undefined;
    const answer = await this.db.transaction(async (tx) => {
      approvedMinor = undefined; // a transaction retried from the start
      const request = await findRequest(tx, event.requestId);
      if (!request) throw new AppError('deposit.not_found', 'No such deposit request');
      if (request.provider !== provider.id) {
        throw new AppError('deposit.callback_mismatch', 'The request is not one of this gateway’s');
      }
      const first = await recordCallback(tx, {
        provider: provider.id,
        eventId: event.eventId,
        requestId: request.id,
        receivedAt: new Date(now),
      });
      if (!first) throw new AppError('deposit.callback_replayed', 'This event was received before');
      if (event.amountMinor !== request.amountMinor) {
        throw new AppError('deposit.callback_mismatch', 'The amount is not the request’s');
      }
      if (event.currency !== undefined && event.currency !== provider.currency) {
        throw new AppError(
          'deposit.callback_currency_mismatch',
          'The currency is not the gateway’s',
        );
      }
      if (request.status !== 'pending') return { requestId: request.id, status: request.status };
      const settled =
        event.outcome === 'paid'
          ? await this.approveIn(tx, request.id, null, now)
          : await this.rejectIn(tx, request.id, null, now);
      if (event.outcome === 'paid') approvedMinor = settled.amountMinor;
      return { requestId: settled.id, status: settled.status };
    });
    if (approvedMinor !== undefined) {
      countEvent({ kind: 'deposit-approved', via: 'gateway', amountMinor: approvedMinor });
    }
    return answer;
  }
}
