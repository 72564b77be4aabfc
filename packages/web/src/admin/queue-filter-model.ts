import { adminWithdrawalsQuery } from '@kalaro/contract/payments';
import { issuesByPath } from './campaigns-model';

/** A review queue's filters besides the status, each left out when empty. */
export interface QueueFilter {
  member?: string;
  channel?: string;
  minAmount?: string;
  maxAmount?: string;
  fromDate?: string;
  toDate?: string;
}

export const QUEUE_FILTER_FIELDS = [
  'member',
  'channel',
  'minAmount',
  'maxAmount',
  'fromDate',
  'toDate',
] as const satisfies readonly (keyof QueueFilter)[];

/**
 * The filters from the form's values (trimmed, empty ones left out), checked
 * by the contract's schema so a problem shows under its field before any call.
 */
export function queueFilterOf(
  values: Partial<Record<keyof QueueFilter, string>>,
  utcOffset: number,
): { ok: true; filter: QueueFilter } | { ok: false; problems: Record<string, string> } {
  const filter: QueueFilter = {};
  for (const key of QUEUE_FILTER_FIELDS) {
    const value = values[key]?.trim();
    if (value) filter[key] = value;
  }
  const parsed = adminWithdrawalsQuery.safeParse({ ...filter, utcOffset });
  return parsed.success
    ? { ok: true, filter }
    : { ok: false, problems: issuesByPath(parsed.error.issues) };
}

/** The operator's time zone, minutes east of UTC (the days of the filter are theirs). */
export const localUtcOffset = (at = new Date()): number => -at.getTimezoneOffset();
