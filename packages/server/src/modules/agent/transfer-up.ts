import type { TransferUpBody, TransferUpInfoValue, TransferUpValue } from '@kalaro/contract/agent';
import { FLAG, MEMBER_TYPE } from '@kalaro/contract/constants';
import { minorToAmount } from '@kalaro/contract/money';
import { parseAmountMinor } from '@kalaro/contract/payments-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findMemberById, type Member } from '../accounts/service.ts';
import { getOperatorConfig } from '../operator/service.ts';
import type { SecurityService } from '../security/service.ts';
import {
  findEntryByKey,
  findWallet,
  InsufficientFundsError,
  pgErrorCode,
  postMovement,
} from '../wallet/service.ts';

const keys = (memberId: string, key: string) => ({
  out: `transfer-up:${memberId}:${key}:out`,
  in: `transfer-up:${memberId}:${key}:in`,
});

/**
 * Transfer to superior (/m/upLine/transfer): a member sends money
 * to its upline when the operator has AGETRANSFERUP3 on, the member has toUpline,
 * and its type is not 2. The member's debit and the upline's credit are two ledger
 * rows of one transaction; a retried key answers the first transfer.
 */
export class TransferUpService {
  constructor(
    private readonly db: Db,
    private readonly security: SecurityService,
  ) {}

  private async context(memberId: string) {
    const member = await findMemberById(this.db, memberId);
    if (!member) throw new AppError('auth.session_expired');
    const config = await getOperatorConfig(this.db);
    const upline = member.uplineId ? await findMemberById(this.db, member.uplineId) : undefined;
    const allowed =
      config.whitelabel[FLAG.TRANSFER_TO_UPLINE] === true &&
      member.toUpline &&
      upline !== undefined &&
      upline.status === 'active' &&
      member.type !== MEMBER_TYPE.AGENT_NO_TRANSFER;
    return { member, upline, allowed };
  }

  async info(memberId: string): Promise<TransferUpInfoValue> {
    const { member, upline, allowed } = await this.context(memberId);
    const wallet = await findWallet(this.db, member.id);
    const available = wallet ? wallet.balanceMinor - wallet.heldMinor : 0;
    return {
      allowed,
      upline: upline?.username ?? null,
      available: minorToAmount(Math.max(0, available)),
      paymentPasswordSet: member.paymentPasswordHash !== null,
    };
  }

  async transfer(memberId: string, body: TransferUpBody): Promise<TransferUpValue> {
    const { member, upline, allowed } = await this.context(memberId);
    if (!allowed || !upline) {
      throw new AppError('agent.transfer_not_allowed', 'Transfers to the upline are not open');
    }
    const amountMinor = parseAmountMinor(body.amount);
    if (amountMinor === undefined || amountMinor <= 0) {
      throw new AppError('agent.transfer_amount_invalid', 'Enter an amount above 0.00');
    }
    const key = keys(member.id, body.idempotencyKey);
    const earlier = await this.replay(upline, key.out, amountMinor);
    if (earlier) return earlier;

    await this.security.verifyPaymentPassword(member.id, body.paymentPassword);
    try {
      const balance = await this.db.transaction(async (tx) => {
        const out = await postMovement(
          tx,
          {
            memberId: member.id,
            type: 'transfer',
            amountMinor,
            idempotencyKey: key.out,
            reference: `To upline ${upline.username}`,
          },
          -1,
        );
        await postMovement(
          tx,
          {
            memberId: upline.id,
            type: 'transfer',
            amountMinor,
            idempotencyKey: key.in,
            reference: `From ${member.username}`,
          },
          1,
        );
        return out.balanceAfterMinor;
      });
      return {
        amount: minorToAmount(amountMinor),
        upline: upline.username,
        balance: minorToAmount(balance),
        replayed: false,
      };
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new AppError('wallet.insufficient_funds', 'The balance is too low for this amount');
      }
      // The same key raced in twice: the first transfer stands and answers both.
      if (pgErrorCode(error) === '23505') {
        const first = await this.replay(upline, key.out, amountMinor);
        if (first) return first;
      }
      throw error;
    }
  }

  private async replay(
    upline: Member,
    outKey: string,
    amountMinor: number,
  ): Promise<TransferUpValue | undefined> {
    const first = await findEntryByKey(this.db, outKey);
    if (!first) return undefined;
    if (-first.amountMinor !== amountMinor) {
      throw new AppError(
        'agent.transfer_idempotency_conflict',
        'This key was used for another transfer',
      );
    }
    return {
      amount: minorToAmount(amountMinor),
      upline: upline.username,
      balance: minorToAmount(first.balanceAfterMinor),
      replayed: true,
    };
  }
}
