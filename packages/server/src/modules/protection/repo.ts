import { and, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sumOf } from '../../db/sql.ts';
import { membersTable, sessionsTable } from '../accounts/tables.ts';
import { ledgerEntriesTable as e, walletsTable } from '../wallet/tables.ts';
import { withdrawRequestsTable } from '../withdraw/tables.ts';
import type { PeriodValues, PlayUsage, SessionSpan } from './model.ts';
import { playLimitsTable as p, protectionMeasuresTable as m } from './tables.ts';

export type MeasureRow = typeof m.$inferSelect;
export type NewMeasureRow = typeof m.$inferInsert;

const LATEST_END = sql`${m.endsAt} desc nulls first`;

/**
 * Serialises a member's protection changes until the transaction ends, so two
 * requests at once are checked one after the other (the second must lengthen
 * the first).
 */
export async function lockMemberProtection(tx: Db, memberId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`protection:${memberId}`}, 0))`,
  );
}

/** The measure in force at `now`: the newest that still runs (they only lengthen). */
export async function findRunning(
  db: Db,
  memberId: string,
  now: Date,
): Promise<MeasureRow | undefined> {
  const [row] = await db
    .select()
    .from(m)
    .where(and(eq(m.memberId, memberId), or(isNull(m.endsAt), gt(m.endsAt, now))))
    // They only lengthen: the one in force ends last (permanent first).
    .orderBy(LATEST_END, desc(m.createdAt))
    .limit(1);
  return row;
}

/** Every measure of the member, newest first. */
export async function findHistory(db: Db, memberId: string): Promise<MeasureRow[]> {
  return db.select().from(m).where(eq(m.memberId, memberId)).orderBy(desc(m.createdAt), LATEST_END);
}

export async function insertMeasure(db: Db, row: NewMeasureRow): Promise<MeasureRow> {
  const [inserted] = await db.insert(m).values(row).returning();
  return inserted!;
}

/** The member's id and name, when the id is a member's. */
export async function findMember(
  db: Db,
  memberId: string,
): Promise<{ id: string; username: string } | undefined> {
  const [row] = await db
    .select({ id: membersTable.id, username: membersTable.username })
    .from(membersTable)
    .where(eq(membersTable.id, memberId));
  return row;
}

// --- play limits -----------------------------------------------------------------------

export type PlayLimitRow = typeof p.$inferSelect;

/**
 * Serialises a member's stakes until the transaction ends, so two stakes at
 * once cannot both fit under a wager limit with room for one.
 */
export async function lockMemberStakes(tx: Db, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stakes:${memberId}`}, 0))`);
}

/** Puts in force the member's pending limit changes whose time has come (usually none). */
export async function applyDuePlayLimits(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .update(p)
    .set({
      limitValue: sql`${p.pendingValue}`,
      pendingValue: null,
      pendingAt: null,
      updatedAt: now,
    })
    .where(and(eq(p.memberId, memberId), lte(p.pendingAt, now)));
}

export async function findPlayLimits(db: Db, memberId: string): Promise<PlayLimitRow[]> {
  return db.select().from(p).where(eq(p.memberId, memberId));
}

export async function upsertPlayLimit(db: Db, row: PlayLimitRow): Promise<void> {
  await db
    .insert(p)
    .values(row)
    .onConflictDoUpdate({
      target: [p.memberId, p.kind, p.period],
      set: {
        limitValue: row.limitValue,
        pendingValue: row.pendingValue,
        pendingAt: row.pendingAt,
        updatedAt: row.updatedAt,
      },
    });
}

/**
 * Stakes (bets less refunds) and net loss (bets less wins and refunds) from
 * the wallet ledger since each window's start.
 */
export async function sumPlaySince(
  db: Db,
  memberId: string,
  since: PeriodValues<number>,
): Promise<PlayUsage> {
  const earliest = new Date(Math.min(since.day, since.week, since.month));
  const within = (from: number, types: string[]) =>
    sumOf(
      sql`case when ${e.createdAt} >= ${new Date(from).toISOString()} and ${e.type} in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )}) then -${e.amountMinor} else 0 end`,
    );
  const stakes = ['bet', 'refund'];
  const play = ['bet', 'refund', 'win'];
  const [row] = await db
    .select({
      wagerDay: within(since.day, stakes),
      wagerWeek: within(since.week, stakes),
      wagerMonth: within(since.month, stakes),
      lossDay: within(since.day, play),
      lossWeek: within(since.week, play),
      lossMonth: within(since.month, play),
    })
    .from(e)
    .where(
      and(
        eq(e.memberId, memberId),
        inArray(e.type, ['bet', 'refund', 'win']),
        gte(e.createdAt, earliest),
      ),
    );
  return {
    wager: { day: row?.wagerDay ?? 0, week: row?.wagerWeek ?? 0, month: row?.wagerMonth ?? 0 },
    loss: { day: row?.lossDay ?? 0, week: row?.lossWeek ?? 0, month: row?.lossMonth ?? 0 },
  };
}

/**
 * The member's sessions seen since `since`: from login to the last time each
 * was seen (or revoked); `current` (the session of this request) runs to now.
 */
export async function sessionSpansSince(
  db: Db,
  memberId: string,
  since: Date,
  now: number,
  current?: string,
): Promise<SessionSpan[]> {
  const rows = await db
    .select({
      id: sessionsTable.id,
      createdAt: sessionsTable.createdAt,
      lastSeenAt: sessionsTable.lastSeenAt,
      revokedAt: sessionsTable.revokedAt,
    })
    .from(sessionsTable)
    .where(and(eq(sessionsTable.memberId, memberId), gte(sessionsTable.lastSeenAt, since)));
  return rows.map((r) => {
    const seen = r.lastSeenAt.getTime();
    const end =
      r.id === current && r.revokedAt === null
        ? now
        : Math.min(seen, r.revokedAt?.getTime() ?? seen);
    return { start: r.createdAt.getTime(), end };
  });
}

/** The member's newest session still open at `now` (a vendor's debit plays in it), if any. */
export async function findNewestOpenSession(
  db: Db,
  memberId: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: sessionsTable.id })
    .from(sessionsTable)
    .where(
      and(
        eq(sessionsTable.memberId, memberId),
        isNull(sessionsTable.revokedAt),
        gt(sessionsTable.idleExpiresAt, now),
        gt(sessionsTable.absoluteExpiresAt, now),
      ),
    )
    .orderBy(desc(sessionsTable.lastSeenAt))
    .limit(1);
  return row?.id;
}

// --- reality check -------------------------------------------------------------------

/** The member's chosen reality-check interval: undefined when never chosen, null when chosen off. */
export async function findRealityCheck(
  db: Db,
  memberId: string,
): Promise<number | null | undefined> {
  const [row] = await db
    .select({ minutes: p.limitValue })
    .from(p)
    .where(and(eq(p.memberId, memberId), eq(p.kind, 'reality'), eq(p.period, 'day')));
  return row ? row.minutes : undefined;
}

/**
 * A session's clock for the reality check: its login and the last answer
 * (null: none yet), with the member's chosen interval (undefined: never
 * chosen, null: chosen off), read together.
 */
export interface RealityClock {
  sessionId: string;
  startedAt: Date;
  checkedAt: Date | null;
  chosen: number | null | undefined;
}

const clockColumns = {
  sessionId: sessionsTable.id,
  startedAt: sessionsTable.createdAt,
  checkedAt: sessionsTable.realityCheckedAt,
  chosen: p.limitValue,
  hasChoice: sql<boolean>`${p.memberId} is not null`,
};

const chosenReality = and(
  eq(p.memberId, sessionsTable.memberId),
  eq(p.kind, 'reality'),
  eq(p.period, 'day'),
);

const toClock = ({
  hasChoice,
  chosen,
  ...row
}: { hasChoice: boolean; chosen: number | null } & Omit<RealityClock, 'chosen'>): RealityClock => ({
  ...row,
  chosen: hasChoice ? chosen : undefined,
});

/** The session's reality-check clock (one query: every stake asks), if the session is the member's. */
export async function findRealityClock(
  db: Db,
  memberId: string,
  sessionId: string,
): Promise<RealityClock | undefined> {
  const [row] = await db
    .select(clockColumns)
    .from(sessionsTable)
    .leftJoin(p, chosenReality)
    .where(and(eq(sessionsTable.id, sessionId), eq(sessionsTable.memberId, memberId)));
  return row && toClock(row);
}

/**
 * The clock of the session a stake no call of the member brings plays in: the
 * member's newest session still open at `now`, else the newest of all (a game
 * left open after the member left still meets the check that fell due); with
 * whether the member is a trial account (which has no reality check).
 */
export async function findNewestRealityClock(
  db: Db,
  memberId: string,
  now: Date,
): Promise<(RealityClock & { memberType: number }) | undefined> {
  const at = now.toISOString();
  const open = sql`(${sessionsTable.revokedAt} is null and ${sessionsTable.idleExpiresAt} > ${at} and ${sessionsTable.absoluteExpiresAt} > ${at})`;
  const [row] = await db
    .select({ ...clockColumns, memberType: membersTable.type })
    .from(sessionsTable)
    .innerJoin(membersTable, eq(membersTable.id, sessionsTable.memberId))
    .leftJoin(p, chosenReality)
    .where(eq(sessionsTable.memberId, memberId))
    .orderBy(desc(open), desc(sessionsTable.lastSeenAt))
    .limit(1);
  return row && { ...toClock(row), memberType: row.memberType };
}

/** "Continue" at the reality check: the session's clock starts again at `at`. */
export async function markRealityChecked(
  db: Db,
  memberId: string,
  sessionId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessionsTable)
    .set({ realityCheckedAt: at })
    .where(and(eq(sessionsTable.id, sessionId), eq(sessionsTable.memberId, memberId)))
    .returning({ id: sessionsTable.id });
  return rows.length > 0;
}

/** Stakes (bets less refunds) and wins in the member's ledger since `since`. */
export async function sumSessionPlay(
  db: Db,
  memberId: string,
  since: Date,
): Promise<{ stakesMinor: number; winsMinor: number }> {
  const [row] = await db
    .select({
      stakes: sumOf(
        sql`case when ${e.type} in ('bet', 'refund') then -${e.amountMinor} else 0 end`,
      ),
      wins: sumOf(sql`case when ${e.type} = 'win' then ${e.amountMinor} else 0 end`),
    })
    .from(e)
    .where(
      and(
        eq(e.memberId, memberId),
        inArray(e.type, ['bet', 'refund', 'win']),
        gte(e.createdAt, since),
      ),
    );
  return { stakesMinor: row?.stakes ?? 0, winsMinor: row?.wins ?? 0 };
}

// --- account closure ---------------------------------------------------------------------

/** The member's balance, its row locked until the transaction ends (no credit slips in). */
export async function lockBalance(tx: Db, memberId: string): Promise<number> {
  const [row] = await tx
    .select({ balanceMinor: walletsTable.balanceMinor })
    .from(walletsTable)
    .where(eq(walletsTable.memberId, memberId))
    .for('update');
  return row?.balanceMinor ?? 0;
}

export async function countPendingWithdrawals(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawRequestsTable)
    .where(
      and(
        eq(withdrawRequestsTable.memberId, memberId),
        // Sent to a payout gateway and not yet confirmed: still open.
        inArray(withdrawRequestsTable.status, ['pending', 'paying']),
      ),
    );
  return row?.n ?? 0;
}

/** A closed account: disabled, so no session or login is accepted, and marked as the member's doing. */
export async function closeMember(db: Db, memberId: string, at: Date): Promise<void> {
  await db
    .update(membersTable)
    .set({ status: 'disabled', closedAt: at })
    .where(eq(membersTable.id, memberId));
}
