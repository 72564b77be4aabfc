import type { FastifyBaseLogger } from 'fastify';
import { minorToAmount } from '@kalaro/contract/money';
import {
  cardNumberProblem,
  maskCardNumber,
  normalizeCardNumber,
  parseAmountMinor,
  type AddBankCardBody,
  type AdminWithdrawal,
  type BankCard,
  type CreateWithdrawBody,
  type ReviewWithdrawBody,
  type WithdrawInfoValue,
  type WithdrawRecordsValue,
  type WithdrawRequest,
  type adminWithdrawalsQuery,
  type adminWithdrawalsValue,
  type withdrawRecordsQuery,
} from '@kalaro/contract/payments';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, isAppError } from '../../lib/errors.ts';
import { configMinor } from '../deposit/model.ts';
import { insertMessages } from '../messages/service.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { ALL_TIME, resolveRange } from '../../lib/date-range.ts';
import { countEvent } from '../../lib/metrics.ts';
import { pageOffset, pageCount } from '../../lib/paging.ts';
import { maskName } from '../security/mask.ts';
import type { SecurityService } from '../security/service.ts';
import { findMemberById } from '../accounts/service.ts';
import {
  findWallet,
  hold,
  InsufficientFundsError,
  pgConstraint,
  pgErrorCode,
  releaseHold,
  settleHold,
} from '../wallet/service.ts';
import type { PaymentProviders } from '../deposit/providers/types.ts';
import { WithdrawPayouts } from './payout.ts';
import {
  balanceView,
  limitProblem,
  reviewMessage,
  turnover,
  turnoverView,
  type WithdrawLimits,
} from './model.ts';
import {
  countReview,
  findByKey,
  findCards,
  findMemberCard,
  findRecordsPage,
  findRequest,
  findReviewPage,
  findReviewRequest,
  insertCard,
  insertRequest,
  lastApprovedDeposit,
  lockMemberWithdrawals,
  recordTotals,
  requestedSince,
  settlePending,
  stakesSince,
  type CardRow,
  type WithdrawWithCard,
} from './repo.ts';

const DAY_MS = 86_400_000;

/** The error for a request that is not pending (reviewed meanwhile), or not there. */
async function notPending(db: Db, id: string): Promise<AppError> {
  const existing = await findRequest(db, id);
  return existing
    ? new AppError('withdraw.already_reviewed', 'This request has already been reviewed', {
        status: existing.status,
      })
    : new AppError('withdraw.not_found', 'No such withdrawal request');
}

/**
 * The turnover the member still owes before a withdrawal: bets since their last
 * approved deposit against `percent` % of what it credited.
 */
export async function turnoverOwed(db: Db, memberId: string, percent: number) {
  const last = percent > 0 ? await lastApprovedDeposit(db, memberId) : undefined;
  if (!last) return turnover(0, 0, 0);
  return turnover(percent, last.creditMinor, await stakesSince(db, memberId, last.approvedAt));
}

const toCard = (row: CardRow, bankName: string): BankCard => ({
  id: row.id,
  bankCode: row.bankCode,
  bankName,
  maskedNumber: maskCardNumber(row.cardNumber),
  payeeName: maskName(row.payeeName),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Withdrawals: bank cards, requests whose amount is held on the
 * wallet until the operator pays (the hold becomes a `withdraw` ledger row,
 * key `withdraw:<id>`) or rejects them (the hold is released), records and the
 * review queue. Card numbers leave this service only masked.
 */
export class WithdrawService {
  /** Payouts through a gateway. */
  readonly payouts: WithdrawPayouts;

  constructor(
    private readonly db: Db,
    private readonly security: SecurityService,
    private readonly now: () => number,
    providers: PaymentProviders = new Map(),
    log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.payouts = new WithdrawPayouts(db, providers, now, log);
  }

  private async payments() {
    return (await getOperatorConfig(this.db)).payments;
  }

  private async bankNames(): Promise<Map<string, string>> {
    return new Map((await this.payments()).banks.map((b) => [b.code, b.name]));
  }

  private toRequest(row: WithdrawWithCard, banks: Map<string, string>): WithdrawRequest {
    return {
      id: row.id,
      card: toCard(row.card, banks.get(row.card.bankCode) ?? row.card.bankCode),
      amount: minorToAmount(row.amountMinor),
      status: row.status,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    };
  }

  private limitsOf(
    w: Awaited<ReturnType<WithdrawService['payments']>>['withdraw'],
  ): WithdrawLimits {
    return {
      minMinor: configMinor(w.minAmount),
      maxMinor: configMinor(w.maxAmount),
      dailyCount: w.dailyCount,
      dailyAmountMinor: configMinor(w.dailyAmount),
    };
  }

  async info(memberId: string): Promise<WithdrawInfoValue> {
    const payments = await this.payments();
    const now = this.now();
    const [wallet, cards, last24h, owed, overview] = await Promise.all([
      findWallet(this.db, memberId),
      findCards(this.db, memberId),
      requestedSince(this.db, memberId, new Date(now - DAY_MS)),
      turnoverOwed(this.db, memberId, payments.withdraw.turnoverPercent),
      this.security.overview(memberId),
    ]);
    const banks = new Map(payments.banks.map((b) => [b.code, b.name]));
    const limits = this.limitsOf(payments.withdraw);
    return {
      balance: balanceView(wallet),
      cards: cards.map((c) => toCard(c, banks.get(c.bankCode) ?? c.bankCode)),
      maxCards: payments.withdraw.maxCards,
      banks: payments.banks,
      limits: {
        minAmount: minorToAmount(limits.minMinor),
        maxAmount: minorToAmount(limits.maxMinor),
        dailyCount: limits.dailyCount,
        dailyAmount: minorToAmount(limits.dailyAmountMinor),
        countToday: last24h.count,
        amountToday: minorToAmount(last24h.amountMinor),
      },
      turnover: turnoverView(payments.withdraw.turnoverPercent, owed),
      hasPaymentPassword: overview.hasPaymentPassword,
      payeeName: overview.payeeName,
    };
  }

  /**
   * Binds a card in the security centre's payee name; while that is unset the
   * body's payee name is set there first (once, with its checks).
   */
  async addCard(memberId: string, body: AddBankCardBody): Promise<BankCard> {
    const payments = await this.payments();
    const bank = payments.banks.find((b) => b.code === body.bankCode);
    if (!bank) throw new AppError('withdraw.bank_unknown', 'Choose a bank from the list');
    const problem = cardNumberProblem(body.cardNumber, bank);
    if (problem) {
      // The number itself is never echoed: not in the answer, not in a log.
      throw new AppError(
        'withdraw.card_number_invalid',
        `The number does not fit ${bank.name}: ${problem}`,
        { problem, lengths: bank.lengths, luhn: bank.luhn },
      );
    }
    const overview = await this.security.overview(memberId);
    if (!overview.payeeNameLocked) {
      if (!body.payeeName) {
        throw new AppError('withdraw.payee_name_required', 'Enter the payee name first');
      }
      await this.security.setPayeeName(memberId, { payeeName: body.payeeName }).catch((error) => {
        // Set meanwhile by a concurrent binding: the card takes that name, as any later one.
        if (isAppError(error) && error.code === 'security.payee_name_locked') return;
        throw error;
      });
    }
    const row = await this.db.transaction(async (tx) => {
      await lockMemberWithdrawals(tx, memberId);
      const bound = await findCards(tx, memberId);
      if (bound.length >= payments.withdraw.maxCards) {
        throw new AppError(
          'withdraw.card_limit',
          `At most ${payments.withdraw.maxCards} cards can be bound`,
        );
      }
      // The name on the card is the security centre's, whatever the body said.
      const member = await findMemberById(tx, memberId);
      const inserted = await insertCard(tx, {
        memberId,
        bankCode: bank.code,
        cardNumber: normalizeCardNumber(body.cardNumber),
        payeeName: member?.payeeName?.trim() ?? '',
        createdAt: new Date(this.now()),
      });
      if (!inserted) throw new AppError('withdraw.card_exists', 'This card is bound already');
      return inserted;
    });
    return toCard(row, bank.name);
  }

  async create(memberId: string, body: CreateWithdrawBody): Promise<WithdrawRequest> {
    const payments = await this.payments();
    const banks = new Map(payments.banks.map((b) => [b.code, b.name]));
    const amountMinor = parseAmountMinor(body.amount)!;
    const card = await findMemberCard(this.db, memberId, body.cardId);
    if (!card) throw new AppError('withdraw.card_not_found', 'No such card');

    const replay = async () => {
      const first = body.idempotencyKey
        ? await findByKey(this.db, memberId, body.idempotencyKey)
        : undefined;
      if (!first) return undefined;
      if (first.cardId !== body.cardId || first.amountMinor !== amountMinor) {
        throw new AppError(
          'withdraw.idempotency_conflict',
          'This key was used for another withdrawal',
        );
      }
      return this.toRequest(first, banks);
    };
    const earlier = await replay();
    if (earlier) return earlier;

    const limits = this.limitsOf(payments.withdraw);
    const outOfRange = limitProblem(limits, amountMinor, { count: 0, amountMinor: 0 });
    if (outOfRange) throw new AppError(outOfRange.code, outOfRange.message);

    // The security centre's check, with its lockout after wrong tries.
    await this.security.verifyPaymentPassword(memberId, body.paymentPassword);

    const now = this.now();
    try {
      const row = await this.db.transaction(async (tx) => {
        await lockMemberWithdrawals(tx, memberId);
        const last24h = await requestedSince(tx, memberId, new Date(now - DAY_MS));
        const refused = limitProblem(limits, amountMinor, last24h);
        if (refused) throw new AppError(refused.code, refused.message);
        const owed = await turnoverOwed(tx, memberId, payments.withdraw.turnoverPercent);
        if (owed.missingMinor > 0) {
          throw new AppError(
            'withdraw.turnover_missing',
            `Bet ${minorToAmount(owed.missingMinor)} more before withdrawing (turnover ${minorToAmount(owed.doneMinor)} of ${minorToAmount(owed.requiredMinor)})`,
            {
              missing: minorToAmount(owed.missingMinor),
              required: minorToAmount(owed.requiredMinor),
              done: minorToAmount(owed.doneMinor),
            },
          );
        }
        await hold(tx, memberId, amountMinor);
        return insertRequest(tx, {
          memberId,
          cardId: card.id,
          amountMinor,
          idempotencyKey: body.idempotencyKey ?? null,
          createdAt: new Date(now),
        });
      });
      return this.toRequest({ ...row, card }, banks);
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new AppError('wallet.insufficient_funds', 'The available balance is too low');
      }
      // Two retries with one key at once: the first one's request stands.
      if (
        pgErrorCode(error) === '23505' &&
        pgConstraint(error) === 'withdraw_requests_member_key_uq'
      ) {
        const first = await replay();
        if (first) return first;
      }
      throw error;
    }
  }

  async records(
    memberId: string,
    q: z.output<typeof withdrawRecordsQuery>,
  ): Promise<WithdrawRecordsValue> {
    const range = resolveRange(q, this.now());
    const offset = pageOffset(q);
    const [rows, totals, banks] = await Promise.all([
      findRecordsPage(this.db, memberId, range, q.status, q.pageSize, offset),
      recordTotals(this.db, memberId, range, q.status),
      this.bankNames(),
    ]);
    return {
      list: rows.map((row) => this.toRequest(row, banks)),
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

  /** The back office's member page: the member's requests of every day (cards masked), newest first. */
  async memberPage(memberId: string, limit: number, offset: number): Promise<WithdrawRequest[]> {
    const [rows, banks] = await Promise.all([
      findRecordsPage(this.db, memberId, ALL_TIME, undefined, limit, offset),
      this.bankNames(),
    ]);
    return rows.map((row) => this.toRequest(row, banks));
  }

  /**
   * The operator pays (the hold becomes a `withdraw` ledger row) or rejects
   * (the hold is released) a pending request, once: the status update is
   * guarded by 'pending', in the same transaction as the money.
   */
  async review(id: string, body: ReviewWithdrawBody): Promise<WithdrawRequest> {
    if (body.payoutProvider) {
      const sent = await this.payouts.send(id, body.payoutProvider, (tx) => notPending(tx, id));
      return this.toRequest(sent, await this.bankNames());
    }
    const now = new Date(this.now());
    const note = body.note || null;
    const row = await this.db.transaction(async (tx) => {
      const settled = await settlePending(tx, id, body.status, note, now);
      if (!settled) throw await notPending(tx, id);
      if (body.status === 'approved') {
        await settleHold(tx, {
          memberId: settled.memberId,
          type: 'withdraw',
          amountMinor: settled.amountMinor,
          idempotencyKey: `withdraw:${settled.id}`,
          reference: `withdraw:${settled.id}`,
          createdAt: now,
        });
      } else {
        await releaseHold(tx, settled.memberId, settled.amountMinor);
      }
      const full = (await findRequest(tx, id))!;
      await insertMessages(tx, [
        {
          memberId: settled.memberId,
          translations: reviewMessage({
            status: body.status,
            amountMinor: settled.amountMinor,
            maskedCard: maskCardNumber(full.card.cardNumber),
            note,
          }),
          createdAt: now,
        },
      ]);
      return full;
    });
    if (body.status === 'approved') {
      countEvent({ kind: 'withdrawal-paid', amountMinor: row.amountMinor });
    }
    return this.toRequest(row, await this.bankNames());
  }

  private toReviewItem(
    row: WithdrawWithCard & { userName: string },
    banks: Map<string, string>,
  ): AdminWithdrawal {
    return {
      ...this.toRequest(row, banks),
      memberId: row.memberId,
      userName: row.userName,
      payout: row.payoutProvider
        ? {
            provider: row.payoutProvider,
            reference: row.payoutReference,
            checkedAt: row.payoutCheckedAt?.toISOString() ?? null,
          }
        : null,
    };
  }

  /** One request as the review queue lists it (its review detail adds the member's context). */
  async reviewItem(id: string): Promise<AdminWithdrawal> {
    const row = await findReviewRequest(this.db, id);
    if (!row) throw new AppError('withdraw.not_found', 'No such withdrawal request');
    return this.toReviewItem(row, await this.bankNames());
  }

  async reviewQueue(
    q: z.output<typeof adminWithdrawalsQuery>,
  ): Promise<z.infer<typeof adminWithdrawalsValue>> {
    const offset = pageOffset(q);
    const [rows, total, banks] = await Promise.all([
      findReviewPage(this.db, q.status, q, q.pageSize, offset),
      countReview(this.db, q.status, q),
      this.bankNames(),
    ]);
    return {
      list: rows.map((row) => this.toReviewItem(row, banks)),
      pageNum: q.pageNo,
      totalPages: pageCount(total, q.pageSize),
      total,
      payoutGateways: this.payouts.gateways(),
    };
  }

  /** Check now: a paying withdrawal, after asking its gateway (the check recorded). */
  async payoutStatus(id: string): Promise<WithdrawRequest> {
    return this.toRequest(await this.payouts.query(id), await this.bankNames());
  }
}
