import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  bpToRate,
  isAgentType,
  type TeamBetsValue,
  type TeamMembersValue,
  type TeamOverviewValue,
  type TeamRebateValue,
  type teamBetsQuery,
  type teamMembersQuery,
  type teamRebateQuery,
} from '@kalaro/contract/agent';
import { minorToAmount } from '@kalaro/contract/money';
import type { ProfitAndLossValue, profitAndLossQuery } from '@kalaro/contract/wallet-records';
import type { Db } from '../../db/client.ts';
import { rangeOf, resolveRange, type ResolvedRange } from '../../lib/date-range.ts';
import { sumOf } from '../../db/sql.ts';
import { pageOffset, pageCount } from '../../lib/paging.ts';
import { membersTable as m, sessionsTable } from '../accounts/tables.ts';
import { betsTable as b } from '../bets/tables.ts';
import { nameIn } from '../games/service.ts';
import { betTotals, findBetsPage, RecordsService, totalsOf } from '../records/service.ts';
import { ledgerEntriesTable as l, walletsTable as w } from '../wallet/tables.ts';
import { rateOf } from './rates.ts';
import { inTeam, inTeamOf, nameContains, onlineAt, teamKpiCounts } from './repo.ts';
import { requireAgent } from './service.ts';
import { agentRatesTable as rates, memberTreeTable as tree } from './tables.ts';

type RangeQuery = { startDate?: string; endDate?: string; utcOffset: number };

const totalOf = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

/**
 * Team tools: overview, members, profit and loss, betting and rebate
 * income over the agent's whole team (the closure table), for a date range.
 */
export class TeamService {
  private readonly records: RecordsService;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    this.records = new RecordsService(db, now);
  }

  async overview(memberId: string, query: RangeQuery): Promise<TeamOverviewValue> {
    const agent = await requireAgent(this.db, memberId);
    const range = resolveRange(query, this.now());
    const [shape, kpi, money, bets] = await Promise.all([
      this.db
        .select({
          type: m.type,
          n: count(),
          direct: sql<number>`count(*) filter (where ${tree.depth} = 1)`.mapWith(Number),
          levels: sql<number>`max(${tree.depth})`.mapWith(Number),
          balanceMinor: sumOf(sql`${w.balanceMinor}`),
        })
        .from(tree)
        .innerJoin(m, eq(m.id, tree.descendantId))
        .leftJoin(w, eq(w.memberId, m.id))
        .where(inTeamOf(agent.id))
        .groupBy(m.type),
      teamKpiCounts(this.db, agent.id, range, new Date(this.now())),
      this.db
        .select({ type: l.type, minor: sumOf(sql`${l.amountMinor}`) })
        .from(l)
        .where(
          and(
            inTeam(l.memberId, agent.id),
            gte(l.createdAt, range.from),
            lt(l.createdAt, range.to),
            inArray(l.type, ['deposit', 'withdraw']),
          ),
        )
        .groupBy(l.type),
      betTotals(this.db, inTeam(b.memberId, agent.id), range, {}),
    ]);
    const sum = (pick: (row: (typeof shape)[number]) => number) => totalOf(shape, pick);
    const moved = (type: string) => money.find((row) => row.type === type)?.minor ?? 0;
    return {
      ...rangeOf(range),
      teamSize: sum((row) => row.n),
      directMembers: sum((row) => row.direct),
      agents: sum((row) => (isAgentType(row.type) ? row.n : 0)),
      players: sum((row) => (isAgentType(row.type) ? 0 : row.n)),
      levels: Math.max(0, ...shape.map((row) => row.levels)),
      teamBalance: minorToAmount(sum((row) => row.balanceMinor)),
      registrations: kpi.registrations,
      bettors: kpi.bettors,
      deposits: minorToAmount(moved('deposit')),
      withdrawals: minorToAmount(-moved('withdraw')),
      bets: totalsOf(bets),
    };
  }

  async members(memberId: string, q: z.output<typeof teamMembersQuery>): Promise<TeamMembersValue> {
    const agent = await requireAgent(this.db, memberId);
    const range = resolveRange(q, this.now());
    const search = q.userName?.trim();
    const where = and(
      inTeamOf(agent.id),
      q.scope === 'direct' ? eq(tree.depth, 1) : undefined,
      search ? nameContains(search) : undefined,
    );
    const up = alias(m, 'upline');
    const from = sql`${range.from.toISOString()}::timestamptz`;
    const to = sql`${range.to.toISOString()}::timestamptz`;
    const [[totals], rows] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(tree)
        .innerJoin(m, eq(m.id, tree.descendantId))
        .where(where),
      this.db
        .select({
          userName: m.username,
          type: m.type,
          level: tree.depth,
          upline: up.username,
          registeredAt: m.regDate,
          balanceMinor: sql<number>`coalesce(${w.balanceMinor}, 0)`.mapWith(Number),
          turnoverMinor: sql<number>`(select coalesce(sum(${b.stakeMinor}), 0) from ${b}
            where ${b.memberId} = ${m.id} and ${b.createdAt} >= ${from}
            and ${b.createdAt} < ${to} and ${b.status} <> 'void')`.mapWith(Number),
          // Milliseconds since the epoch: a number maps the same on every driver.
          lastLoginMs: sql<
            number | null
          >`(select extract(epoch from max(${sessionsTable.createdAt})) * 1000
            from ${sessionsTable} where ${sessionsTable.memberId} = ${m.id})`.mapWith((v) =>
            v === null ? null : Number(v),
          ),
          online: sql<boolean>`${onlineAt(m.id, new Date(this.now()))}`,
        })
        .from(tree)
        .innerJoin(m, eq(m.id, tree.descendantId))
        .leftJoin(up, eq(up.id, m.uplineId))
        .leftJoin(w, eq(w.memberId, m.id))
        .where(where)
        .orderBy(asc(tree.depth), desc(m.regDate), asc(m.username))
        .limit(q.pageSize)
        .offset(pageOffset(q)),
    ]);
    const total = totals?.n ?? 0;
    return {
      ...rangeOf(range),
      pageNum: q.pageNo,
      totalPages: pageCount(total, q.pageSize),
      total,
      members: rows.map((row) => ({
        userName: row.userName,
        type: row.type,
        level: row.level,
        upline: row.upline,
        registeredAt: row.registeredAt.toISOString(),
        balance: minorToAmount(row.balanceMinor),
        turnover: minorToAmount(row.turnoverMinor),
        lastLoginAt: row.lastLoginMs === null ? null : new Date(row.lastLoginMs).toISOString(),
        online: Boolean(row.online),
      })),
    };
  }

  async profitAndLoss(
    memberId: string,
    q: z.output<typeof profitAndLossQuery>,
  ): Promise<ProfitAndLossValue> {
    const agent = await requireAgent(this.db, memberId);
    return this.records.profitAndLoss(inTeam(b.memberId, agent.id), q);
  }

  async bets(memberId: string, q: z.output<typeof teamBetsQuery>): Promise<TeamBetsValue> {
    const agent = await requireAgent(this.db, memberId);
    const range = resolveRange(q, this.now());
    const search = q.userName?.trim();
    const who = and(
      inTeam(b.memberId, agent.id),
      search
        ? sql`${b.memberId} in (select ${m.id} from ${m} where ${nameContains(search)})`
        : undefined,
    )!;
    const filter = { gameType: q.gameType, status: q.status };
    const offset = pageOffset(q);
    const [rows, totals] = await Promise.all([
      findBetsPage(this.db, who, range, filter, q.pageSize, offset),
      betTotals(this.db, who, range, filter),
    ]);
    const names = await this.userNames([...new Set(rows.map((row) => row.memberId))]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        userName: names.get(r.memberId) ?? '',
        gameName: nameIn(r.names, q.language),
        vendor: r.vendor,
        gameType: r.gameType,
        stake: minorToAmount(r.stakeMinor),
        win: minorToAmount(r.winMinor),
        net: minorToAmount(r.status === 'void' ? 0 : r.winMinor - r.stakeMinor),
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      })),
      pageNum: q.pageNo,
      totalPages: pageCount(totals.total, q.pageSize),
      total: totals.total,
      ...rangeOf(range),
      totals: totalsOf(totals),
    };
  }

  async rebateIncome(
    memberId: string,
    q: z.output<typeof teamRebateQuery>,
  ): Promise<TeamRebateValue> {
    const agent = await requireAgent(this.db, memberId);
    const range = resolveRange(q, this.now());
    const [ownBp, downlines] = await Promise.all([
      rateOf(this.db, agent.id),
      this.downlineTurnover(agent.id, range),
    ]);
    const rows = downlines
      .map((row) => {
        const marginBp = Math.max(0, ownBp - row.bp);
        return {
          ...row,
          marginBp,
          incomeMinor: Math.floor((row.turnoverMinor * marginBp) / 10_000),
        };
      })
      .sort((a, c) => c.turnoverMinor - a.turnoverMinor || a.userName.localeCompare(c.userName));
    const offset = pageOffset(q);
    return {
      ...rangeOf(range),
      pageNum: q.pageNo,
      totalPages: pageCount(rows.length, q.pageSize),
      total: rows.length,
      ownRate: bpToRate(ownBp),
      turnover: minorToAmount(totalOf(rows, (row) => row.turnoverMinor)),
      income: minorToAmount(totalOf(rows, (row) => row.incomeMinor)),
      rows: rows.slice(offset, offset + q.pageSize).map((row) => ({
        userName: row.userName,
        type: row.type,
        rebateRate: bpToRate(row.bp),
        marginRate: bpToRate(row.marginBp),
        turnover: minorToAmount(row.turnoverMinor),
        income: minorToAmount(row.incomeMinor),
      })),
    };
  }

  /** Each direct downline with its rate and the stakes of its own team (itself included) in the range. */
  private downlineTurnover(agentId: string, range: ResolvedRange) {
    return this.db
      .select({
        userName: m.username,
        type: m.type,
        bp: sql<number>`coalesce(${rates.rebateBp}, 0)`.mapWith(Number),
        turnoverMinor: sumOf(sql`${b.stakeMinor}`),
      })
      .from(m)
      .leftJoin(rates, eq(rates.memberId, m.id))
      .innerJoin(tree, eq(tree.ancestorId, m.id))
      .leftJoin(
        b,
        and(
          eq(b.memberId, tree.descendantId),
          gte(b.createdAt, range.from),
          lt(b.createdAt, range.to),
          ne(b.status, 'void'),
        ),
      )
      .where(eq(m.uplineId, agentId))
      .groupBy(m.id, m.username, m.type, rates.rebateBp);
  }

  private async userNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: m.id, userName: m.username })
      .from(m)
      .where(inArray(m.id, ids));
    return new Map(rows.map((row) => [row.id, row.userName]));
  }
}
