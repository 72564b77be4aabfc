import {
  AGENT_PAYOUT_KINDS,
  AGENT_PAYOUT_STATUSES,
  rateToBp,
  type AgentPayoutKind,
  type AgentPayoutStatus,
  type ContractKind,
} from '@kalaro/contract/agent-rules';
import { dateRangeProblem, dayStartUtc } from '@kalaro/contract/records-rules';
import type { AgentRange, PayoutFilter } from './agents-api';
import type { AdminText } from './model';
import { rangeEnding } from './reports-model';

/**
 * The back office's Agents section and payout review: pure rules, shared by the
 * screens and their tests. The server checks each of them again.
 */

/** Days an agent's page shows at first: the last week, today included. */
export const AGENT_RANGE_DAYS = 7;

/** The agent page's range from its address (`from`, `to`), else the last week at `utcOffset`. */
export function agentRangeOf(
  params: URLSearchParams,
  now: number,
  utcOffset: number,
): { startDate: string; endDate: string; utcOffset: number } {
  const fallback = rangeEnding(now, utcOffset, AGENT_RANGE_DAYS);
  return {
    startDate: params.get('from') ?? fallback.from,
    endDate: params.get('to') ?? fallback.to,
    utcOffset,
  };
}

/** What is wrong with a range, checked before asking (the records' 90 days at most); null: fine. */
export function agentRangeError(range: AgentRange): AdminText | null {
  if (dayStartUtc(range.startDate) === undefined || dayStartUtc(range.endDate) === undefined) {
    return 'reports_range_invalid';
  }
  switch (dateRangeProblem(range.startDate, range.endDate)) {
    case 'order':
      return 'reports_range_order';
    case 'too_long':
      return 'agents_range_too_long';
    default:
      return null;
  }
}

export const contractKindText = (kind: ContractKind): AdminText =>
  `agents_kind_${kind}` as AdminText;

export const payoutKindText = (kind: AgentPayoutKind): AdminText =>
  `payouts_kind_${kind}` as AdminText;

export const payoutStatusText = (status: AgentPayoutStatus): AdminText =>
  `payouts_status_${status}` as AdminText;

/**
 * What is wrong with an offer's rate before sending it: not a percentage with at
 * most two decimals, or above the highest rate that may be offered; null: fine.
 */
export function offerRateError(rate: string, ceiling: string): AdminText | null {
  const bp = rateToBp(rate.trim());
  if (bp === undefined) return 'agents_offer_rate_invalid';
  if (bp > (rateToBp(ceiling) ?? 0)) return 'agents_offer_rate_above';
  return null;
}

/** The agents above one, top-level first, as one line. */
export const pathText = (path: readonly { username: string }[]): string =>
  path.map((agent) => agent.username).join(' › ');

const isStatus = (value: string | null): value is AgentPayoutStatus =>
  (AGENT_PAYOUT_STATUSES as readonly string[]).includes(value ?? '');
const isKind = (value: string | null): value is AgentPayoutKind =>
  (AGENT_PAYOUT_KINDS as readonly string[]).includes(value ?? '');
const isDay = (value: string | null): value is string =>
  value !== null && dayStartUtc(value) !== undefined;

/**
 * The payout review's filter from its address: pending at first; a status of
 * `all` (or none known) lists every status; unknown kinds and days are left out.
 */
export function payoutFilterOf(params: URLSearchParams): PayoutFilter {
  const status = params.get('status');
  const kind = params.get('kind');
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: status === null ? 'pending' : isStatus(status) ? status : '',
    kind: isKind(kind) ? kind : '',
    userName: params.get('agent')?.trim() ?? '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The address's parameters of a payout filter (what is unset is left out; every status: `all`). */
export function payoutFilterParams(filter: PayoutFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      status: filter.status || 'all',
      kind: filter.kind,
      agent: filter.userName,
      from: filter.from,
      to: filter.to,
      page: filter.page > 1 ? String(filter.page) : '',
    }).filter(([, value]) => value !== ''),
  );
}
