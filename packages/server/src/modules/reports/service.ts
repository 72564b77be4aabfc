import {
  DASHBOARD_DAYS,
  REPORT_MAX_RANGE_DAYS,
  reportRangeProblem,
  type DailyRow,
  type GameRow,
  type MemberReportRow,
  type PeriodFigures,
  type ReportKind,
  type ReportValue,
} from '@kalaro/contract/reports';
import { dayOf, dayStartUtc } from '@kalaro/contract/records-rules';
import { minorToAmount } from '@kalaro/contract/money';
import { and, count, countDistinct, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { daySpan, type Span } from '../../lib/date-range.ts';
import { AppError } from '../../lib/errors.ts';
import { membersTable } from '../accounts/tables.ts';
import { betsTable } from '../bets/tables.ts';
import { depositRequestsTable } from '../deposit/tables.ts';
import { withdrawRequestsTable } from '../withdraw/tables.ts';

const DAY_MS = 86_400_000;
/** Trial (free-play) accounts: not members the operator counts. */
const TRIAL_TYPE = 4;

export interface ReportQuery {
  from?: string;
  to?: string;
  utcOffset: number;
  limit: number;
}

interface Range extends Span {
  fromDay: string;
  toDay: string;
  utcOffset: number;
}

/** The query's days, checked: from..to (defaults: today), at most REPORT_MAX_RANGE_DAYS. */
export function reportRange(query: ReportQuery, now: number): Range {
  const toDay =
    query.to ??
    (query.from && query.from > dayOf(now, query.utcOffset)
      ? query.from
      : dayOf(now, query.utcOffset));
  const fromDay = query.from ?? toDay;
  const problem = reportRangeProblem(fromDay, toDay);
  if (problem) {
    throw new AppError(
      'admin.report_range_invalid',
      problem === 'order'
        ? '`to` is before `from`'
        : `The range is longer than ${REPORT_MAX_RANGE_DAYS} days`,
      { problem, maxDays: REPORT_MAX_RANGE_DAYS },
    );
  }
  return {
    fromDay,
    toDay,
    utcOffset: query.utcOffset,
    ...daySpan(fromDay, toDay, query.utcOffset),
  };
}

/**
 * The day (YYYY-MM-DD, the operator's time zone) of a timestamp column. The
 * offset is written into the text (a checked integer), not bound: GROUP BY must
 * see the same expression as the select list.
 */
const dayExpr = (column: AnyPgColumn, utcOffset: number): SQL<string> => {
  const minutes = sql.raw(String(Math.trunc(Number(utcOffset)) || 0));
  return sql<string>`to_char((${column} + make_interval(mins => ${minutes})) at time zone 'UTC', 'YYYY-MM-DD')`;
};

const total = (expr: SQL | AnyPgColumn) =>
  sql<number>`coalesce(sum(${expr}), 0)::bigint`.mapWith(Number);

const inSpan = (column: AnyPgColumn, span: Span) =>
  and(gte(column, span.from), lt(column, span.to));

const b = betsTable;
const settledIn = (span: Span) => and(eq(b.status, 'settled'), inSpan(b.settledAt, span));

const playOf = (stakes: number, wins: number) => ({
  stakes: minorToAmount(stakes),
  wins: minorToAmount(wins),
  ggr: minorToAmount(stakes - wins),
});

/** Every day of the range, in order. */
function daysOf(range: Range): string[] {
  const days: string[] = [];
  for (let ms = dayStartUtc(range.fromDay)!; ms <= dayStartUtc(range.toDay)!; ms += DAY_MS) {
    days.push(new Date(ms).toISOString().slice(0, 10));
  }
  return days;
}

/** Approved deposits and withdrawals (when approved), settled bets (when settled), registrations. */
async function dailyFigures(db: Db, range: Range) {
  const { utcOffset } = range;
  const depositDay = dayExpr(depositRequestsTable.reviewedAt, utcOffset);
  const withdrawDay = dayExpr(withdrawRequestsTable.reviewedAt, utcOffset);
  const betDay = dayExpr(b.settledAt, utcOffset);
  const memberDay = dayExpr(membersTable.regDate, utcOffset);
  const [deposits, withdrawals, bets, members] = await Promise.all([
    db
      .select({ day: depositDay, minor: total(depositRequestsTable.amountMinor) })
      .from(depositRequestsTable)
      .where(
        and(
          eq(depositRequestsTable.status, 'approved'),
          inSpan(depositRequestsTable.reviewedAt, range),
        ),
      )
      .groupBy(depositDay),
    db
      .select({ day: withdrawDay, minor: total(withdrawRequestsTable.amountMinor) })
      .from(withdrawRequestsTable)
      .where(
        and(
          eq(withdrawRequestsTable.status, 'approved'),
          inSpan(withdrawRequestsTable.reviewedAt, range),
        ),
      )
      .groupBy(withdrawDay),
    db
      .select({
        day: betDay,
        stakes: total(b.stakeMinor),
        wins: total(b.winMinor),
        active: countDistinct(b.memberId),
      })
      .from(b)
      .where(settledIn(range))
      .groupBy(betDay),
    db
      .select({ day: memberDay, n: count() })
      .from(membersTable)
      .where(and(inSpan(membersTable.regDate, range), ne(membersTable.type, TRIAL_TYPE)))
      .groupBy(memberDay),
  ]);
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  return {
    deposits: byDay(deposits),
    withdrawals: byDay(withdrawals),
    bets: byDay(bets),
    members: byDay(members),
  };
}

async function activeMembers(db: Db, span: Span): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(b.memberId) })
    .from(b)
    .where(settledIn(span));
  return row?.n ?? 0;
}

export async function dailyReport(db: Db, range: Range) {
  const [figures, active] = await Promise.all([dailyFigures(db, range), activeMembers(db, range)]);
  const sums = { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, newMembers: 0 };
  const rows: DailyRow[] = daysOf(range).map((day) => {
    const deposits = figures.deposits.get(day)?.minor ?? 0;
    const withdrawals = figures.withdrawals.get(day)?.minor ?? 0;
    const bet = figures.bets.get(day);
    const newMembers = figures.members.get(day)?.n ?? 0;
    sums.deposits += deposits;
    sums.withdrawals += withdrawals;
    sums.stakes += bet?.stakes ?? 0;
    sums.wins += bet?.wins ?? 0;
    sums.newMembers += newMembers;
    return {
      day,
      deposits: minorToAmount(deposits),
      withdrawals: minorToAmount(withdrawals),
      ...playOf(bet?.stakes ?? 0, bet?.wins ?? 0),
      newMembers,
      activeMembers: bet?.active ?? 0,
    };
  });
  return {
    rows,
    totals: {
      deposits: minorToAmount(sums.deposits),
      withdrawals: minorToAmount(sums.withdrawals),
      ...playOf(sums.stakes, sums.wins),
      newMembers: sums.newMembers,
      activeMembers: active,
    },
  };
}

export async function gamesReport(db: Db, range: Range) {
  const rows = await db
    .select({
      vendor: b.vendor,
      gameType: b.gameType,
      rounds: count(),
      stakes: total(b.stakeMinor),
      wins: total(b.winMinor),
    })
    .from(b)
    .where(settledIn(range))
    .groupBy(b.vendor, b.gameType)
    .orderBy(b.vendor, b.gameType);
  const sums = { rounds: 0, stakes: 0, wins: 0 };
  const list: GameRow[] = rows.map((row) => {
    sums.rounds += row.rounds;
    sums.stakes += row.stakes;
    sums.wins += row.wins;
    return {
      vendor: row.vendor,
      gameType: row.gameType,
      rounds: row.rounds,
      ...playOf(row.stakes, row.wins),
    };
  });
  return { rows: list, totals: { rounds: sums.rounds, ...playOf(sums.stakes, sums.wins) } };
}

export async function membersReport(db: Db, range: Range, limit: number) {
  const stakes = total(b.stakeMinor);
  const rows = await db
    .select({
      memberId: b.memberId,
      username: membersTable.username,
      rounds: count(),
      stakes,
      wins: total(b.winMinor),
    })
    .from(b)
    .innerJoin(membersTable, eq(membersTable.id, b.memberId))
    .where(settledIn(range))
    .groupBy(b.memberId, membersTable.username)
    .orderBy(desc(stakes), membersTable.username)
    .limit(limit);
  const sums = { rounds: 0, stakes: 0, wins: 0 };
  const list: MemberReportRow[] = rows.map((row) => {
    sums.rounds += row.rounds;
    sums.stakes += row.stakes;
    sums.wins += row.wins;
    return {
      memberId: row.memberId,
      username: row.username,
      rounds: row.rounds,
      ...playOf(row.stakes, row.wins),
    };
  });
  return { rows: list, totals: { rounds: sums.rounds, ...playOf(sums.stakes, sums.wins) } };
}

/** A period's key figures, summed over its days. */
async function periodFigures(db: Db, range: Range): Promise<PeriodFigures> {
  const { totals } = await dailyReport(db, range);
  return { from: range.fromDay, to: range.toDay, ...totals };
}

export async function dashboardReport(db: Db, range: Range) {
  const today = {
    ...range,
    fromDay: range.toDay,
    ...daySpan(range.toDay, range.toDay, range.utcOffset),
  };
  const weekStart = new Date(dayStartUtc(range.toDay)! - (DASHBOARD_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const week = {
    ...range,
    fromDay: weekStart,
    ...daySpan(weekStart, range.toDay, range.utcOffset),
  };
  const pending = (table: typeof depositRequestsTable | typeof withdrawRequestsTable) =>
    db
      .select({ n: count() })
      .from(table)
      .where(eq(table.status, 'pending'))
      .then(([row]) => row?.n ?? 0);
  const [todayFigures, weekFigures, pendingDeposits, pendingWithdrawals] = await Promise.all([
    periodFigures(db, today),
    periodFigures(db, week),
    pending(depositRequestsTable),
    pending(withdrawRequestsTable),
  ]);
  return { today: todayFigures, week: weekFigures, pendingDeposits, pendingWithdrawals };
}

/** A report's value (the contract's `reportValue`). */
export async function runReport(
  db: Db,
  report: ReportKind,
  query: ReportQuery,
  now: number,
): Promise<ReportValue> {
  const range = reportRange(query, now);
  const head = { from: range.fromDay, to: range.toDay, utcOffset: range.utcOffset };
  switch (report) {
    case 'daily':
      return { report, ...head, ...(await dailyReport(db, range)) };
    case 'games':
      return { report, ...head, ...(await gamesReport(db, range)) };
    case 'members':
      return { report, ...head, ...(await membersReport(db, range, query.limit)) };
    case 'dashboard':
      return { report, ...head, ...(await dashboardReport(db, range)) };
  }
}

type Cell = string | number;

/** A report as the lines of its CSV file: the header, then the rows, then the totals. */
export function reportTable(value: ReportValue): { header: string[]; rows: Cell[][] } {
  switch (value.report) {
    case 'daily': {
      const cols = [
        'deposits',
        'withdrawals',
        'stakes',
        'wins',
        'ggr',
        'newMembers',
        'activeMembers',
      ] as const;
      return {
        header: ['day', ...cols],
        rows: [
          ...value.rows.map((row) => [row.day, ...cols.map((c) => row[c])]),
          ['total', ...cols.map((c) => value.totals[c])],
        ],
      };
    }
    case 'games': {
      const cols = ['rounds', 'stakes', 'wins', 'ggr'] as const;
      return {
        header: ['vendor', 'gameType', ...cols],
        rows: [
          ...value.rows.map((row) => [row.vendor, row.gameType, ...cols.map((c) => row[c])]),
          ['total', '', ...cols.map((c) => value.totals[c])],
        ],
      };
    }
    case 'members': {
      const cols = ['rounds', 'stakes', 'wins', 'ggr'] as const;
      return {
        header: ['memberId', 'username', ...cols],
        rows: [
          ...value.rows.map((row) => [row.memberId, row.username, ...cols.map((c) => row[c])]),
          ['total', '', ...cols.map((c) => value.totals[c])],
        ],
      };
    }
    case 'dashboard': {
      const cols = [
        'deposits',
        'withdrawals',
        'stakes',
        'wins',
        'ggr',
        'newMembers',
        'activeMembers',
      ] as const;
      return {
        header: ['period', 'from', 'to', ...cols],
        rows: [
          ['today', value.today.from, value.today.to, ...cols.map((c) => value.today[c])],
          ['week', value.week.from, value.week.to, ...cols.map((c) => value.week[c])],
        ],
      };
    }
  }
}
