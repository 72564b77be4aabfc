import { dayOf, dayStartUtc } from '@kalaro/contract/records-rules';
import { formatMoney } from '@kalaro/contract/money-format';
import { reportsAdminRoutes } from '@kalaro/contract/routes/reports-admin';
import {
  REPORT_MAX_RANGE_DAYS,
  reportRangeProblem,
  type ReportKind,
} from '@kalaro/contract/reports-rules';
import type { AdminText } from './model';

/** The reports the reports screen offers (the dashboard is the home screen's). */
export const SCREEN_REPORTS = [
  'daily',
  'games',
  'members',
  'payments',
  'agents',
  'bets',
] as const satisfies readonly ReportKind[];
export type ScreenReport = (typeof SCREEN_REPORTS)[number];

const DAY_MS = 86_400_000;

/** The browser's minutes east of UTC: the operator's days. */
export const localUtcOffset = (): number => -new Date().getTimezoneOffset();

/** The day `days` before `day` (YYYY-MM-DD). */
export const daysBefore = (day: string, days: number): string =>
  new Date(dayStartUtc(day)! - days * DAY_MS).toISOString().slice(0, 10);

/** The `days` days ending with the day of `now` at `utcOffset` minutes east of UTC. */
export function rangeEnding(
  now: number,
  utcOffset: number,
  days: number,
): { from: string; to: string; utcOffset: number } {
  const to = dayOf(now, utcOffset);
  return { from: daysBefore(to, days - 1), to, utcOffset };
}

/** What is wrong with a range the operator chose, checked before asking; null when fine. */
export function rangeError(from: string, to: string): AdminText | null {
  switch (reportRangeProblem(from, to)) {
    case 'invalid':
      return 'reports_range_invalid';
    case 'order':
      return 'reports_range_order';
    case 'too_long':
      return 'reports_range_too_long';
    default:
      return null;
  }
}
export { REPORT_MAX_RANGE_DAYS };

/** The report's address on the server, as JSON or as a CSV file (the download link). */
export function reportHref(
  report: ReportKind,
  range: { from: string; to: string; utcOffset: number },
  format?: 'csv',
): string {
  const query = new URLSearchParams({
    from: range.from,
    to: range.to,
    utcOffset: String(range.utcOffset),
    ...(format ? { format } : {}),
  });
  return `${reportsAdminRoutes.report.path.replace(':report', report)}?${query}`;
}

/** `status`: a deposit's or withdrawal's status, shown in words. */
export type ColumnKind = 'text' | 'money' | 'count' | 'status';
export interface ReportColumn {
  key: string;
  label: AdminText;
  kind: ColumnKind;
  /** The totals' field of the column, when it is not `key` (a bet's `stake`, the totals' `stakes`). */
  totalKey?: string;
}

const PLAY: ReportColumn[] = [
  { key: 'stakes', label: 'reports_col_stakes', kind: 'money' },
  { key: 'wins', label: 'reports_col_wins', kind: 'money' },
  { key: 'ggr', label: 'reports_col_ggr', kind: 'money' },
];

/** Each report's columns, in the table's order (the first one names the row). */
export const REPORT_COLUMNS: Record<ScreenReport, readonly ReportColumn[]> = {
  daily: [
    { key: 'day', label: 'reports_col_day', kind: 'text' },
    { key: 'deposits', label: 'reports_col_deposits', kind: 'money' },
    { key: 'withdrawals', label: 'reports_col_withdrawals', kind: 'money' },
    ...PLAY,
    { key: 'newMembers', label: 'reports_col_new_members', kind: 'count' },
    { key: 'firstDeposits', label: 'reports_col_first_deposits', kind: 'count' },
    { key: 'activeMembers', label: 'reports_col_active_members', kind: 'count' },
  ],
  games: [
    { key: 'vendor', label: 'reports_col_vendor', kind: 'text' },
    { key: 'gameType', label: 'reports_col_game_type', kind: 'text' },
    { key: 'rounds', label: 'reports_col_rounds', kind: 'count' },
    ...PLAY,
  ],
  members: [
    { key: 'username', label: 'reports_col_member', kind: 'text' },
    { key: 'rounds', label: 'reports_col_rounds', kind: 'count' },
    ...PLAY,
  ],
  payments: [
    { key: 'channel', label: 'reports_col_channel', kind: 'text' },
    { key: 'status', label: 'reports_col_status', kind: 'status' },
    { key: 'depositCount', label: 'reports_col_deposit_count', kind: 'count' },
    { key: 'depositAmount', label: 'reports_col_deposit_amount', kind: 'money' },
    { key: 'withdrawalCount', label: 'reports_col_withdrawal_count', kind: 'count' },
    { key: 'withdrawalAmount', label: 'reports_col_withdrawal_amount', kind: 'money' },
  ],
  agents: [
    { key: 'username', label: 'reports_col_agent', kind: 'text' },
    { key: 'teamSize', label: 'reports_col_team_size', kind: 'count' },
    ...PLAY,
    { key: 'deposits', label: 'reports_col_deposits', kind: 'money' },
    { key: 'withdrawals', label: 'reports_col_withdrawals', kind: 'money' },
    { key: 'bonuses', label: 'reports_col_bonuses', kind: 'money' },
  ],
  bets: [
    { key: 'settledAt', label: 'reports_col_settled_at', kind: 'text' },
    { key: 'username', label: 'reports_col_member', kind: 'text' },
    { key: 'vendor', label: 'reports_col_vendor', kind: 'text' },
    { key: 'gameType', label: 'reports_col_game_type', kind: 'text' },
    { key: 'stake', label: 'reports_col_stakes', kind: 'money', totalKey: 'stakes' },
    { key: 'win', label: 'reports_col_wins', kind: 'money', totalKey: 'wins' },
    { key: 'ggr', label: 'reports_col_ggr', kind: 'money' },
  ],
};

/** How many bets the bets report shows on screen (the CSV file has every one). */
export const SCREEN_BETS_LIMIT = 200;

/** A line under the range saying what a report counts, for the reports that need one. */
export const REPORT_HINT: Partial<Record<ScreenReport, AdminText>> = {
  payments: 'reports_hint_payments',
  agents: 'reports_hint_agents',
  bets: 'reports_hint_bets',
};

/** The text of a payment's status. */
export const STATUS_TEXT: Record<string, AdminText> = {
  pending: 'reports_status_pending',
  approved: 'reports_status_approved',
  rejected: 'reports_status_rejected',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A cell as shown: money grouped with 2 decimals, counts grouped, an instant as its UTC day and time, text as it is, – when absent. */
export function formatCell(value: unknown, kind: ColumnKind): string {
  if (value === undefined || value === null || value === '') return '–';
  if (kind === 'money') return formatMoney(String(value));
  if (kind === 'count' && typeof value === 'number') return value.toLocaleString('en-US');
  if (kind === 'text' && typeof value === 'string' && ISO_INSTANT.test(value)) {
    return `${value.slice(0, 10)} ${value.slice(11, 19)}`;
  }
  return String(value);
}

/** The report a screen address asks for (`?report=`), daily when none or unknown. */
export const screenReportOf = (value: string | null): ScreenReport =>
  SCREEN_REPORTS.find((r) => r === value) ?? 'daily';

/** The last `days` days ending today on the browser's clock and in its time zone. */
export const lastDays = (days: number) => rangeEnding(Date.now(), localUtcOffset(), days);
