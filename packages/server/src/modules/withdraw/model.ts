import type { ErrorCode } from '@kalaro/contract/errors';
import { minorToAmount } from '@kalaro/contract/money';
import { percentToBasisPoints, shareOf } from '@kalaro/contract/payments';
import { escapeHtml } from '../games/play-page.ts';

/**
 * Pure rules of withdrawals: the per-request and 24-hour limits, the
 * turnover requirement and the inbox texts of a review.
 */

export interface WithdrawLimits {
  minMinor: number;
  maxMinor: number;
  dailyCount: number;
  dailyAmountMinor: number;
}

/** Why a withdrawal of `amountMinor` is refused by the limits, given the last 24 hours. */
export function limitProblem(
  limits: WithdrawLimits,
  amountMinor: number,
  last24h: { count: number; amountMinor: number },
): { code: ErrorCode; message: string } | undefined {
  if (amountMinor < limits.minMinor || amountMinor > limits.maxMinor) {
    return {
      code: 'withdraw.amount_out_of_range',
      message: `The amount must be between ${minorToAmount(limits.minMinor)} and ${minorToAmount(limits.maxMinor)}`,
    };
  }
  if (last24h.count >= limits.dailyCount) {
    return {
      code: 'withdraw.daily_count_exceeded',
      message: `At most ${limits.dailyCount} withdrawals in 24 hours`,
    };
  }
  const left = Math.max(0, limits.dailyAmountMinor - last24h.amountMinor);
  if (amountMinor > left) {
    return {
      code: 'withdraw.daily_amount_exceeded',
      message: `At most ${minorToAmount(left)} more can be withdrawn in the next 24 hours`,
    };
  }
  return undefined;
}

/**
 * The turnover requirement: bets since the last approved deposit must reach
 * `percent` % of what it credited (amount − fee + bonus). No deposit, no requirement.
 */
export function turnover(percent: number, creditMinor: number, stakedMinor: number) {
  const requiredMinor = shareOf(creditMinor, percentToBasisPoints(percent));
  return {
    requiredMinor,
    doneMinor: stakedMinor,
    missingMinor: Math.max(0, requiredMinor - stakedMinor),
  };
}

/** The turnover requirement as shown, with the percent it was counted at. */
export function turnoverView(percent: number, owed: ReturnType<typeof turnover>) {
  return {
    percent,
    required: minorToAmount(owed.requiredMinor),
    done: minorToAmount(owed.doneMinor),
    missing: minorToAmount(owed.missingMinor),
  };
}

/** A wallet's balance as shown: the total, what is held for pending withdrawals, and the rest. */
export function balanceView(wallet: { balanceMinor: number; heldMinor: number } | undefined) {
  const total = wallet?.balanceMinor ?? 0;
  const held = wallet?.heldMinor ?? 0;
  return {
    total: minorToAmount(total),
    held: minorToAmount(held),
    available: minorToAmount(total - held),
  };
}

/** The member's inbox message when a withdrawal is paid, rejected, or its payout failed. */
export function reviewMessage(r: {
  status: 'approved' | 'rejected' | 'failed';
  amountMinor: number;
  maskedCard: string;
  note: string | null;
}): Record<'EN' | 'TY', { title: string; content: string }> {
  const amount = minorToAmount(r.amountMinor);
  const card = escapeHtml(r.maskedCard);
  const note = r.note ? escapeHtml(r.note) : null;
  if (r.status === 'approved') {
    return {
      EN: {
        title: 'Withdrawal paid',
        content: `<p>Your withdrawal of <strong>${amount}</strong> to ${card} has been paid.</p>`,
      },
      TY: {
        title: 'Nabayaran na ang withdrawal',
        content: `<p>Nabayaran na ang iyong withdrawal na <strong>${amount}</strong> sa ${card}.</p>`,
      },
    };
  }
  if (r.status === 'failed') {
    return {
      EN: {
        title: 'Withdrawal not paid',
        content: `<p>Your withdrawal of <strong>${amount}</strong> to ${card} could not be paid; the amount is available in your balance again.</p>`,
      },
      TY: {
        title: 'Hindi naibayad ang withdrawal',
        content: `<p>Hindi naibayad ang iyong withdrawal na <strong>${amount}</strong> sa ${card}; magagamit na muli ang halaga sa iyong balanse.</p>`,
      },
    };
  }
  return {
    EN: {
      title: 'Withdrawal not approved',
      content: `<p>Your withdrawal of <strong>${amount}</strong> to ${card} was not approved; the amount is available in your balance again.</p>${note ? `<p>Reason: ${note}</p>` : ''}`,
    },
    TY: {
      title: 'Hindi naaprubahan ang withdrawal',
      content: `<p>Hindi naaprubahan ang iyong withdrawal na <strong>${amount}</strong> sa ${card}; magagamit na muli ang halaga sa iyong balanse.</p>${note ? `<p>Dahilan: ${note}</p>` : ''}`,
    },
  };
}

/**
 * How a payout's gateway report and the ledger disagree, or null when they
 * agree. `gateway`: what the gateway reports; `'unknown'`: it has no such
 * payout; null: it could not be asked. `ledgerMinor`: what the ledger paid
 * out for the withdrawal (its debit less a refund). The gateway paid money the
 * ledger never debited, the ledger debited a payout the gateway did not pay
 * (failed, or unknown to it), or the amounts differ; a payout still pending at
 * the gateway agrees with a ledger that has not debited it yet.
 */
export function payoutMismatch(
  gateway: { outcome: 'paid' | 'failed' | 'pending'; amountMinor: number } | 'unknown' | null,
  ledgerMinor: number,
): 'not_debited' | 'not_paid' | 'amount' | 'gateway_unreachable' | null {
  if (gateway === null) return 'gateway_unreachable';
  if (gateway === 'unknown' || gateway.outcome === 'failed') {
    return ledgerMinor === 0 ? null : 'not_paid';
  }
  if (gateway.outcome === 'pending') {
    return ledgerMinor === 0 || ledgerMinor === gateway.amountMinor ? null : 'amount';
  }
  if (ledgerMinor === 0) return 'not_debited';
  return ledgerMinor === gateway.amountMinor ? null : 'amount';
}
