import {
  DASHBOARD_DAYS,
  DASHBOARD_MONTH_DAYS,
  REPORT_MAX_RANGE_DAYS,
  reportRangeProblem,
  type AgentReportRow,
  type BetReportRow,
  type DailyRow,
  type GameRow,
  type MemberReportRow,
  type PaymentReportRow,
  type PeriodFigures,
  type ReportKind,
  type ReportValue,
} from '@kalaro/contract/reports';
import { NON_AGENT_TYPES } from '@kalaro/contract/constants';
import { dayStartUtc } from '@kalaro/contract/records-rules';
import { amountToMinor, minorToAmount } from '@kalaro/contract/money';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { CsvValue } from '../../lib/csv.ts';
import { keysetRows } from '../../lib/csv.ts';
import { daySpan, resolveRange, type RangeRules, type Span } from '../../lib/date-range.ts';
import { membersTable } from '../accounts/tables.ts';
import { memberTreeTable as tree } from '../agent/tables.ts';
import { betsTable } from '../bets/tables.ts';
import { depositRequestsTable } from '../deposit/tables.ts';
import { ledgerEntriesTable } from '../wallet/tables.ts';
import { bankCardsTable, withdrawRequestsTable } from '../withdraw/tables.ts';
import { rollupFits } from './model.ts';
import { foldBetRollup, rollupActiveMembers, rollupPlayByDay } from './rollup.ts';

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

/** The reports' days: at most REPORT_MAX_RANGE_DAYS, refused with `admin.report_range_invalid`. */
const REPORT_RANGE: RangeRules = {
  problem: reportRangeProblem,
  maxDays: REPORT_MAX_RANGE_DAYS,
  errorCode: 'admin.report_range_invalid',
  names: ['from', 'to'],
};

/** The query's days, checked: from..to (defaults: today), at most REPORT_MAX_RANGE_DAYS. */
export function reportRange(query: ReportQuery, now: number): Range {
  const range = resolveRange(
    { startDate: query.from, endDate: query.to, utcOffset: query.utcOffset },
    now,
    REPORT_RANGE,
  );
  return {
    fromDay: range.startDate,
    toDay: range.endDate,
    utcOffset: range.utcOffset,
    from: range.from,
    to: range.to,
  };
}

/**
 * The day (YYYY-MM-DD, the operator's time zone) of a timestamp column. The
 * offset is written into the text (a checked integer), not bound: GROUP BY must
 * see the same expression as the select list.
 */
const dayExpr = (column: AnyPgColumn | SQL, utcOffset: number): SQL<string> => {
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

/** Bet rows grouped by some key, as report rows (rounds and play) with their totals. */
function playReport<R extends { rounds: number; stakes: number; wins: number }, K extends object>(
  rows: R[],
  keyOf: (row: R) => K,
) {
  const sums = { rounds: 0, stakes: 0, wins: 0 };
  const list = rows.map((row) => {
    sums.rounds += row.rounds;
    sums.stakes += row.stakes;
    sums.wins += row.wins;
    return { ...keyOf(row), rounds: row.rounds, ...playOf(row.stakes, row.wins) };
  });
  return { rows: list, totals: { rounds: sums.rounds, ...playOf(sums.stakes, sums.wins) } };
}

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
  const memberDay = dayExpr(membersTable.regDate, utcOffset);
  // A member's first approved deposit falls in the range when none was approved before it.
  const d = depositRequestsTable;
  const earlier = alias(depositRequestsTable, 'earlier');
  const firsts = db
    .select({ memberId: d.memberId, firstAt: sql`min(${d.reviewedAt})`.as('first_at') })
    .from(d)
    .where(
      and(
        eq(d.status, 'approved'),
        inSpan(d.reviewedAt, range),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.memberId, d.memberId),
                eq(earlier.status, 'approved'),
                lt(earlier.reviewedAt, range.from),
              ),
            ),
        ),
      ),
    )
    .groupBy(d.memberId)
    .as('firsts');
  const firstDay = dayExpr(sql`${firsts.firstAt}`, utcOffset);
  const [deposits, withdrawals, play, members, firstDeposits] = await Promise.all([
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
    playByDay(db, range),
    db
      .select({ day: memberDay, n: count() })
      .from(membersTable)
      .where(and(inSpan(membersTable.regDate, range), ne(membersTable.type, TRIAL_TYPE)))
      .groupBy(memberDay),
    db.select({ day: firstDay, n: count() }).from(firsts).groupBy(firstDay),
  ]);
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  return {
    deposits: byDay(deposits),
    withdrawals: byDay(withdrawals),
    bets: play.byDay,
    activeMembers: play.active,
    members: byDay(members),
    firstDeposits: byDay(firstDeposits),
  };
}

interface DayPlay {
  stakes: number;
  wins: number;
  active: number;
}

/**
 * Stakes, wins and active members of each day of the range and the members
 * active over all of it: from the rollups (folded first) when the operator's
 * days are whole half hours of UTC, else from the settled bets themselves.
 */
async function playByDay(
  db: Db,
  range: Range,
): Promise<{ byDay: Map<string, DayPlay>; active: number }> {
  const { utcOffset } = range;
  if (!rollupFits(utcOffset)) {
    const betDay = dayExpr(b.settledAt, utcOffset);
    const [rows, active] = await Promise.all([
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
      rawActiveMembers(db, range),
    ]);
    return { byDay: new Map(rows.map((row) => [row.day, row])), active };
  }
  const [play, active] = await Promise.all([
    rollupPlayByDay(db, range, (column) => dayExpr(column, utcOffset)),
    rollupActiveMembers(db, range),
  ]);
  const byDay = new Map<string, DayPlay>();
  for (const row of play) byDay.set(row.day, { ...row, active: active.byDay.get(row.day) ?? 0 });
  return { byDay, active: active.total };
}

async function rawActiveMembers(db: Db, span: Span): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(b.memberId) })
    .from(b)
    .where(settledIn(span));
  return row?.n ?? 0;
}

/** Members who settled a bet on the range's days. */
async function activeMembers(db: Db, range: Range): Promise<number> {
  if (!rollupFits(range.utcOffset)) return rawActiveMembers(db, range);
  return (await rollupActiveMembers(db, range)).total;
}

export async function dailyReport(db: Db, range: Range) {
  const figures = await dailyFigures(db, range);
  const active = figures.activeMembers;
  const sums = { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, newMembers: 0, firstDeposits: 0 };
  const rows: DailyRow[] = daysOf(range).map((day) => {
    const deposits = figures.deposits.get(day)?.minor ?? 0;
    const withdrawals = figures.withdrawals.get(day)?.minor ?? 0;
    const bet = figures.bets.get(day);
    const newMembers = figures.members.get(day)?.n ?? 0;
    const firstDeposits = figures.firstDeposits.get(day)?.n ?? 0;
    sums.firstDeposits += firstDeposits;
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
      firstDeposits,
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
      firstDeposits: sums.firstDeposits,
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
  return playReport(rows, (row): Pick<GameRow, 'vendor' | 'gameType'> => ({
    vendor: row.vendor,
    gameType: row.gameType,
  }));
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
  return playReport(rows, (row): Pick<MemberReportRow, 'memberId' | 'username'> => ({
    memberId: row.memberId,
    username: row.username,
  }));
}

/**
 * Deposit and withdrawal requests made in the range (whatever their status),
 * per channel and status: a deposit's channel id, a withdrawal's bank.
 */
export async function paymentsReport(db: Db, range: Range) {
  const d = depositRequestsTable;
  const w = withdrawRequestsTable;
  const [deposits, withdrawals] = await Promise.all([
    db
      .select({ channel: d.channelId, status: d.status, n: count(), minor: total(d.amountMinor) })
      .from(d)
      .where(inSpan(d.createdAt, range))
      .groupBy(d.channelId, d.status),
    db
      .select({
        channel: bankCardsTable.bankCode,
        status: w.status,
        n: count(),
        minor: total(w.amountMinor),
      })
      .from(w)
      .innerJoin(bankCardsTable, eq(bankCardsTable.id, w.cardId))
      .where(inSpan(w.createdAt, range))
      .groupBy(bankCardsTable.bankCode, w.status),
  ]);
  type Sums = {
    deposits: number;
    depositMinor: number;
    withdrawals: number;
    withdrawMinor: number;
  };
  const cells = new Map<string, Sums & { channel: string; status: PaymentReportRow['status'] }>();
  const cell = (channel: string, status: PaymentReportRow['status']) => {
    const key = `${channel}\u0000${status}`;
    let found = cells.get(key);
    if (!found) {
      found = { channel, status, deposits: 0, depositMinor: 0, withdrawals: 0, withdrawMinor: 0 };
      cells.set(key, found);
    }
    return found;
  };
  for (const row of deposits) {
    const c = cell(row.channel, row.status);
    c.deposits += row.n;
    c.depositMinor += row.minor;
  }
  for (const row of withdrawals) {
    // A payout in flight is still open; one the gateway failed was not paid (given back).
    const status =
      row.status === 'paying' ? 'pending' : row.status === 'failed' ? 'rejected' : row.status;
    const c = cell(row.channel, status);
    c.withdrawals += row.n;
    c.withdrawMinor += row.minor;
  }
  const order = { pending: 0, approved: 1, rejected: 2 };
  const sorted = [...cells.values()].sort(
    (a, c) =>
      (a.channel < c.channel ? -1 : a.channel > c.channel ? 1 : 0) ||
      order[a.status] - order[c.status],
  );
  const sums: Sums = { deposits: 0, depositMinor: 0, withdrawals: 0, withdrawMinor: 0 };
  const figures = (x: Sums) => ({
    depositCount: x.deposits,
    depositAmount: minorToAmount(x.depositMinor),
    withdrawalCount: x.withdrawals,
    withdrawalAmount: minorToAmount(x.withdrawMinor),
  });
  const rows: PaymentReportRow[] = sorted.map((c) => {
    sums.deposits += c.deposits;
    sums.depositMinor += c.depositMinor;
    sums.withdrawals += c.withdrawals;
    sums.withdrawMinor += c.withdrawMinor;
    return { channel: c.channel, status: c.status, ...figures(c) };
  });
  return { rows, totals: figures(sums) };
}

const m = membersTable;
const l = ledgerEntriesTable;

/** Agents in keyset order (username, then id). */
type AgentKey = { username: string; id: string };

/**
 * Top-level agents (an agent type whose upline is none or no agent), after
 * `after`, `size` of them. Each one's team is disjoint from the others'.
 */
function topAgentsPage(db: Db, after: AgentKey | undefined, size: number) {
  const up = alias(membersTable, 'upline');
  return db
    .select({ id: m.id, username: m.username })
    .from(m)
    .leftJoin(up, eq(up.id, m.uplineId))
    .where(
      and(
        notInArray(m.type, [...NON_AGENT_TYPES]),
        or(isNull(m.uplineId), inArray(up.type, [...NON_AGENT_TYPES])),
        after
          ? or(
              gt(m.username, after.username),
              and(eq(m.username, after.username), gt(m.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(m.username, m.id)
    .limit(size);
}

/** Minor units of an agent's team in the range, before they are shown as amounts. */
interface TeamMinor {
  teamSize: number;
  stakes: number;
  wins: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
}

/**
 * The teams of a page of agents (the closure table's rows at depth > 0, as the
 * agent module's team tools read a team): three grouped statements for the
 * whole page, not one per agent. Bets settled in the range; deposits,
 * withdrawals (the ledger's own sign turned) and bonuses credited in the range.
 */
async function teamFigures(db: Db, agentIds: string[], range: Range) {
  const inTeams = and(inArray(tree.ancestorId, agentIds), gt(tree.depth, 0));
  const [sizes, bets, money] = await Promise.all([
    db
      .select({ agent: tree.ancestorId, n: count() })
      .from(tree)
      .where(inTeams)
      .groupBy(tree.ancestorId),
    db
      .select({ agent: tree.ancestorId, stakes: total(b.stakeMinor), wins: total(b.winMinor) })
      .from(tree)
      .innerJoin(b, and(eq(b.memberId, tree.descendantId), settledIn(range)))
      .where(inTeams)
      .groupBy(tree.ancestorId),
    db
      .select({ agent: tree.ancestorId, type: l.type, minor: total(l.amountMinor) })
      .from(tree)
      .innerJoin(
        l,
        and(
          eq(l.memberId, tree.descendantId),
          inSpan(l.createdAt, range),
          inArray(l.type, ['deposit', 'withdraw', 'bonus']),
        ),
      )
      .where(inTeams)
      .groupBy(tree.ancestorId, l.type),
  ]);
  const teams = new Map<string, TeamMinor>(
    agentIds.map((id) => [
      id,
      { teamSize: 0, stakes: 0, wins: 0, deposits: 0, withdrawals: 0, bonuses: 0 },
    ]),
  );
  for (const row of sizes) teams.get(row.agent)!.teamSize = row.n;
  for (const row of bets) {
    const team = teams.get(row.agent)!;
    team.stakes = row.stakes;
    team.wins = row.wins;
  }
  for (const row of money) {
    const team = teams.get(row.agent)!;
    if (row.type === 'deposit') team.deposits = row.minor;
    else if (row.type === 'withdraw') team.withdrawals = -row.minor;
    else team.bonuses = row.minor;
  }
  return teams;
}

const agentFigures = (t: TeamMinor) => ({
  teamSize: t.teamSize,
  ...playOf(t.stakes, t.wins),
  deposits: minorToAmount(t.deposits),
  withdrawals: minorToAmount(t.withdrawals),
  bonuses: minorToAmount(t.bonuses),
});

/** Every top-level agent's team, in username order, read a page of agents at a time. */
export function agentRows(
  db: Db,
  range: Range,
  batch?: number,
): AsyncGenerator<{ agentId: string; username: string } & TeamMinor> {
  return keysetRows(
    async (after: AgentKey | undefined, size) => {
      const agents = await topAgentsPage(db, after, size);
      if (agents.length === 0) return [];
      const teams = await teamFigures(
        db,
        agents.map((agent) => agent.id),
        range,
      );
      return agents.map((agent) => ({
        agentId: agent.id,
        username: agent.username,
        ...teams.get(agent.id)!,
      }));
    },
    (row) => ({ username: row.username, id: row.agentId }),
    batch,
  );
}

const addTeam = (sums: TeamMinor, t: TeamMinor) => {
  sums.teamSize += t.teamSize;
  sums.stakes += t.stakes;
  sums.wins += t.wins;
  sums.deposits += t.deposits;
  sums.withdrawals += t.withdrawals;
  sums.bonuses += t.bonuses;
};
const noTeam = (): TeamMinor => ({
  teamSize: 0,
  stakes: 0,
  wins: 0,
  deposits: 0,
  withdrawals: 0,
  bonuses: 0,
});

export async function agentsReport(db: Db, range: Range, limit: number) {
  const rows: AgentReportRow[] = [];
  const sums = noTeam();
  for await (const row of agentRows(db, range, limit)) {
    addTeam(sums, row);
    rows.push({ agentId: row.agentId, username: row.username, ...agentFigures(row) });
    if (rows.length >= limit) break;
  }
  const { teamSize, ...rest } = agentFigures(sums);
  return { rows, totals: { teamSize, ...rest } };
}

/** A bet's keyset: its settlement as PostgreSQL's text (microseconds kept), then its id. */
type BetKey = { at: string; id: number };

function betsPage(db: Db, range: Range, after: BetKey | undefined, size: number) {
  return db
    .select({
      id: b.id,
      at: sql<string>`${b.settledAt}::text`,
      settledAt: b.settledAt,
      memberId: b.memberId,
      username: m.username,
      vendor: b.vendor,
      gameType: b.gameType,
      nodeId: b.nodeId,
      roundId: b.roundId,
      stakeMinor: b.stakeMinor,
      winMinor: b.winMinor,
    })
    .from(b)
    .innerJoin(m, eq(m.id, b.memberId))
    .where(
      and(
        settledIn(range),
        after
          ? sql`(${b.settledAt}, ${b.id}) > (${after.at}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(b.settledAt, b.id)
    .limit(size);
}

type BetPageRow = Awaited<ReturnType<typeof betsPage>>[number];

const betRowOf = (row: BetPageRow): BetReportRow => ({
  betId: String(row.id),
  settledAt: row.settledAt!.toISOString(),
  memberId: row.memberId,
  username: row.username,
  vendor: row.vendor,
  gameType: row.gameType,
  nodeId: row.nodeId,
  roundId: row.roundId,
  stake: minorToAmount(row.stakeMinor),
  win: minorToAmount(row.winMinor),
  ggr: minorToAmount(row.stakeMinor - row.winMinor),
});

/** Every bet settled in the range, oldest settlement first, read in keyset pages. */
export async function* betRows(db: Db, range: Range, batch?: number): AsyncGenerator<BetReportRow> {
  const rows = keysetRows(
    (after: BetKey | undefined, size) => betsPage(db, range, after, size),
    (row) => ({ at: row.at, id: row.id }),
    batch,
  );
  for await (const row of rows) yield betRowOf(row);
}

export async function betsReport(db: Db, range: Range, limit: number) {
  const [page, [sums]] = await Promise.all([
    betsPage(db, range, undefined, limit + 1),
    db
      .select({ rounds: count(), stakes: total(b.stakeMinor), wins: total(b.winMinor) })
      .from(b)
      .where(settledIn(range)),
  ]);
  return {
    rows: page.slice(0, limit).map(betRowOf),
    more: page.length > limit,
    totals: { rounds: sums?.rounds ?? 0, ...playOf(sums?.stakes ?? 0, sums?.wins ?? 0) },
  };
}

/** The `days` days ending with the range's last day. */
function lastDaysOf(range: Range, days: number): Range {
  const fromDay = new Date(dayStartUtc(range.toDay)! - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { ...range, fromDay, ...daySpan(fromDay, range.toDay, range.utcOffset) };
}

/**
 * Today, the week and the month, from one daily report of the month (the
 * week's and month's active members counted distinct over their days) and the
 * review queues.
 */
export async function dashboardReport(db: Db, range: Range) {
  const monthRange = lastDaysOf(range, DASHBOARD_MONTH_DAYS);
  const weekRange = lastDaysOf(range, DASHBOARD_DAYS);
  const pending = (table: typeof depositRequestsTable | typeof withdrawRequestsTable) =>
    db
      .select({ n: count() })
      .from(table)
      .where(eq(table.status, 'pending'))
      .then(([row]) => row?.n ?? 0);
  const [month, weekActive, pendingDeposits, pendingWithdrawals] = await Promise.all([
    dailyReport(db, monthRange),
    activeMembers(db, weekRange),
    pending(depositRequestsTable),
    pending(withdrawRequestsTable),
  ]);
  const period = (from: Range, rows: DailyRow[], active: number): PeriodFigures => {
    const sum = (pick: (row: DailyRow) => string) =>
      rows.reduce((n, row) => n + (amountToMinor(pick(row)) ?? 0), 0);
    return {
      from: from.fromDay,
      to: from.toDay,
      deposits: minorToAmount(sum((r) => r.deposits)),
      withdrawals: minorToAmount(sum((r) => r.withdrawals)),
      ...playOf(
        sum((r) => r.stakes),
        sum((r) => r.wins),
      ),
      newMembers: rows.reduce((n, row) => n + row.newMembers, 0),
      firstDeposits: rows.reduce((n, row) => n + row.firstDeposits, 0),
      activeMembers: active,
    };
  };
  const todayRow = month.rows.at(-1)!;
  return {
    today: period(lastDaysOf(range, 1), [todayRow], todayRow.activeMembers),
    week: period(weekRange, month.rows.slice(-DASHBOARD_DAYS), weekActive),
    month: { from: monthRange.fromDay, to: monthRange.toDay, ...month.totals },
    days: month.rows,
    pendingDeposits,
    pendingWithdrawals,
  };
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
  if (report === 'daily' || report === 'dashboard') await foldBetRollup(db);
  switch (report) {
    case 'daily':
      return { report, ...head, ...(await dailyReport(db, range)) };
    case 'games':
      return { report, ...head, ...(await gamesReport(db, range)) };
    case 'members':
      return { report, ...head, ...(await membersReport(db, range, query.limit)) };
    case 'payments':
      return { report, ...head, ...(await paymentsReport(db, range)) };
    case 'agents':
      return { report, ...head, ...(await agentsReport(db, range, query.limit)) };
    case 'bets':
      return { report, ...head, ...(await betsReport(db, range, query.limit)) };
    case 'dashboard':
      return { report, ...head, ...(await dashboardReport(db, range)) };
  }
}

type Cell = CsvValue;

const AGENT_COLUMNS = [
  'teamSize',
  'stakes',
  'wins',
  'ggr',
  'deposits',
  'withdrawals',
  'bonuses',
] as const;
const BET_COLUMNS = [
  'betId',
  'settledAt',
  'memberId',
  'username',
  'vendor',
  'gameType',
  'nodeId',
  'roundId',
  'stake',
  'win',
  'ggr',
] as const;

/** Every top-level agent's line as it is read, then the totals. */
async function* agentLines(db: Db, range: Range): AsyncGenerator<Cell[]> {
  const sums = noTeam();
  for await (const row of agentRows(db, range)) {
    addTeam(sums, row);
    const figures = agentFigures(row);
    yield [row.agentId, row.username, ...AGENT_COLUMNS.map((c) => figures[c])];
  }
  const figures = agentFigures(sums);
  yield ['total', '', ...AGENT_COLUMNS.map((c) => figures[c])];
}

async function* betLines(db: Db, range: Range): AsyncGenerator<Cell[]> {
  for await (const row of betRows(db, range)) yield BET_COLUMNS.map((c) => row[c]);
}

/**
 * A report as a CSV file's header and lines. The agents' and bets' lines are
 * read from the database a keyset page at a time as the file is sent (any
 * number of them); the other reports are a few hundred lines at most (a line
 * per day, per game type, per channel and status, or the top members).
 */
export async function reportCsv(
  db: Db,
  report: ReportKind,
  query: ReportQuery,
  now: number,
): Promise<{
  from: string;
  to: string;
  header: string[];
  rows: Iterable<Cell[]> | AsyncIterable<Cell[]>;
}> {
  const range = reportRange(query, now);
  const head = { from: range.fromDay, to: range.toDay };
  if (report === 'agents') {
    return {
      ...head,
      header: ['agentId', 'username', ...AGENT_COLUMNS],
      rows: agentLines(db, range),
    };
  }
  if (report === 'bets') return { ...head, header: [...BET_COLUMNS], rows: betLines(db, range) };
  return { ...head, ...reportTable(await runReport(db, report, query, now)) };
}

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
        'firstDeposits',
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
    case 'payments': {
      const cols = [
        'depositCount',
        'depositAmount',
        'withdrawalCount',
        'withdrawalAmount',
      ] as const;
      return {
        header: ['channel', 'status', ...cols],
        rows: [
          ...value.rows.map((row) => [row.channel, row.status, ...cols.map((c) => row[c])]),
          ['total', '', ...cols.map((c) => value.totals[c])],
        ],
      };
    }
    case 'agents':
      return {
        header: ['agentId', 'username', ...AGENT_COLUMNS],
        rows: [
          ...value.rows.map((row) => [
            row.agentId,
            row.username,
            ...AGENT_COLUMNS.map((c) => row[c]),
          ]),
          ['total', '', ...AGENT_COLUMNS.map((c) => value.totals[c])],
        ],
      };
    case 'bets':
      return {
        header: [...BET_COLUMNS],
        rows: value.rows.map((row) => BET_COLUMNS.map((c) => row[c])),
      };
    case 'dashboard': {
      const cols = [
        'deposits',
        'withdrawals',
        'stakes',
        'wins',
        'ggr',
        'newMembers',
        'firstDeposits',
        'activeMembers',
      ] as const;
      return {
        header: ['period', 'from', 'to', ...cols],
        rows: [
          ['today', value.today.from, value.today.to, ...cols.map((c) => value.today[c])],
          ['week', value.week.from, value.week.to, ...cols.map((c) => value.week[c])],
          ['month', value.month.from, value.month.to, ...cols.map((c) => value.month[c])],
        ],
      };
    }
  }
}
