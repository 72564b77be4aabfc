import { amountToMinor, minorToAmount } from '@kalaro/contract/money';
import {
  DEPOSIT_LIMIT_INCREASE_DELAY_MS,
  DEPOSIT_LIMIT_PERIODS,
  limitChangeIsImmediate,
  type DepositChannelConfig,
  type DepositLimitPeriod,
  type PaymentsConfig,
} from '@kalaro/contract/payments';

/**
 * Pure rules of deposits: which channels are offered, the player's
 * own limits (a raise waits 24 hours), and the inbox texts of a review.
 */

/** An operator-configuration amount ("100.00", checked by the configuration's schema) in minor units. */
export function configMinor(amount: string): number {
  const minor = amountToMinor(amount);
  if (minor === undefined) throw new RangeError(`Not an amount: ${JSON.stringify(amount)}`);
  return minor;
}

/** Enabled channels whose provider this server runs, in the operator's order. */
export const offeredChannels = (
  payments: PaymentsConfig,
  providers: { has(id: string): boolean },
): DepositChannelConfig[] =>
  payments.channels.filter((c) => c.enabled && providers.has(c.provider));

/** The bottom menu's '+3%': the largest bonus of the channels offered (0: none). */
export const largestBonusPercent = (channels: readonly DepositChannelConfig[]): number =>
  channels.reduce((max, c) => Math.max(max, c.bonusPercent), 0);

// --- the player's deposit limits -------------------------------------------------

/** One period's limit: in force, and a raise (or removal) waiting until `pendingAt`. */
export interface LimitState {
  limitMinor: number | null;
  pendingLimitMinor: number | null;
  /** ms; null: nothing pending. */
  pendingAt: number | null;
}

export const NO_LIMIT: LimitState = { limitMinor: null, pendingLimitMinor: null, pendingAt: null };

/** The state at `now`: a pending change whose time has come is in force. */
export function limitAt(state: LimitState, now: number): LimitState {
  if (state.pendingAt !== null && state.pendingAt <= now) {
    return { limitMinor: state.pendingLimitMinor, pendingLimitMinor: null, pendingAt: null };
  }
  return state;
}

/**
 * The state after the player asks for `next` (null: no limit) at `now`. A lower
 * limit or a first one holds at once (and cancels a pending raise, as does
 * asking for the limit in force again); a raise or a removal waits
 * DEPOSIT_LIMIT_INCREASE_DELAY_MS. Asking again for the raise already pending
 * keeps its time rather than restart the wait.
 */
export function planLimitChange(current: LimitState, next: number | null, now: number): LimitState {
  const state = limitAt(current, now);
  if (limitChangeIsImmediate(state.limitMinor, next)) {
    return { limitMinor: next, pendingLimitMinor: null, pendingAt: null };
  }
  if (state.pendingAt !== null && state.pendingLimitMinor === next) return state;
  return {
    limitMinor: state.limitMinor,
    pendingLimitMinor: next,
    pendingAt: now + DEPOSIT_LIMIT_INCREASE_DELAY_MS,
  };
}

export interface LimitBreach {
  period: DepositLimitPeriod;
  remainingMinor: number;
}

/**
 * The limit a new request of `amountMinor` would pass, given what was deposited
 * in each period's window: the one with the least room left, or undefined.
 */
export function limitBreach(
  limits: Readonly<Record<DepositLimitPeriod, number | null>>,
  used: Readonly<Record<DepositLimitPeriod, number>>,
  amountMinor: number,
): LimitBreach | undefined {
  let breach: LimitBreach | undefined;
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const limit = limits[period];
    if (limit === null) continue;
    const remainingMinor = Math.max(0, limit - used[period]);
    if (amountMinor > remainingMinor && (!breach || remainingMinor < breach.remainingMinor)) {
      breach = { period, remainingMinor };
    }
  }
  return breach;
}

const PERIOD_WORDS: Record<DepositLimitPeriod, string> = {
  day: '24-hour',
  week: '7-day',
  month: 'monthly',
};

export const limitBreachMessage = ({ period, remainingMinor }: LimitBreach): string =>
  remainingMinor === 0
    ? `This deposit is over your ${PERIOD_WORDS[period]} deposit limit: you can deposit nothing more until the limit resets.`
    : `This deposit is over your ${PERIOD_WORDS[period]} deposit limit: you can deposit at most ${minorToAmount(remainingMinor)} more.`;

// --- inbox messages ----------------------------------------------------------------

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export interface ReviewedDeposit {
  status: 'approved' | 'rejected';
  channelName: Readonly<Record<string, string>>;
  amountMinor: number;
  feeMinor: number;
  bonusMinor: number;
  note: string | null;
}

/** The member's inbox message about a reviewed deposit, in EN and TY (HTML escaped). */
export function reviewMessage(
  d: ReviewedDeposit,
): Record<'EN' | 'TY', { title: string; content: string }> {
  const amount = minorToAmount(d.amountMinor);
  const credited = minorToAmount(d.amountMinor - d.feeMinor + d.bonusMinor);
  const en = escapeHtml(d.channelName.EN ?? Object.values(d.channelName)[0] ?? '');
  const ty = escapeHtml(d.channelName.TY ?? d.channelName.EN ?? en);
  const note = d.note ? escapeHtml(d.note) : null;
  if (d.status === 'approved') {
    const bonusEn = d.bonusMinor > 0 ? ` (bonus ${minorToAmount(d.bonusMinor)} included)` : '';
    const bonusTy = d.bonusMinor > 0 ? ` (kasama ang bonus na ${minorToAmount(d.bonusMinor)})` : '';
    return {
      EN: {
        title: 'Deposit approved',
        content: `<p>Your deposit of <strong>${amount}</strong> by ${en} has been approved.</p><p><strong>${credited}</strong> has been added to your balance${bonusEn}.</p>`,
      },
      TY: {
        title: 'Naaprubahan ang deposito',
        content: `<p>Naaprubahan na ang iyong deposito na <strong>${amount}</strong> sa pamamagitan ng ${ty}.</p><p>Naidagdag na ang <strong>${credited}</strong> sa iyong balanse${bonusTy}.</p>`,
      },
    };
  }
  return {
    EN: {
      title: 'Deposit not approved',
      content: `<p>Your deposit request of <strong>${amount}</strong> by ${en} was not approved; nothing was added to your balance.</p>${note ? `<p>Reason: ${note}</p>` : ''}`,
    },
    TY: {
      title: 'Hindi naaprubahan ang deposito',
      content: `<p>Hindi naaprubahan ang iyong hiling na deposito na <strong>${amount}</strong> sa pamamagitan ng ${ty}; walang naidagdag sa iyong balanse.</p>${note ? `<p>Dahilan: ${note}</p>` : ''}`,
    },
  };
}

/**
 * How a request's gateway report and its ledger credit disagree, or null when
 * they agree: the gateway took money the ledger never credited, the ledger
 * credited money the gateway did not take, or the credit is not the amount
 * taken less the fee. `gateway` null: the gateway could not be asked.
 */
export function reconciliationMismatch(
  gateway: { outcome: 'paid' | 'failed' | 'pending'; amountMinor: number } | null,
  ledgerMinor: number,
  feeMinor: number,
): 'not_credited' | 'not_paid' | 'amount' | 'gateway_unreachable' | null {
  if (!gateway) return 'gateway_unreachable';
  if (gateway.outcome !== 'paid') return ledgerMinor !== 0 ? 'not_paid' : null;
  if (ledgerMinor === 0) return 'not_credited';
  return ledgerMinor === gateway.amountMinor - feeMinor ? null : 'amount';
}
