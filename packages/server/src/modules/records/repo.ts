import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { BetStatus, LedgerType } from '@kalaro/contract/wallet-records';
import type { Db } from '../../db/client.ts';
import { sumOf } from '../../db/sql.ts';
import type { Span } from '../../lib/date-range.ts';
import { betsTable as b } from '../bets/tables.ts';
import { gamesTable as g } from '../games/tables.ts';
import { ledgerEntriesTable as l } from '../wallet/tables.ts';

// --- ledger rows ----------------------------------------------------------------

const ledgerWhere = (memberId: string, span: Span, types: readonly LedgerType[] | undefined) =>
  and(
    eq(l.memberId, memberId),
    gte(l.createdAt, span.from),
    lt(l.createdAt, span.to),
    types ? inArray(l.type, [...types]) : undefined,
  );

export async function findLedgerPage(
  db: Db,
  memberId: string,
  span: Span,
  types: readonly LedgerType[] | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: l.id,
      type: l.type,
      amountMinor: l.amountMinor,
      balanceAfterMinor: l.balanceAfterMinor,
      reference: l.reference,
      createdAt: l.createdAt,
    })
    .from(l)
    .where(ledgerWhere(memberId, span, types))
    .orderBy(desc(l.createdAt), desc(l.id))
    .limit(limit)
    .offset(offset);
}

export async function ledgerTotals(
  db: Db,
  memberId: string,
  span: Span,
  types: readonly LedgerType[] | undefined,
) {
  const [row] = await db
    .select({
      total: count(),
      creditsMinor: sumOf(sql`case when ${l.amountMinor} > 0 then ${l.amountMinor} else 0 end`),
      debitsMinor: sumOf(sql`case when ${l.amountMinor} < 0 then -${l.amountMinor} else 0 end`),
    })
    .from(l)
    .where(ledgerWhere(memberId, span, types));
  return row!;
}

// --- bets -----------------------------------------------------------------------

export interface BetFilter {
  gameType?: string;
  nodeId?: number;
  vendor?: string;
  status?: BetStatus;
}

/**
 * Whose bets: one member's id, or a condition on `bets.member_id` (an agent's
 * whole team, see the agent module).
 */
export type Bettors = string | SQL;

const betWhere = (who: Bettors, span: Span, f: BetFilter) =>
  and(
    typeof who === 'string' ? eq(b.memberId, who) : who,
    gte(b.createdAt, span.from),
    lt(b.createdAt, span.to),
    f.gameType !== undefined ? eq(b.gameType, f.gameType) : undefined,
    f.nodeId !== undefined ? eq(b.nodeId, f.nodeId) : undefined,
    f.vendor !== undefined ? eq(b.vendor, f.vendor) : undefined,
    f.status !== undefined ? eq(b.status, f.status) : undefined,
  );

export async function findBetsPage(
  db: Db,
  who: Bettors,
  span: Span,
  filter: BetFilter,
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: b.id,
      memberId: b.memberId,
      roundId: b.roundId,
      nodeId: b.nodeId,
      gameId: g.gameId,
      names: g.names,
      vendor: b.vendor,
      gameType: b.gameType,
      stakeMinor: b.stakeMinor,
      winMinor: b.winMinor,
      status: b.status,
      detail: b.detail,
      createdAt: b.createdAt,
      settledAt: b.settledAt,
    })
    .from(b)
    .innerJoin(g, eq(g.nodeId, b.nodeId))
    .where(betWhere(who, span, filter))
    .orderBy(desc(b.createdAt), desc(b.id))
    .limit(limit)
    .offset(offset);
}

/** Sums of the bets that count: every status but void (a void bet returned its stake). */
const betSums = {
  betCount: sql<number>`count(*) filter (where ${b.status} <> 'void')`.mapWith(Number),
  stakeMinor: sumOf(sql`case when ${b.status} <> 'void' then ${b.stakeMinor} else 0 end`),
  winMinor: sumOf(sql`case when ${b.status} = 'settled' then ${b.winMinor} else 0 end`),
};

export async function betTotals(db: Db, who: Bettors, span: Span, filter: BetFilter) {
  const [row] = await db
    .select({ total: count(), ...betSums })
    .from(b)
    .where(betWhere(who, span, filter));
  return row!;
}

/** Profit and loss per local day (`utcOffset` minutes east of UTC), newest first. */
export async function betTotalsByDay(db: Db, who: Bettors, span: Span, utcOffset: number) {
  // Inlined (a validated integer) so that the grouped expression is the selected one.
  const minutes = sql.raw(String(Math.trunc(utcOffset)));
  const day = sql<string>`to_char((${b.createdAt} at time zone 'UTC') + make_interval(mins => ${minutes}), 'YYYY-MM-DD')`;
  return db
    .select({ date: day, ...betSums })
    .from(b)
    .where(and(betWhere(who, span, {}), ne(b.status, 'void')))
    .groupBy(day)
    .orderBy(desc(day));
}

/** Profit and loss per game category, largest stake first. */
export async function betTotalsByType(db: Db, who: Bettors, span: Span) {
  return db
    .select({ gameType: b.gameType, ...betSums })
    .from(b)
    .where(and(betWhere(who, span, {}), ne(b.status, 'void')))
    .groupBy(b.gameType)
    .orderBy(desc(betSums.stakeMinor), b.gameType);
}
