import { formatMoney } from '@kalaro/contract/money-format';
import type { AdminDepositDetail, AdminWithdrawalDetail } from '@kalaro/contract/payments';
import type { WithdrawStatus } from '@kalaro/contract/payments-rules';
import { utcTime, type AdminText } from './model';

/** A review request's detail: a deposit's or a withdrawal's (with its bank card). */
export type PaymentDetail = AdminDepositDetail | AdminWithdrawalDetail;

/** One line of a member's latest deposits or withdrawals, as the detail lists it. */
export interface HistoryLine {
  id: string;
  time: string;
  amount: string;
  status: AdminText;
  /** A deposit's channel (withdrawals: none). */
  via?: string;
  /** The request the detail is about. */
  current: boolean;
}

/** A member's latest requests (newest first, as the server sends them), this one marked. */
export function historyLines(
  items: readonly {
    id: string;
    createdAt: string;
    amount: string;
    status: WithdrawStatus;
    channelName?: string;
  }[],
  currentId: string,
): HistoryLine[] {
  return items.map((item) => ({
    id: item.id,
    time: utcTime(item.createdAt),
    amount: formatMoney(item.amount),
    status: `deposit_${item.status}`,
    ...(item.channelName === undefined ? {} : { via: item.channelName }),
    current: item.id === currentId,
  }));
}

/**
 * The turnover line: nothing owed, or what is still to be bet (of how much,
 * at what percent of the last deposit's credit).
 */
export function turnoverLine(turnover: PaymentDetail['turnover']): {
  key: AdminText;
  values: Record<string, string | number>;
} {
  // A money string is zero when it has no digit but 0 ("0.00"); never below zero.
  if (!/[1-9]/.test(turnover.missing)) {
    return { key: 'payment_detail_turnover_clear', values: {} };
  }
  return {
    key: 'payment_detail_turnover_owed',
    values: {
      missing: formatMoney(turnover.missing),
      done: formatMoney(turnover.done),
      required: formatMoney(turnover.required),
      percent: turnover.percent,
    },
  };
}

/** The withdrawal's bank card in one line: bank, masked number, payee (masked). */
export const cardLine = (card: AdminWithdrawalDetail['request']['card']): string =>
  `${card.bankName} ${card.maskedNumber} · ${card.payeeName}`;

/** The member's page in the back office. */
export const memberPath = (memberId: string): string =>
  `/admin/members/${encodeURIComponent(memberId)}`;
