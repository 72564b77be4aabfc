import { z } from 'zod';
import { money } from './account.ts';
import { isoDate } from './wallet-records.ts';
import {
  REPORT_KINDS,
  REPORT_MEMBERS_DEFAULT,
  REPORT_MEMBERS_MAX,
  UTC_OFFSET_MAX_MINUTES,
} from './reports-rules.ts';

export * from './reports-rules.ts';

/**
 * The back office's reports: figures of a range of days in the
 * operator's time zone, as JSON or as a CSV file (`format=csv` or
 * `Accept: text/csv`). Money is a 2-decimal string; GGR = stakes − wins of the
 * settled bets.
 */
export const reportParams = z.object({ report: z.enum(REPORT_KINDS) }).strict();

export const reportQuery = z
  .object({
    /** First day, included (YYYY-MM-DD). Default: `to`, or today. */
    from: isoDate.optional(),
    /** Last day, included. Default: today. */
    to: isoDate.optional(),
    /** Minutes east of UTC of the operator's days. Default 0 (UTC). */
    utcOffset: z.coerce
      .number()
      .int()
      .min(-UTC_OFFSET_MAX_MINUTES)
      .max(UTC_OFFSET_MAX_MINUTES)
      .default(0),
    format: z.enum(['json', 'csv']).optional(),
    /** The members, agents and bets reports as JSON: how many rows (CSV: every row). */
    limit: z.coerce.number().int().min(1).max(REPORT_MEMBERS_MAX).default(REPORT_MEMBERS_DEFAULT),
  })
  .strict();

const play = {
  stakes: money,
  wins: money,
  /** Stakes − wins: what the house kept. */
  ggr: money,
};

export const dailyRow = z.object({
  day: z.string(),
  deposits: money,
  withdrawals: money,
  ...play,
  newMembers: z.number().int(),
  /** Members whose first approved deposit fell in the day. */
  firstDeposits: z.number().int(),
  activeMembers: z.number().int(),
});
export type DailyRow = z.infer<typeof dailyRow>;

export const gameRow = z.object({
  vendor: z.string(),
  gameType: z.string(),
  rounds: z.number().int(),
  ...play,
});
export type GameRow = z.infer<typeof gameRow>;

export const memberRow = z.object({
  memberId: z.string(),
  username: z.string(),
  rounds: z.number().int(),
  ...play,
});
export type MemberReportRow = z.infer<typeof memberRow>;

/**
 * Deposit and withdrawal requests made in the range, per channel (a deposit
 * channel's id, or a withdrawal's bank) and status: how many and their amount.
 */
export const paymentRow = z.object({
  channel: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  depositCount: z.number().int(),
  depositAmount: money,
  withdrawalCount: z.number().int(),
  withdrawalAmount: money,
});
export type PaymentReportRow = z.infer<typeof paymentRow>;

/**
 * A top-level agent's team (every downline at any depth, the agent not
 * included): bets settled, deposits and withdrawals paid and bonuses (rebates,
 * rewards, agent payouts) credited in the range.
 */
export const agentRow = z.object({
  agentId: z.string(),
  username: z.string(),
  teamSize: z.number().int(),
  ...play,
  deposits: money,
  withdrawals: money,
  bonuses: money,
});
export type AgentReportRow = z.infer<typeof agentRow>;

/** One settled bet. */
export const betRow = z.object({
  betId: z.string(),
  settledAt: z.string(),
  memberId: z.string(),
  username: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  nodeId: z.number().int(),
  roundId: z.string(),
  stake: money,
  win: money,
  /** Stake − win. */
  ggr: money,
});
export type BetReportRow = z.infer<typeof betRow>;

/** Key figures of a period (the dashboard). */
export const periodFigures = z.object({
  from: z.string(),
  to: z.string(),
  deposits: money,
  withdrawals: money,
  ...play,
  newMembers: z.number().int(),
  firstDeposits: z.number().int(),
  activeMembers: z.number().int(),
});
export type PeriodFigures = z.infer<typeof periodFigures>;

const range = { from: z.string(), to: z.string(), utcOffset: z.number().int() };

export const reportValue = z.discriminatedUnion('report', [
  z.object({
    report: z.literal('daily'),
    ...range,
    rows: z.array(dailyRow),
    /** Sums of the rows; `activeMembers`: distinct members over the whole range. */
    totals: dailyRow.omit({ day: true }),
  }),
  z.object({
    report: z.literal('games'),
    ...range,
    rows: z.array(gameRow),
    totals: gameRow.omit({ vendor: true, gameType: true }),
  }),
  z.object({
    report: z.literal('members'),
    ...range,
    /** Most stakes first. */
    rows: z.array(memberRow),
    /** Of the rows listed. */
    totals: memberRow.omit({ memberId: true, username: true }),
  }),
  z.object({
    report: z.literal('payments'),
    ...range,
    /** By channel, then status. */
    rows: z.array(paymentRow),
    totals: paymentRow.omit({ channel: true, status: true }),
  }),
  z.object({
    report: z.literal('agents'),
    ...range,
    /** By username; at most `limit`. */
    rows: z.array(agentRow),
    /** Of the rows listed (top-level agents' teams do not overlap). */
    totals: agentRow.omit({ agentId: true, username: true }),
  }),
  z.object({
    report: z.literal('bets'),
    ...range,
    /** Oldest settlement first; at most `limit` (the CSV file has every one). */
    rows: z.array(betRow),
    /** More bets were settled in the range than listed. */
    more: z.boolean(),
    totals: z.object({ rounds: z.number().int(), ...play }),
  }),
  z.object({
    report: z.literal('dashboard'),
    ...range,
    /** The day `to`. */
    today: periodFigures,
    /** The DASHBOARD_DAYS days ending with `to`. */
    week: periodFigures,
    /** The DASHBOARD_MONTH_DAYS days ending with `to`. */
    month: periodFigures,
    /** The DASHBOARD_MONTH_DAYS days ending with `to`, day by day (the chart). */
    days: z.array(dailyRow),
    pendingDeposits: z.number().int(),
    pendingWithdrawals: z.number().int(),
  }),
]);
export type ReportValue = z.infer<typeof reportValue>;
