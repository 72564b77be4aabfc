import { randomUUID } from 'node:crypto';
import type { ContractKind } from '@kalaro/contract/agent';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { insertMember } from '../src/modules/accounts/repo.ts';
import { agentContractsTable } from '../src/modules/agent/tables.ts';
import { agentPayoutsTable } from '../src/modules/agent/tables.ts';
import { insertBet } from '../src/modules/inhouse/repo.ts';
import { gamesTable } from '../src/modules/games/tables.ts';
import { ledgerEntriesTable, walletsTable } from '../src/modules/wallet/tables.ts';

/**
 * Agent-payout fixtures written straight to the database: agents under one top
 * agent, each with a player downline whose bets make the agent's team turnover,
 * and contracts in force since `since`.
 */
export interface PayoutAgent {
  id: string;
  userName: string;
  playerId: string;
}

export async function addBet(db: Db, memberId: string, stakeMinor: number, at: Date, winMinor = 0) {
  const [game] = await db
    .select({ nodeId: gamesTable.nodeId, vendor: gamesTable.vendor, gameType: gamesTable.gameType })
    .from(gamesTable)
    .limit(1);
  if (!game) throw new Error('no game seeded');
  const key = `test-payout-bet-${randomUUID()}`;
  await insertBet(db, {
    memberId,
    ...game,
    stakeMinor,
    winMinor,
    status: 'settled',
    roundId: key,
    idempotencyKey: key,
    detail: null,
    createdAt: at,
    settledAt: at,
  });
}

export async function payoutTeam(
  db: Db,
  opts: {
    prefix: string;
    agents: number;
    contracts: { kind: ContractKind; rateBp: number }[];
    since: Date;
  },
): Promise<{ top: string; agents: PayoutAgent[] }> {
  const top = await insertMember(db, {
    merchantCode: 'KALARO',
    username: `${opts.prefix}top`,
    type: 1,
  });
  const agents: PayoutAgent[] = [];
  for (let i = 0; i < opts.agents; i++) {
    const userName = `${opts.prefix}ag${i}`;
    const agent = await insertMember(db, {
      merchantCode: 'KALARO',
      username: userName,
      type: 1,
      uplineId: top.id,
    });
    const player = await insertMember(db, {
      merchantCode: 'KALARO',
      username: `${opts.prefix}pl${i}`,
      type: 0,
      uplineId: agent.id,
    });
    for (const c of opts.contracts) {
      await db.insert(agentContractsTable).values({
        kind: c.kind,
        memberId: agent.id,
        uplineId: top.id,
        rateBp: c.rateBp,
        status: 'active',
        createdAt: opts.since,
        respondedAt: opts.since,
      });
    }
    agents.push({ id: agent.id, userName, playerId: player.id });
  }
  return { top: top.id, agents };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The payout rows and agent-payout ledger credits of a member, and its balance. */
export async function payoutState(db: Db, memberId: string) {
  const rows = await db
    .select()
    .from(agentPayoutsTable)
    .where(eq(agentPayoutsTable.memberId, memberId));
  const credits = rowsOf<{ key: string; amount: string }>(
    await db.execute(
      sql`select ${ledgerEntriesTable.idempotencyKey} as key, ${ledgerEntriesTable.amountMinor} as amount
          from ${ledgerEntriesTable}
          where ${ledgerEntriesTable.memberId} = ${memberId}
            and ${ledgerEntriesTable.idempotencyKey} like 'agent-payout:%'`,
    ),
  ).map((r) => ({ key: r.key, amountMinor: Number(r.amount) }));
  const [wallet] = await db
    .select({ balanceMinor: walletsTable.balanceMinor })
    .from(walletsTable)
    .where(eq(walletsTable.memberId, memberId));
  return { rows, credits, balanceMinor: wallet?.balanceMinor ?? 0 };
}
