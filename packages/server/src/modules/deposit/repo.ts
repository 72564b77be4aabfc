import { and, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type {
  AdminReviewFilter,
  DepositLimitPeriod,
  DepositStatus,
} from '@kalaro/contract/payments';
import type { Db } from '../../db/client.ts';
import { reviewConditions } from '../../lib/review-filter.ts';
import { sumOf } from '../../db/sql.ts';
import { membersTable } from '../accounts/tables.ts';
import { ledgerEntriesTable as e } from '../wallet/tables.ts';
import type { Span } from '../../lib/date-range.ts';
import {
  depositCallbacksTable as c,
  depositLimitsTable as l,
  depositRequestsTable as r,
} from './tables.ts';

export type DepositRow = typeof r.$inferSelect;
export type NewDepositRow = typeof r.$inferInsert;
export type LimitRow = typeof l.$inferSelect;

/**
 * Serialises a member's deposit requests and limit changes until the
 * transaction ends (a transaction-scoped advisory lock), so two requests at
 * once cannot both fit under a limit that has room for one.
 */
export async function lockMemberDeposits(tx: Db, memberId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`deposit:${memberId}`}, 0))`,
  );
}

// --- limits --------------------------------------------------------------------------

/** Puts in force the member's pending limit changes whose time has come (usually none). */
export async function applyDueLimitChanges(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .update(l)
    .set({
      limitMinor: sql`${l.pendingLimitMinor}`,
      pendingLimitMinor: null,
      pendingAt: null,
      updatedAt: now,
    })
    .where(and(eq(l.memberId, memberId), lte(l.pendingAt, now)));
}

export async function findLimits(db: Db, memberId: string): Promise<LimitRow[]> {
  return db.select().from(l).where(eq(l.memberId, memberId));
}

export async function upsertLimit(
  db: Db,
  row: Omit<LimitRow, 'updatedAt'> & { updatedAt: Date },
): Promise<void> {
  await db
    .insert(l)
    .values(row)
    .onConflictDoUpdate({
      target: [l.memberId, l.period],
      set: {
        limitMinor: row.limitMinor,
        pendingLimitMinor: row.pendingLimitMinor,
        pendingAt: row.pendingAt,
        updatedAt: row.updatedAt,
      },
    });
}

/** Pending and approved requests made since each instant, per period. */
export async function sumRequestedSince(
  db: Db,
  memberId: string,
  since: Readonly<Record<DepositLimitPeriod, Date>>,
): Promise<Record<DepositLimitPeriod, number>> {
  const earliest = new Date(Math.min(...Object.values(since).map((d) => d.getTime())));
  const within = (from: Date) =>
    sumOf(sql`case when ${r.createdAt} >= ${from.toISOString()} then ${r.amountMinor} else 0 end`);
  const [row] = await db
    .select({ day: within(since.day), week: within(since.week), month: within(since.month) })
    .from(r)
    .where(
      and(
        eq(r.memberId, memberId),
        inArray(r.status, ['pending', 'approved']),
        gte(r.createdAt, earliest),
      ),
    );
  return { day: row?.day ?? 0, week: row?.week ?? 0, month: row?.month ?? 0 };
}

// --- requests ------------------------------------------------------------------------

export async function insertRequest(db: Db, values: NewDepositRow): Promise<DepositRow> {
  const [row] = await db.insert(r).values(values).returning();
  return row!;
}

export async function findRequest(db: Db, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(r).where(eq(r.id, id)).limit(1);
  return row;
}

export async function findMemberRequest(
  db: Db,
  memberId: string,
  id: string,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.id, id), eq(r.memberId, memberId)))
    .limit(1);
  return row;
}

/**
 * pending → approved or rejected, guarded by the previous status: of two
 * reviews at once only one gets the row back (the other waits for it, then
 * finds the request no longer pending).
 */
export async function settlePending(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
  note: string | null,
  reviewedAt: Date,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .update(r)
    .set({ status, note, reviewedAt })
    .where(and(eq(r.id, id), eq(r.status, 'pending')))
    .returning();
  return row;
}

/** A gateway event seen for the first time (true), or a replay (false). */
export async function recordCallback(
  db: Db,
  values: { provider: string; eventId: string; requestId: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(c)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: c.eventId });
  return rows.length === 1;
}

// --- records and the review queue ------------------------------------------------

const recordWhere = (memberId: string, span: Span, status: DepositStatus | undefined) =>
  and(
    eq(r.memberId, memberId),
    gte(r.createdAt, span.from),
    lt(r.createdAt, span.to),
    status ? eq(r.status, status) : undefined,
  );

export async function findRecordsPage(
  db: Db,
  memberId: string,
  span: Span,
  status: DepositStatus | undefined,
  limit: number,
  offset: number,
): Promise<DepositRow[]> {
  return db
    .select()
    .from(r)
    .where(recordWhere(memberId, span, status))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit)
    .offset(offset);
}

export async function recordTotals(
  db: Db,
  memberId: string,
  span: Span,
  status: DepositStatus | undefined,
) {
  const [row] = await db
    .select({
      total: count(),
      approvedCount: sql<number>`count(*) filter (where ${r.status} = 'approved')`.mapWith(Number),
      approvedMinor: sumOf(
        sql`case when ${r.status} = 'approved' then ${r.amountMinor} else 0 end`,
      ),
    })
    .from(r)
    .where(recordWhere(memberId, span, status));
  return row!;
}

/** The review queue's conditions: the status and the filters. */
const reviewWhere = (status: DepositStatus | undefined, filter: AdminReviewFilter) =>
  and(
    status ? eq(r.status, status) : undefined,
    ...reviewConditions(filter, {
      amountMinor: r.amountMinor,
      createdAt: r.createdAt,
      username: membersTable.username,
      channels: [r.channelId, r.provider],
    }),
  );

export async function findReviewPage(
  db: Db,
  status: DepositStatus | undefined,
  filter: AdminReviewFilter,
  limit: number,
  offset: number,
): Promise<(DepositRow & { userName: string })[]> {
  const rows = await db
    .select({ request: r, userName: membersTable.username })
    .from(r)
    .innerJoin(membersTable, eq(membersTable.id, r.memberId))
    .where(reviewWhere(status, filter))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row.request, userName: row.userName }));
}

/** One request of the review queue, with its member's username (undefined: no such request). */
export async function findReviewRequest(
  db: Db,
  id: string,
): Promise<(DepositRow & { userName: string }) | undefined> {
  const [row] = await db
    .select({ request: r, userName: membersTable.username })
    .from(r)
    .innerJoin(membersTable, eq(membersTable.id, r.memberId))
    .where(eq(r.id, id))
    .limit(1);
  return row && { ...row.request, userName: row.userName };
}

/** The member's latest requests, newest first, at most `limit`. */
export async function findLatestRequests(
  db: Db,
  memberId: string,
  limit: number,
): Promise<DepositRow[]> {
  return db
    .select()
    .from(r)
    .where(eq(r.memberId, memberId))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit);
}

export async function countReview(
  db: Db,
  status: DepositStatus | undefined,
  filter: AdminReviewFilter,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(r)
    .innerJoin(membersTable, eq(membersTable.id, r.memberId))
    .where(reviewWhere(status, filter));
  return row?.total ?? 0;
}

/** A gateway's requests made in the span, oldest first, at most `limit`. */
export async function findProviderRequests(
  db: Db,
  provider: string,
  span: Span,
  limit: number,
): Promise<DepositRow[]> {
  return db
    .select()
    .from(r)
    .where(and(eq(r.provider, provider), gte(r.createdAt, span.from), lt(r.createdAt, span.to)))
    .orderBy(r.createdAt, r.id)
    .limit(limit);
}

/** What the ledger credited for each request (`deposit:<id>`, the bonus apart), by request id. */
export async function ledgerCredits(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ reference: e.reference, minor: sumOf(sql`${e.amountMinor}`) })
    .from(e)
    .where(
      inArray(
        e.reference,
        ids.map((id) => `deposit:${id}`),
      ),
    )
    .groupBy(e.reference);
  return new Map(rows.map((row) => [row.reference!.slice('deposit:'.length), Number(row.minor)]));
}
