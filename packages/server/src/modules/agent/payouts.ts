import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  max,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  bpToRate,
  type AdminAgentPayout,
  type AgentPayout,
  type AgentPayoutKind,
  type adminAgentPayoutsQuery,
  type agentPayoutsQuery,
  type AdminAgentPayoutsValue,
  type AgentPayoutsValue,
  type ContractKind,
} from '@kalaro/contract/agent';
import { NON_AGENT_TYPES, NO_DIVIDEND_TYPES } from '@kalaro/contract/constants';
import { amountToMinor, minorToAmount } from '@kalaro/contract/money';
import { dayStartUtc } from '@kalaro/contract/records-rules';
import type { OperatorConfig } from '@kalaro/contract/operator';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sumOf } from '../../db/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { LeasedPass, type LeasedPassOptions } from '../../lib/periodic.ts';
import { pageOffset } from '../../lib/paging.ts';
import { membersTable as m } from '../accounts/tables.ts';
import { betsTable as b } from '../bets/tables.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { openWallet, pgErrorCode, postMovement } from '../wallet/service.ts';
import {
  agentPayoutKey,
  contractEarning,
  endedPeriods,
  needsReview,
  periodLabel,
  rebateIncome,
  type PayoutPeriod,
} from './model.ts';
import { inTeam } from './repo.ts';
import { requireAgent } from './service.ts';
import {
  agentContractsTable as contracts,
  agentPayoutsTable as payouts,
  agentRatesTable as rates,
  memberTreeTable as tree,
} from './tables.ts';

type PayoutRow = typeof payouts.$inferSelect;
const UNIQUE_VIOLATION = '23505';
const DAY_MS = 86_400_000;
/** How often the server looks for ended periods. */
const PASS_INTERVAL_MS = 60_000;

/** What a period earned, from the bets and rates in the database now. */
export interface Earning {
  baseMinor: number;
  rateBp: number;
  amountMinor: number;
}

const span = (period: Pick<PayoutPeriod, 'start' | 'end'>) =>
  and(gte(b.createdAt, new Date(period.start)), lt(b.createdAt, new Date(period.end)));

/** Stakes (and, for the dividend, stakes less wins) of the agent's whole team in a period; void bets left out. */
async function teamBase(
  db: Db,
  agentId: string,
  period: Pick<PayoutPeriod, 'start' | 'end'>,
  netLoss: boolean,
): Promise<number> {
  const [row] = await db
    .select({
      stakeMinor: sumOf(sql`${b.stakeMinor}`),
      winMinor: sumOf(sql`case when ${b.status} = 'settled' then ${b.winMinor} else 0 end`),
    })
    .from(b)
    .where(and(inTeam(b.memberId, agentId), span(period), ne(b.status, 'void')));
  const stake = row?.stakeMinor ?? 0;
  return netLoss ? stake - (row?.winMinor ?? 0) : stake;
}

/** The rate of the agent's contract of `kind` in force now, and since when (undefined: none). */
async function contractInForce(db: Db, agentId: string, kind: ContractKind) {
  const [row] = await db
    .select({ rateBp: contracts.rateBp, since: contracts.respondedAt })
    .from(contracts)
    .where(
      and(
        eq(contracts.memberId, agentId),
        eq(contracts.kind, kind),
        eq(contracts.status, 'active'),
      ),
    );
  return row;
}

/**
 * What the agent earned of `kind` in `period`, from the data now: salaries are a
 * share of the team's turnover, the dividend a share of its net loss (the
 * contract in force), team rebate the margin on each direct downline's team turnover.
 */
export async function computeEarning(
  db: Db,
  agentId: string,
  kind: AgentPayoutKind,
  period: Pick<PayoutPeriod, 'start' | 'end'>,
): Promise<Earning> {
  if (kind === 'teamRebate') {
    const [own] = await db
      .select({ bp: rates.rebateBp })
      .from(rates)
      .where(eq(rates.memberId, agentId));
    const ownBp = own?.bp ?? 0;
    const downlines = await db
      .select({
        bp: sql<number>`coalesce(${rates.rebateBp}, 0)`.mapWith(Number),
        turnoverMinor: sumOf(sql`${b.stakeMinor}`),
      })
      .from(m)
      .leftJoin(rates, eq(rates.memberId, m.id))
      .innerJoin(tree, eq(tree.ancestorId, m.id))
      .leftJoin(b, and(eq(b.memberId, tree.descendantId), span(period), ne(b.status, 'void')))
      .where(eq(m.uplineId, agentId))
      .groupBy(m.id, rates.rebateBp);
    return { rateBp: ownBp, ...rebateIncome(ownBp, downlines) };
  }
  const contract = await contractInForce(db, agentId, kind);
  const rateBp = contract?.rateBp ?? 0;
  const baseMinor = await teamBase(db, agentId, period, kind === 'dividend');
  return { baseMinor, rateBp, amountMinor: contractEarning(baseMinor, rateBp) };
}

/** Agents who may be owed `kind`, with the first instant their periods count from. */
async function candidates(
  db: Db,
  kind: AgentPayoutKind,
  config: OperatorConfig,
): Promise<{ memberId: string; since: number }[]> {
  if (kind === 'teamRebate') {
    const rows = await db
      .selectDistinct({ memberId: rates.memberId })
      .from(rates)
      .innerJoin(m, eq(m.id, rates.memberId))
      .where(
        and(
          sql`${rates.rebateBp} > 0`,
          notInArray(m.type, [...NON_AGENT_TYPES]),
          sql`exists (select 1 from ${m} d where d.upline_id = ${rates.memberId})`,
        ),
      );
    return rows.map((r) => ({ memberId: r.memberId, since: 0 }));
  }
  if (kind === 'dividend' && !config.agent.dividends) return [];
  const rows = await db
    .select({ memberId: contracts.memberId, since: contracts.respondedAt })
    .from(contracts)
    .innerJoin(m, eq(m.id, contracts.memberId))
    .where(
      and(
        eq(contracts.kind, kind),
        eq(contracts.status, 'active'),
        sql`${contracts.rateBp} > 0`,
        notInArray(m.type, [...NON_AGENT_TYPES, ...NO_DIVIDEND_TYPES]),
      ),
    );
  // A contract counts from the first whole period after it was accepted.
  return rows.map((r) => ({ memberId: r.memberId, since: r.since?.getTime() ?? Infinity }));
}

/** The end of the agent's latest period of `kind` with a payout row (0: none). */
async function lastPeriodEnd(db: Db, memberId: string, kind: AgentPayoutKind): Promise<number> {
  const [row] = await db
    .select({ end: max(payouts.periodEnd) })
    .from(payouts)
    .where(and(eq(payouts.memberId, memberId), eq(payouts.kind, kind)));
  return row?.end ? new Date(row.end).getTime() : 0;
}

const reviewAboveMinor = (config: OperatorConfig) =>
  config.agent.payouts.reviewAbove === null
    ? null
    : (amountToMinor(config.agent.payouts.reviewAbove) ?? null);

/** The ledger row's reference, shown in the agent's transaction records (as other bonuses' are). */
const REFERENCE: Record<AgentPayoutKind, string> = {
  dailySalary: 'Daily salary',
  hourlySalary: 'Hourly salary',
  dividend: 'Dividend',
  teamRebate: 'Team rebate',
};
const referenceOf = (kind: AgentPayoutKind, label: string) => `${REFERENCE[kind]} ${label}`;

export interface AgentPayoutOptions extends Pick<LeasedPassOptions, 'scheduler' | 'holdLease'> {
  now: () => number;
  /** Called after each payout row is written (tests: to stop a pass half-way). */
  afterPayout?: (payout: { memberId: string; kind: AgentPayoutKind; status: string }) => unknown;
}

/**
 * Pays agents: each pass looks at the ended periods of each kind
 * (hourly and daily salary, team rebate, dividend) and, per agent and period
 * with something earned, writes one payout row (the unique key: agent, kind,
 * period) and — unless the amount is above the operator's review threshold —
 * the ledger credit in the same transaction. A pass killed half-way leaves each
 * period either paid in full or not started; the next pass carries on.
 */
export class AgentPayouts extends LeasedPass<number> {
  /** Per kind and agent: the end of the last period this process has looked at. */
  private readonly checkedThrough = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly options: AgentPayoutOptions,
    log?: FastifyBaseLogger,
  ) {
    super({ ...options, name: 'agent-payouts', intervalMs: PASS_INTERVAL_MS, log });
  }

  protected async runPass(): Promise<number> {
    const config = await getOperatorConfig(this.db);
    const now = this.options.now();
    const { utcOffset } = config.agent.payouts;
    const threshold = reviewAboveMinor(config);
    let written = 0;
    for (const kind of ['hourlySalary', 'dailySalary', 'teamRebate', 'dividend'] as const) {
      const periods = endedPeriods(kind, now, utcOffset).reverse();
      for (const agent of await candidates(this.db, kind, config)) {
        const memo = `${kind}:${agent.memberId}`;
        // Never a period that starts before the end of one with a row: each period once,
        // also when the operator changes the time zone (periods would overlap).
        const floor = Math.max(
          agent.since,
          this.checkedThrough.get(memo) ?? 0,
          await lastPeriodEnd(this.db, agent.memberId, kind),
        );
        for (const period of periods) {
          if (period.start < floor) continue;
          const earning = await computeEarning(this.db, agent.memberId, kind, period);
          if (earning.amountMinor > 0) {
            const status = needsReview(earning.amountMinor, threshold) ? 'pending' : 'paid';
            if (await this.record(agent.memberId, kind, period, earning, status)) {
              written++;
              await this.options.afterPayout?.({ memberId: agent.memberId, kind, status });
            }
          }
          // Looked at (a failure above leaves it to the next pass).
          this.checkedThrough.set(memo, period.end);
        }
      }
    }
    return written;
  }

  /** The payout row and, when paid at once, its credit: together or not at all. */
  private async record(
    memberId: string,
    kind: AgentPayoutKind,
    period: PayoutPeriod,
    earning: Earning,
    status: 'paid' | 'pending',
  ): Promise<boolean> {
    if (status === 'paid') await openWallet(this.db, memberId); // idempotent
    const at = new Date(this.options.now());
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payouts)
          .values({
            memberId,
            kind,
            periodStart: new Date(period.start),
            periodEnd: new Date(period.end),
            ...earning,
            status,
            createdAt: at,
            paidAt: status === 'paid' ? at : null,
          })
          .onConflictDoNothing()
          .returning({ id: payouts.id });
        if (!row) return false; // a racing pass wrote it
        if (status === 'paid') {
          await postMovement(
            tx,
            {
              memberId,
              type: 'bonus',
              amountMinor: earning.amountMinor,
              idempotencyKey: agentPayoutKey(memberId, kind, period.start),
              reference: referenceOf(kind, period.label),
              createdAt: at,
            },
            1,
          );
        }
        return true;
      });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }
}

function toPayout(row: PayoutRow, utcOffset: number): AgentPayout {
  return {
    id: row.id,
    kind: row.kind,
    period: periodLabel(row.kind, row.periodStart.getTime(), utcOffset),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    base: minorToAmount(row.baseMinor),
    rate: bpToRate(row.rateBp),
    amount: minorToAmount(row.amountMinor),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** A review's payout as it was (pending) and as it is now: the audit log keeps both. */
export interface ReviewedPayout {
  before: AdminAgentPayout;
  payout: AdminAgentPayout;
}

/** The agent's own payouts and the operator's review of them. */
export class AgentPayoutService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async mine(memberId: string, q: z.output<typeof agentPayoutsQuery>): Promise<AgentPayoutsValue> {
    const agent = await requireAgent(this.db, memberId);
    const where = and(
      eq(payouts.memberId, agent.id),
      q.kind ? eq(payouts.kind, q.kind) : undefined,
    );
    const { utcOffset } = (await getOperatorConfig(this.db)).agent.payouts;
    const [totals] = await this.db.select({ n: count() }).from(payouts).where(where);
    const rows = await this.db
      .select()
      .from(payouts)
      .where(where)
      .orderBy(desc(payouts.periodStart), desc(payouts.id))
      .limit(q.pageSize)
      .offset(pageOffset(q));
    const total = totals?.n ?? 0;
    return {
      list: rows.map((row) => toPayout(row, utcOffset)),
      pageNum: q.pageNo,
      totalPages: pages(total, q.pageSize),
      total,
    };
  }

  async list(q: z.output<typeof adminAgentPayoutsQuery>): Promise<AdminAgentPayoutsValue> {
    const filters: SQL[] = [];
    if (q.status) filters.push(eq(payouts.status, q.status));
    if (q.kind) filters.push(eq(payouts.kind, q.kind));
    if (q.userName) filters.push(eq(m.username, q.userName));
    const { utcOffset } = (await getOperatorConfig(this.db)).agent.payouts;
    // Days of the payouts' time zone: from the start of `from` to the end of `to`.
    const localMidnight = (day: string) => new Date(dayStartUtc(day)! - utcOffset * 60_000);
    if (q.from) filters.push(gte(payouts.periodStart, localMidnight(q.from)));
    if (q.to) {
      filters.push(lt(payouts.periodStart, new Date(localMidnight(q.to).getTime() + DAY_MS)));
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [totals] = await this.db
      .select({ n: count() })
      .from(payouts)
      .innerJoin(m, eq(m.id, payouts.memberId))
      .where(where);
    const rows = await this.db
      .select({ row: payouts, userName: m.username })
      .from(payouts)
      .innerJoin(m, eq(m.id, payouts.memberId))
      .where(where)
      .orderBy(desc(payouts.id))
      .limit(q.pageSize)
      .offset(pageOffset(q));
    const total = totals?.n ?? 0;
    return {
      list: rows.map(({ row, userName }) => this.adminView(row, userName, utcOffset)),
      pageNum: q.pageNo,
      totalPages: pages(total, q.pageSize),
      total,
    };
  }

  /** Pays a payout waiting for review: one credit, under the payout's ledger key. */
  approve(id: number): Promise<ReviewedPayout> {
    return this.review(id, async (tx, row, at) => {
      if (row.amountMinor > 0) {
        await openWallet(tx, row.memberId);
        await postMovement(
          tx,
          {
            memberId: row.memberId,
            type: 'bonus',
            amountMinor: row.amountMinor,
            idempotencyKey: agentPayoutKey(row.memberId, row.kind, row.periodStart.getTime()),
            reference: referenceOf(row.kind, await this.labelOf(tx, row)),
            createdAt: at,
          },
          1,
        );
      }
      return { status: 'paid', paidAt: at, reviewedAt: at };
    });
  }

  reject(id: number, reason: string): Promise<ReviewedPayout> {
    return this.review(id, (_tx, _row, at) =>
      Promise.resolve({ status: 'rejected', rejectReason: reason, reviewedAt: at }),
    );
  }

  /**
   * Works the amount out again from the data now; it still waits for review.
   * Nothing earned any more: the payout is rejected (it is never paid).
   */
  recalculate(id: number): Promise<ReviewedPayout> {
    return this.review(id, async (tx, row, at) => {
      const earning = await computeEarning(tx, row.memberId, row.kind, {
        start: row.periodStart.getTime(),
        end: row.periodEnd.getTime(),
      });
      if (earning.amountMinor > 0) return { ...earning };
      return {
        ...earning,
        status: 'rejected',
        rejectReason: 'Nothing earned on recalculation',
        reviewedAt: at,
      };
    });
  }

  private async labelOf(db: Db, row: PayoutRow) {
    const { utcOffset } = (await getOperatorConfig(db)).agent.payouts;
    return periodLabel(row.kind, row.periodStart.getTime(), utcOffset);
  }

  /** A change to a payout still waiting for review, under a lock of its row. */
  private async review(
    id: number,
    change: (tx: Db, row: PayoutRow, at: Date) => Promise<Partial<PayoutRow>>,
  ): Promise<ReviewedPayout> {
    const at = new Date(this.now());
    try {
      const [before, updated] = await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
        if (!row) throw new AppError('agent.payout_not_found', 'No such payout');
        if (row.status === 'paid') {
          throw new AppError('agent.payout_already_paid', 'This payout has been paid');
        }
        if (row.status === 'rejected') {
          throw new AppError('agent.payout_rejected', 'This payout was rejected');
        }
        const [next] = await tx
          .update(payouts)
          .set(await change(tx, row, at))
          .where(eq(payouts.id, id))
          .returning();
        return [row, next!] as const;
      });
      const [member] = await this.db
        .select({ userName: m.username })
        .from(m)
        .where(inArray(m.id, [updated.memberId]));
      const { utcOffset } = (await getOperatorConfig(this.db)).agent.payouts;
      const userName = member?.userName ?? '';
      return {
        before: this.adminView(before, userName, utcOffset),
        payout: this.adminView(updated, userName, utcOffset),
      };
    } catch (error) {
      // The period's credit is in the ledger already (it cannot be paid twice).
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        throw new AppError('agent.payout_already_paid', 'This payout has been paid');
      }
      throw error;
    }
  }

  private adminView(row: PayoutRow, userName: string, utcOffset: number): AdminAgentPayout {
    return {
      ...toPayout(row, utcOffset),
      memberId: row.memberId,
      userName,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    };
  }
}
