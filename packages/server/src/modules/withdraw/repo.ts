import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { AdminReviewFilter, WithdrawStatus } from '@kalaro/contract/payments';
import type { Db } from '../../db/client.ts';
import { reviewConditions } from '../../lib/review-filter.ts';
import { sumOf } from '../../db/sql.ts';
import { membersTable } from '../accounts/tables.ts';
import { betsTable } from '../bets/tables.ts';
import { depositRequestsTable } from '../deposit/tables.ts';
import type { Span } from '../../lib/date-range.ts';
import { pgConstraint, pgErrorCode } from '../wallet/service.ts';
import { ledgerEntriesTable as ledger } from '../wallet/tables.ts';
import {
  bankCardsTable as cards,
  withdrawPayoutCallbacksTable,
  withdrawRequestsTable as w,
} from './tables.ts';

export type CardRow = typeof cards.$inferSelect;
export type WithdrawRow = typeof w.$inferSelect;
export type WithdrawWithCard = WithdrawRow & { card: CardRow };

/**
 * Serialises a member's card bindings and withdrawal requests until the
 * transaction ends, so the card count and the daily limits see every request.
 */
export async function lockMemberWithdrawals(tx: Db, memberId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`withdraw:${memberId}`}, 0))`,
  );
}

// --- cards -------------------------------------------------------------------------

export async function findCards(db: Db, memberId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(eq(cards.memberId, memberId))
    .orderBy(cards.createdAt, cards.id);
}

export async function findMemberCard(
  db: Db,
  memberId: string,
  id: string,
): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.memberId, memberId)))
    .limit(1);
  return row;
}

/**
 * A new card, or undefined when the member has bound this number already. A
 * failed insert is rethrown without its query parameters or the database's
 * detail (Drizzle puts the parameters in the message, PostgreSQL the failing
 * row in `detail`): the error handler logs a 5xx in full, and the card number
 * must not reach a log line.
 */
export async function insertCard(
  db: Db,
  values: typeof cards.$inferInsert,
): Promise<CardRow | undefined> {
  try {
    const [row] = await db.insert(cards).values(values).onConflictDoNothing().returning();
    return row;
  } catch (error) {
    throw new CardStoreError(pgErrorCode(error), pgConstraint(error));
  }
}

/** A failed card insert, with the database's error code and constraint only. */
export class CardStoreError extends Error {
  constructor(
    readonly code: string | undefined,
    readonly constraint: string | undefined,
  ) {
    super(
      `Could not store the bank card (${code ?? 'unknown'}${constraint ? `, ${constraint}` : ''})`,
    );
    this.name = 'CardStoreError';
  }
}

// --- requests ------------------------------------------------------------------------

const withCard = (row: { request: WithdrawRow; card: CardRow }): WithdrawWithCard => ({
  ...row.request,
  card: row.card,
});

const selectWithCard = (db: Db) =>
  db.select({ request: w, card: cards }).from(w).innerJoin(cards, eq(cards.id, w.cardId));

export async function insertRequest(db: Db, values: typeof w.$inferInsert): Promise<WithdrawRow> {
  const [row] = await db.insert(w).values(values).returning();
  return row!;
}

export async function findRequest(db: Db, id: string): Promise<WithdrawWithCard | undefined> {
  const [row] = await selectWithCard(db).where(eq(w.id, id)).limit(1);
  return row && withCard(row);
}

export async function findByKey(
  db: Db,
  memberId: string,
  idempotencyKey: string,
): Promise<WithdrawWithCard | undefined> {
  const [row] = await selectWithCard(db)
    .where(and(eq(w.memberId, memberId), eq(w.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row && withCard(row);
}

/** Requests (pending or paid) made since `since`: how many and how much. */
export async function requestedSince(db: Db, memberId: string, since: Date) {
  const [row] = await db
    .select({ count: count(), amountMinor: sumOf(sql`${w.amountMinor}`) })
    .from(w)
    .where(
      and(
        eq(w.memberId, memberId),
        inArray(w.status, ['pending', 'paying', 'approved']),
        gte(w.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, amountMinor: row?.amountMinor ?? 0 };
}

/** pending → approved or rejected, guarded by the previous status (one review wins). */
export async function settlePending(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
  note: string | null,
  reviewedAt: Date,
): Promise<WithdrawRow | undefined> {
  const [row] = await db
    .update(w)
    .set({ status, note, reviewedAt })
    .where(and(eq(w.id, id), eq(w.status, 'pending')))
    .returning();
  return row;
}

// --- payouts through a gateway ----------------------------------------------------

/** pending → paying, sent to `provider` (one review wins: guarded by 'pending'). */
export async function claimForPayout(
  db: Db,
  id: string,
  provider: string,
  reviewedAt: Date,
): Promise<WithdrawRow | undefined> {
  const [row] = await db
    .update(w)
    .set({
      status: 'paying',
      payoutProvider: provider,
      note: null,
      reviewedAt,
      payoutCheckedAt: null,
    })
    .where(and(eq(w.id, id), eq(w.status, 'pending')))
    .returning();
  return row;
}

/** paying → pending again when the gateway never took the payout (could not be reached). */
export async function unclaimPayout(db: Db, id: string): Promise<WithdrawRow | undefined> {
  const [row] = await db
    .update(w)
    .set({ status: 'pending', payoutProvider: null, payoutReference: null, reviewedAt: null })
    .where(and(eq(w.id, id), eq(w.status, 'paying'), isNull(w.payoutSentAt)))
    .returning();
  return row;
}

/**
 * Marks a paying request's payout as taken by the gateway, once (guarded by
 * `payout_sent_at` unset): the caller then turns the hold into the ledger row.
 */
export async function markPayoutSent(
  db: Db,
  id: string,
  sentAt: Date,
): Promise<WithdrawRow | undefined> {
  const [row] = await db
    .update(w)
    .set({ payoutSentAt: sentAt })
    .where(and(eq(w.id, id), eq(w.status, 'paying'), isNull(w.payoutSentAt)))
    .returning();
  return row;
}

/** The gateway's reference of a paying request's payout. */
export async function setPayoutReference(db: Db, id: string, reference: string): Promise<void> {
  await db
    .update(w)
    .set({ payoutReference: reference })
    .where(and(eq(w.id, id), isNull(w.payoutReference)));
}

/** paying → approved (paid) or failed, once: guarded by 'paying'. */
export async function finishPayout(
  db: Db,
  id: string,
  status: 'approved' | 'failed',
  at: Date,
): Promise<WithdrawRow | undefined> {
  const [row] = await db
    .update(w)
    .set({ status, reviewedAt: at })
    .where(and(eq(w.id, id), eq(w.status, 'paying')))
    .returning();
  return row;
}

/**
 * When the gateway last heard of a paying payout: the send (its review) or the
 * last status check, whichever is later.
 */
const lastContact = sql<Date>`coalesce(greatest(${w.reviewedAt}, ${w.payoutCheckedAt}), ${w.createdAt})`;

/**
 * Takes up to `limit` paying withdrawals whose gateway was last contacted at
 * or before `contactBefore`, oldest contact first, and records `checkedAt` as
 * their last check in the same statement: another pass (another instance)
 * then finds them checked and leaves them, and none is asked twice in a pass.
 * Rows another transaction holds are skipped.
 */
export async function takeDueChecks(
  db: Db,
  contactBefore: Date,
  checkedAt: Date,
  limit: number,
): Promise<string[]> {
  const due = db
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.status, 'paying'), lte(lastContact, contactBefore)))
    .orderBy(asc(lastContact), asc(w.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(w)
    .set({ payoutCheckedAt: checkedAt })
    .where(and(inArray(w.id, due), eq(w.status, 'paying')))
    .returning({ id: w.id });
  return rows.map((row) => row.id);
}

/** Records an operator's status check of a paying withdrawal. */
export async function markPayoutChecked(db: Db, id: string, checkedAt: Date): Promise<void> {
  await db
    .update(w)
    .set({ payoutCheckedAt: checkedAt })
    .where(and(eq(w.id, id), eq(w.status, 'paying')));
}

/** Records a payout callback's event; false when it was seen before (a replay). */
export async function recordPayoutCallback(
  db: Db,
  values: typeof withdrawPayoutCallbacksTable.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(withdrawPayoutCallbacksTable)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: withdrawPayoutCallbacksTable.eventId });
  return rows.length > 0;
}

// --- turnover ------------------------------------------------------------------------

/** The member's last approved deposit: what it credited and when. */
export async function lastApprovedDeposit(db: Db, memberId: string) {
  const d = depositRequestsTable;
  const [row] = await db
    .select({
      creditMinor: sql<number>`${d.amountMinor} - ${d.feeMinor} + ${d.bonusMinor}`.mapWith(Number),
      approvedAt: d.reviewedAt,
    })
    .from(d)
    .where(and(eq(d.memberId, memberId), eq(d.status, 'approved')))
    .orderBy(desc(d.reviewedAt))
    .limit(1);
  return row?.approvedAt ? { creditMinor: row.creditMinor, approvedAt: row.approvedAt } : undefined;
}

/** Stakes of the member's bets (not void) placed after `since`. */
export async function stakesSince(db: Db, memberId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ stake: sumOf(sql`${betsTable.stakeMinor}`) })
    .from(betsTable)
    .where(
      and(
        eq(betsTable.memberId, memberId),
        ne(betsTable.status, 'void'),
        gt(betsTable.createdAt, since),
      ),
    );
  return row?.stake ?? 0;
}

// --- records and the review queue ------------------------------------------------

const recordWhere = (memberId: string, span: Span, status: WithdrawStatus | undefined) =>
  and(
    eq(w.memberId, memberId),
    gte(w.createdAt, span.from),
    lt(w.createdAt, span.to),
    status ? eq(w.status, status) : undefined,
  );

export async function findRecordsPage(
  db: Db,
  memberId: string,
  span: Span,
  status: WithdrawStatus | undefined,
  limit: number,
  offset: number,
): Promise<WithdrawWithCard[]> {
  const rows = await selectWithCard(db)
    .where(recordWhere(memberId, span, status))
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(limit)
    .offset(offset);
  return rows.map(withCard);
}

export async function recordTotals(
  db: Db,
  memberId: string,
  span: Span,
  status: WithdrawStatus | undefined,
) {
  const [row] = await db
    .select({
      total: count(),
      approvedCount: sql<number>`count(*) filter (where ${w.status} = 'approved')`.mapWith(Number),
      approvedMinor: sumOf(
        sql`case when ${w.status} = 'approved' then ${w.amountMinor} else 0 end`,
      ),
    })
    .from(w)
    .where(recordWhere(memberId, span, status));
  return row!;
}

/** The review queue's conditions: the status and the filters. */
const reviewWhere = (status: WithdrawStatus | undefined, filter: AdminReviewFilter) =>
  and(
    status ? eq(w.status, status) : undefined,
    ...reviewConditions(filter, {
      amountMinor: w.amountMinor,
      createdAt: w.createdAt,
      username: membersTable.username,
      channels: [cards.bankCode, w.payoutProvider],
    }),
  );

export async function findReviewPage(
  db: Db,
  status: WithdrawStatus | undefined,
  filter: AdminReviewFilter,
  limit: number,
  offset: number,
): Promise<(WithdrawWithCard & { userName: string })[]> {
  const rows = await db
    .select({ request: w, card: cards, userName: membersTable.username })
    .from(w)
    .innerJoin(cards, eq(cards.id, w.cardId))
    .innerJoin(membersTable, eq(membersTable.id, w.memberId))
    .where(reviewWhere(status, filter))
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...withCard(row), userName: row.userName }));
}

/** One request of the review queue, with its card and member's username (undefined: none). */
export async function findReviewRequest(
  db: Db,
  id: string,
): Promise<(WithdrawWithCard & { userName: string }) | undefined> {
  const [row] = await db
    .select({ request: w, card: cards, userName: membersTable.username })
    .from(w)
    .innerJoin(cards, eq(cards.id, w.cardId))
    .innerJoin(membersTable, eq(membersTable.id, w.memberId))
    .where(eq(w.id, id))
    .limit(1);
  return row && { ...withCard(row), userName: row.userName };
}

/** The member's latest requests, newest first, at most `limit`. */
export async function findLatestRequests(
  db: Db,
  memberId: string,
  limit: number,
): Promise<WithdrawRow[]> {
  return db
    .select()
    .from(w)
    .where(eq(w.memberId, memberId))
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(limit);
}

export async function countReview(
  db: Db,
  status: WithdrawStatus | undefined,
  filter: AdminReviewFilter,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(w)
    .innerJoin(cards, eq(cards.id, w.cardId))
    .innerJoin(membersTable, eq(membersTable.id, w.memberId))
    .where(reviewWhere(status, filter));
  return row?.total ?? 0;
}

// --- reconciliation of a gateway's payouts ------------------------------------------

/** The withdrawals sent to a payout gateway, made within `span`, oldest first. */
export async function findPayoutRequests(
  db: Db,
  provider: string,
  span: Span,
  limit: number,
): Promise<WithdrawRow[]> {
  return db
    .select()
    .from(w)
    .where(
      and(eq(w.payoutProvider, provider), gte(w.createdAt, span.from), lt(w.createdAt, span.to)),
    )
    .orderBy(w.createdAt, w.id)
    .limit(limit);
}

/**
 * What the ledger paid out for each withdrawal (`withdraw:<id>`: its debit
 * less a refund after a failed payout), by withdrawal id.
 */
export async function ledgerPayouts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ reference: ledger.reference, minor: sumOf(sql`${ledger.amountMinor}`) })
    .from(ledger)
    .where(
      inArray(
        ledger.reference,
        ids.map((id) => `withdraw:${id}`),
      ),
    )
    .groupBy(ledger.reference);
  return new Map(rows.map((row) => [row.reference!.slice('withdraw:'.length), -Number(row.minor)]));
}
