import type {
  VendorBalanceBody,
  VendorCreditBody,
  VendorDebitBody,
  VendorRollbackBody,
  VendorWalletValue,
} from '@kalaro/contract/vendor-wallet';
import type { IncomingHttpHeaders } from 'node:http';
import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@kalaro/contract/vendor-wallet';
import type { Db } from '../../db/client.ts';
import { AppError, isAppError } from '../../lib/errors.ts';
import type { StakeGate } from '../../lib/stake-gate.ts';
import { findVendorGame, insertBet } from '../inhouse/service.ts';
import type { SeamlessVendors } from '../games/providers/seamless.ts';
import {
  findWallet,
  InsufficientFundsError,
  pgErrorCode,
  postMovement,
} from '../wallet/service.ts';
import {
  checkVendorSignature,
  creditDecision,
  rollbackDecision,
  type StoredAnswer,
} from './model.ts';
import {
  findRoundBet,
  findTransaction,
  insertTransaction,
  setTransactionStatus,
  settleRoundBet,
  voidRoundBet,
  type VendorTransaction,
} from './repo.ts';

const UNIQUE_VIOLATION = '23505';

export interface VendorWalletOptions {
  now: () => number;
  stakes?: StakeGate;
  vendors: SeamlessVendors;
}

const ledgerKey = (vendor: string, transactionId: string) => `vendor:${vendor}:${transactionId}`;

/** The stored first answer as the call's answer (an error is thrown again). */
function replay(answer: StoredAnswer): VendorWalletValue {
  if (!answer.ok) throw new AppError(answer.errorCode, answer.message);
  return { ...answer.value, replayed: true };
}

/**
 * The seamless wallet (the vendor calls us): balance, debit, credit and
 * rollback. Every money call runs in one transaction with its ledger row, its
 * bet row and its vendor transaction row, and is idempotent by the vendor's
 * transaction id (a replay gets the first answer, a race is settled by the
 * unique index).
 */
export class VendorWalletService {
  constructor(
    private readonly db: Db,
    private readonly options: VendorWalletOptions,
  ) {}

  /** The vendor's configuration once its signature verifies; throws otherwise. */
  verify(vendor: string, rawBody: string, headers: IncomingHttpHeaders) {
    const config = this.options.vendors.get(vendor);
    if (!config || !config.enabled) throw new AppError('vendor.unknown', 'No such vendor');
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const check = checkVendorSignature(
      config.secret,
      rawBody,
      header(VENDOR_TIMESTAMP_HEADER),
      header(VENDOR_SIGNATURE_HEADER),
      this.options.now(),
    );
    if (check === 'signature_invalid') {
      throw new AppError('vendor.signature_invalid', 'The signature does not verify');
    }
    if (check === 'timestamp_expired') {
      throw new AppError('vendor.timestamp_expired', 'The timestamp is outside the window');
    }
    return config;
  }

  private player(vendor: string, token: string, currency: string): string {
    const config = this.options.vendors.get(vendor)!;
    const claims = this.options.vendors.openPlayerToken(token, this.options.now());
    if (!claims || claims.vendor !== vendor) {
      throw new AppError('vendor.token_invalid', 'The player token is not valid');
    }
    if (currency !== config.currency) {
      throw new AppError('vendor.currency_mismatch', `The currency is ${config.currency}`);
    }
    return claims.memberId;
  }

  private async balanceOf(db: Db, memberId: string): Promise<number> {
    return (await findWallet(db, memberId))?.balanceMinor ?? 0;
  }

  async balance(vendor: string, body: VendorBalanceBody): Promise<VendorWalletValue> {
    const memberId = this.player(vendor, body.playerToken, body.currency);
    return {
      balanceMinor: await this.balanceOf(this.db, memberId),
      currency: body.currency,
      replayed: false,
    };
  }

  /**
   * Runs `apply` once for this transaction id: a stored answer is given again;
   * a concurrent call with the same id that commits first wins (ours rolls
   * back on the unique index) and its answer is given.
   */
  private async once(
    vendor: string,
    transactionId: string,
    apply: (
      tx: Db,
      at: Date,
    ) => Promise<{
      row: Omit<VendorTransaction, 'id' | 'answer'>;
      value: Omit<VendorWalletValue, 'replayed'>;
    }>,
  ): Promise<VendorWalletValue> {
    const earlier = await findTransaction(this.db, vendor, transactionId);
    if (earlier) return replay(earlier.answer);
    try {
      return await this.db.transaction(async (tx) => {
        const { row, value } = await apply(tx, new Date(this.options.now()));
        await insertTransaction(tx, { ...row, answer: { ok: true, value } });
        return { ...value, replayed: false };
      });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        const winner = await findTransaction(this.db, vendor, transactionId);
        if (winner) return replay(winner.answer);
      }
      throw error;
    }
  }

  async debit(vendor: string, body: VendorDebitBody): Promise<VendorWalletValue> {
    const memberId = this.player(vendor, body.playerToken, body.currency);
    const game = await findVendorGame(this.db, vendor, body.gameId);
    if (!game) throw new AppError('vendor.game_unknown', 'No such game of this vendor');
    return this.once(vendor, body.transactionId, async (tx, at) => {
      try {
        await this.options.stakes?.assertMayStake(tx, memberId, body.amountMinor);
      } catch (error) {
        if (isAppError(error) && error.code.startsWith('protection.')) {
          throw new AppError('vendor.limit_reached', "The player's limits refuse this stake", {
            reason: error.code,
          });
        }
        throw error;
      }
      if (await findRoundBet(tx, vendor, body.roundId)) {
        throw new AppError('vendor.transaction_conflict', 'This round has a stake already');
      }
      let entry;
      try {
        entry = await postMovement(
          tx,
          {
            memberId,
            type: 'bet',
            amountMinor: body.amountMinor,
            idempotencyKey: ledgerKey(vendor, body.transactionId),
            reference: body.roundId,
            createdAt: at,
          },
          -1,
        );
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new AppError('vendor.insufficient_funds', 'The balance is too low for this stake');
        }
        throw error;
      }
      await insertBet(tx, {
        memberId,
        nodeId: game.nodeId,
        vendor,
        gameType: game.gameType,
        stakeMinor: body.amountMinor,
        winMinor: 0,
        status: 'open',
        roundId: body.roundId,
        idempotencyKey: ledgerKey(vendor, body.transactionId),
        detail: null,
        createdAt: at,
        settledAt: null,
      });
      return {
        row: {
          vendor,
          transactionId: body.transactionId,
          kind: 'debit',
          roundId: body.roundId,
          memberId,
          amountMinor: body.amountMinor,
          status: 'open',
          debitTransactionId: null,
          createdAt: at,
        },
        value: {
          balanceMinor: entry.balanceAfterMinor,
          currency: body.currency,
          walletTransactionId: String(entry.id),
        },
      };
    });
  }

  /** The debit a credit or rollback refers to, locked; refused when it is another player's or round's. */
  private async lockedDebit(
    tx: Db,
    vendor: string,
    body: { debitTransactionId: string; roundId: string },
    memberId: string,
  ) {
    const debit = await findTransaction(tx, vendor, body.debitTransactionId, true);
    if (
      debit &&
      (debit.kind !== 'debit' || debit.memberId !== memberId || debit.roundId !== body.roundId)
    ) {
      throw new AppError('vendor.transaction_conflict', 'The debit is of another round or player');
    }
    return debit;
  }

  async credit(vendor: string, body: VendorCreditBody): Promise<VendorWalletValue> {
    const memberId = this.player(vendor, body.playerToken, body.currency);
    return this.once(vendor, body.transactionId, async (tx, at) => {
      const debit = await this.lockedDebit(tx, vendor, body, memberId);
      const decision = creditDecision(debit?.status as never);
      if (decision !== 'apply') {
        throw new AppError(
          decision,
          decision === 'vendor.transaction_unknown' ? 'No such debit' : 'The debit was rolled back',
        );
      }
      const bet = await findRoundBet(tx, vendor, body.roundId);
      let balanceMinor: number;
      let walletTransactionId: string | undefined;
      if (body.amountMinor > 0) {
        const entry = await postMovement(
          tx,
          {
            memberId,
            type: 'win',
            amountMinor: body.amountMinor,
            idempotencyKey: ledgerKey(vendor, body.transactionId),
            reference: body.roundId,
            createdAt: at,
          },
          1,
        );
        balanceMinor = entry.balanceAfterMinor;
        walletTransactionId = String(entry.id);
      } else {
        balanceMinor = await this.balanceOf(tx, memberId);
      }
      if (bet) await settleRoundBet(tx, bet.id, body.amountMinor, at);
      await setTransactionStatus(tx, debit!.id, 'settled');
      return {
        row: {
          vendor,
          transactionId: body.transactionId,
          kind: 'credit',
          roundId: body.roundId,
          memberId,
          amountMinor: body.amountMinor,
          status: 'done',
          debitTransactionId: body.debitTransactionId,
          createdAt: at,
        },
        value: {
          balanceMinor,
          currency: body.currency,
          ...(walletTransactionId ? { walletTransactionId } : {}),
        },
      };
    });
  }

  async rollback(vendor: string, body: VendorRollbackBody): Promise<VendorWalletValue> {
    const memberId = this.player(vendor, body.playerToken, body.currency);
    return this.once(vendor, body.transactionId, async (tx, at) => {
      const debit = await this.lockedDebit(tx, vendor, body, memberId);
      const decision = rollbackDecision(debit?.status as never);
      if (decision === 'vendor.transaction_settled') {
        throw new AppError(decision, 'The round is settled');
      }
      let balanceMinor: number;
      let walletTransactionId: string | undefined;
      if (decision === 'refund') {
        const entry = await postMovement(
          tx,
          {
            memberId,
            type: 'refund',
            amountMinor: debit!.amountMinor,
            idempotencyKey: ledgerKey(vendor, body.transactionId),
            reference: body.roundId,
            createdAt: at,
          },
          1,
        );
        balanceMinor = entry.balanceAfterMinor;
        walletTransactionId = String(entry.id);
        const bet = await findRoundBet(tx, vendor, body.roundId);
        if (bet) await voidRoundBet(tx, bet.id, at);
        await setTransactionStatus(tx, debit!.id, 'rolled_back');
      } else {
        balanceMinor = await this.balanceOf(tx, memberId);
        if (decision === 'tombstone') {
          // The debit has not come (yet): if it does, it is refused.
          await insertTransaction(tx, {
            vendor,
            transactionId: body.debitTransactionId,
            kind: 'debit',
            roundId: body.roundId,
            memberId,
            amountMinor: 0,
            status: 'tombstone',
            debitTransactionId: null,
            answer: {
              ok: false,
              errorCode: 'vendor.transaction_rolled_back',
              message: 'The debit was rolled back before it came',
            },
            createdAt: at,
          });
        }
      }
      return {
        row: {
          vendor,
          transactionId: body.transactionId,
          kind: 'rollback',
          roundId: body.roundId,
          memberId,
          amountMinor: decision === 'refund' ? debit!.amountMinor : 0,
          status: 'done',
          debitTransactionId: body.debitTransactionId,
          createdAt: at,
        },
        value: {
          balanceMinor,
          currency: body.currency,
          ...(walletTransactionId ? { walletTransactionId } : {}),
        },
      };
    });
  }
}
