import { and, count, eq, gt, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Span } from '../../lib/date-range.ts';
import { membersTable, sessionsTable } from '../accounts/tables.ts';
import { betsTable } from '../bets/tables.ts';
import { memberTreeTable as tree } from './tables.ts';

/** The whole team of an agent (every depth, the agent excluded): one lookup on the closure table's key. */
export const inTeamOf = (agentId: string) => and(eq(tree.ancestorId, agentId), gt(tree.depth, 0));

/**
 * `column` (a member id) is in the agent's whole team: a subquery on the closure
 * table's key, for filtering other tables' rows (bets, ledger rows) by team.
 */
export const inTeam = (column: AnyColumn, agentId: string) =>
  sql`${column} in (select ${tree.descendantId} from ${tree} where ${tree.ancestorId} = ${agentId} and ${tree.depth} > 0)`;

/** The member (`member`, a column) has a live session at `at`. */
export const onlineAt = (member: AnyColumn, at: Date) => {
  const instant = sql`${at.toISOString()}::timestamptz`;
  return sql`exists (select 1 from ${sessionsTable} where ${sessionsTable.memberId} = ${member}
    and ${sessionsTable.revokedAt} is null and ${sessionsTable.idleExpiresAt} > ${instant}
    and ${sessionsTable.absoluteExpiresAt} > ${instant})`;
};

/** The member's username holds `search`, any case (strpos: no pattern characters to escape). */
export const nameContains = (search: string) =>
  sql`strpos(lower(${membersTable.username}), ${search.toLowerCase()}) > 0`;

/** Members in the agent's whole team. */
export async function countTeam(db: Db, agentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tree).where(inTeamOf(agentId));
  return row?.n ?? 0;
}

export interface TeamKpiCounts {
  logins: number;
  bettors: number;
  registrations: number;
  online: number;
}

/**
 * The four team counters in one statement: each is a count over the team's rows
 * of the closure table with an indexed probe per member (sessions by member and
 * time, bets by member and time, the member's registration date).
 */
export async function teamKpiCounts(
  db: Db,
  agentId: string,
  span: Span,
  now: Date,
): Promise<TeamKpiCounts> {
  const member = tree.descendantId;
  // Instants as timestamptz parameters (raw SQL does not map Date objects on every driver).
  const from = sql`${span.from.toISOString()}::timestamptz`;
  const to = sql`${span.to.toISOString()}::timestamptz`;
  const loggedIn = sql`exists (select 1 from ${sessionsTable} where ${sessionsTable.memberId} = ${member}
    and ${sessionsTable.createdAt} >= ${from} and ${sessionsTable.createdAt} < ${to})`;
  const bet = sql`exists (select 1 from ${betsTable} where ${betsTable.memberId} = ${member}
    and ${betsTable.createdAt} >= ${from} and ${betsTable.createdAt} < ${to})`;
  const online = onlineAt(member, now);
  const [row] = await db
    .select({
      logins: sql<number>`count(*) filter (where ${loggedIn})`.mapWith(Number),
      bettors: sql<number>`count(*) filter (where ${bet})`.mapWith(Number),
      registrations:
        sql<number>`count(*) filter (where ${membersTable.regDate} >= ${from} and ${membersTable.regDate} < ${to})`.mapWith(
          Number,
        ),
      online: sql<number>`count(*) filter (where ${online})`.mapWith(Number),
    })
    .from(tree)
    .innerJoin(membersTable, eq(membersTable.id, member))
    .where(inTeamOf(agentId));
  return {
    logins: row?.logins ?? 0,
    bettors: row?.bettors ?? 0,
    registrations: row?.registrations ?? 0,
    online: row?.online ?? 0,
  };
}
