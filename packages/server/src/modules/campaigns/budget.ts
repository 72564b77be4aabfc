import type { CampaignKind } from '@kalaro/contract/campaigns';
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { missionsTable } from '../missions/tables.ts';
import { promotionsTable } from '../promotions/tables.ts';
import { redRainsTable } from '../red-rain/tables.ts';
import { rewardsTable } from '../rewards/tables.ts';
import { campaignMemberSpendTable as spend } from './tables.ts';

/** Where a kind of campaign keeps its window, state and money. */
export interface CampaignTarget {
  table: PgTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  startAt: AnyPgColumn;
  endAt: AnyPgColumn;
  budget: AnyPgColumn;
  memberBudget: AnyPgColumn;
  spent: AnyPgColumn;
}

export const campaignTargets: Record<CampaignKind, CampaignTarget> = {
  reward: {
    table: rewardsTable,
    id: rewardsTable.id,
    status: rewardsTable.status,
    startAt: rewardsTable.startAt,
    endAt: rewardsTable.endAt,
    budget: rewardsTable.budgetMinor,
    memberBudget: rewardsTable.memberBudgetMinor,
    spent: rewardsTable.spentMinor,
  },
  mission: {
    table: missionsTable,
    id: missionsTable.id,
    status: missionsTable.status,
    startAt: missionsTable.startAt,
    endAt: missionsTable.endAt,
    budget: missionsTable.budgetMinor,
    memberBudget: missionsTable.memberBudgetMinor,
    spent: missionsTable.spentMinor,
  },
  promotion: {
    table: promotionsTable,
    id: promotionsTable.id,
    status: promotionsTable.status,
    startAt: promotionsTable.startAt,
    endAt: promotionsTable.endAt,
    budget: promotionsTable.budgetMinor,
    memberBudget: promotionsTable.memberBudgetMinor,
    spent: promotionsTable.spentMinor,
  },
  'red-rain': {
    table: redRainsTable,
    id: redRainsTable.id,
    status: redRainsTable.status,
    startAt: redRainsTable.startsAt,
    endAt: redRainsTable.endsAt,
    budget: redRainsTable.budgetMinor,
    memberBudget: redRainsTable.memberBudgetMinor,
    spent: redRainsTable.paidMinor,
  },
};

/** Started (or no start) and not ended (or no end) at `at`. */
export const withinWindow = (t: Pick<CampaignTarget, 'startAt' | 'endAt'>, at: Date): SQL =>
  and(or(isNull(t.startAt), lte(t.startAt, at)), or(isNull(t.endAt), gt(t.endAt, at)))!;

export interface Spend {
  kind: CampaignKind;
  campaignId: number;
  memberId: string;
  amountMinor: number;
  /**
   * The instant the campaign must be running at (a claim: now). Null for a
   * payout owed for a period that ran inside the window (mission prizes).
   */
  at: Date | null;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Takes `amountMinor` from a campaign's total and per-member budgets, or
 * refuses with `campaign.not_active` / `campaign.budget_exhausted` /
 * `campaign.member_budget_exhausted`. Call it inside the transaction that posts
 * the ledger movement: both guards are single conditional statements, so on
 * PostgreSQL racing spends queue on the campaign's row (and the member's spend
 * row) and each re-checks the guard against the committed total — the budget
 * is never overspent, whatever the isolation level or number of connections.
 */
export async function spendBudget(tx: Db, s: Spend): Promise<void> {
  const t = campaignTargets[s.kind];
  const amount = s.amountMinor;
  const running = s.at ? withinWindow(t, s.at) : sql`true`;
  const updated = rowsOf(
    await tx.execute(sql`
      update ${t.table} set ${sql.identifier(t.spent.name)} = ${t.spent} + ${amount}
      where ${t.id} = ${s.campaignId} and ${t.status} = 'active' and ${running}
        and (${t.budget} is null or ${t.spent} + ${amount} <= ${t.budget})
      returning ${t.memberBudget} as member_budget`),
  );
  if (updated.length === 0) throw await whyRefused(tx, t, s);
  const memberBudget = updated[0]!.member_budget;
  const limit = memberBudget === null || memberBudget === undefined ? null : Number(memberBudget);
  if (limit !== null && amount > limit) throw new AppError('campaign.member_budget_exhausted');
  // One row per member and campaign: the upsert takes its lock, so a member's
  // racing claims add up one after another and the guard sees each total.
  const guard = limit === null ? sql`true` : sql`${spend.spentMinor} + ${amount} <= ${limit}`;
  const added = await tx
    .insert(spend)
    .values({ kind: s.kind, campaignId: s.campaignId, memberId: s.memberId, spentMinor: amount })
    .onConflictDoUpdate({
      target: [spend.kind, spend.campaignId, spend.memberId],
      set: { spentMinor: sql`${spend.spentMinor} + ${amount}` },
      setWhere: guard,
    })
    .returning({ spentMinor: spend.spentMinor });
  if (added.length === 0) throw new AppError('campaign.member_budget_exhausted');
}

/** What a member has been paid by a campaign so far (0 when nothing). */
export async function memberSpent(
  db: Db,
  kind: CampaignKind,
  campaignId: number,
  memberId: string,
): Promise<number> {
  const [row] = await db
    .select({ spentMinor: spend.spentMinor })
    .from(spend)
    .where(
      and(eq(spend.kind, kind), eq(spend.campaignId, campaignId), eq(spend.memberId, memberId)),
    );
  return row?.spentMinor ?? 0;
}

async function whyRefused(tx: Db, t: CampaignTarget, s: Spend): Promise<AppError> {
  const [row] = rowsOf(
    await tx.execute(sql`
      select ${t.status} as status, ${s.at ? withinWindow(t, s.at) : sql`true`} as running
      from ${t.table} where ${t.id} = ${s.campaignId}`),
  );
  if (!row) return new AppError('campaign.not_found');
  if (row.status !== 'active' || !row.running) return new AppError('campaign.not_active');
  return new AppError('campaign.budget_exhausted');
}
