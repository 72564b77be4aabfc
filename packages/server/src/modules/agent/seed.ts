import { randomBytes } from 'node:crypto';
import type { ContractKind } from '@kalaro/contract/agent-rules';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import type { Db } from '../../db/client.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { seededRandom } from '../../lib/random.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { findMemberByUsername } from '../accounts/service.ts';
import { sessionsTable } from '../accounts/tables.ts';
import { firstGameOfTypes, insertSeedBets, insertSeedMembers } from '../missions/service.ts';
import { openWallet, postMovement } from '../wallet/service.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { contractEarning, periodAt } from './model.ts';
import { countTeam } from './repo.ts';
import { agentContractsTable, agentPayoutsTable, agentRatesTable } from './tables.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const AGENT_TYPE = 1;
/** The demo team's password (documented in packages/server/README.md). */
export const DEMO_TEAM_PASSWORD = 'Team1234';
const BET_TYPES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'CARD'] as const;

/** One seeded team member: its level under `agent` (1 = direct), its upline's index in the plan (or the agent). */
export interface TeamSeed {
  username: string;
  type: number;
  level: 1 | 2 | 3;
  /** Index in the plan of the upline; undefined: the demo agent. */
  upline?: number;
  regDate: number;
}

/**
 * The demo agent's team, three levels deep (about 200 members): 18 direct
 * members of whom 6 are sub-agents; each sub-agent has 10 members of whom 3 are
 * agents; each of those has 7 players. Registrations spread over the last 30
 * days, each after its upline's, a few of them today. Deterministic.
 */
export function planDemoTeam(now: number, seed = 20_261_125): TeamSeed[] {
  const next = seededRandom(seed);
  const between = (from: number, to: number) => Math.floor(from + next() * (to - from));
  const plan: TeamSeed[] = [];
  const add = (member: Omit<TeamSeed, 'username'>) => {
    plan.push({ ...member, username: `tm${String(plan.length + 1).padStart(3, '0')}` });
    return plan.length - 1;
  };
  for (let a = 0; a < 18; a++) {
    const agent = a < 6;
    const l1 = add({
      type: agent ? AGENT_TYPE : MEMBER_TYPE.MEMBER,
      level: 1,
      regDate: between(now - 30 * DAY_MS, now - 20 * DAY_MS),
    });
    if (!agent) continue;
    for (let b = 0; b < 10; b++) {
      const subAgent = b < 3;
      const l2 = add({
        type: subAgent ? AGENT_TYPE : MEMBER_TYPE.MEMBER,
        level: 2,
        upline: l1,
        regDate: between(plan[l1]!.regDate + HOUR_MS, now - 8 * DAY_MS),
      });
      if (!subAgent) continue;
      for (let c = 0; c < 7; c++) {
        // The last of each group registered today (a few hours ago), the rest during the last week.
        const today = c === 6;
        add({
          type: MEMBER_TYPE.MEMBER,
          level: 3,
          upline: l2,
          regDate: today
            ? now - between(10 * MINUTE_MS, 3 * HOUR_MS)
            : between(plan[l2]!.regDate + HOUR_MS, now - DAY_MS),
        });
      }
    }
  }
  return plan;
}

/** The demo team's rebate rates (basis points): lower at each level, agents above players. */
export function demoRebateBp(member: Pick<TeamSeed, 'level' | 'type'>): number {
  const agent = member.type === AGENT_TYPE;
  if (member.level === 1) return agent ? 150 : 100;
  if (member.level === 2) return agent ? 100 : 75;
  return 50;
}

const contractSeed = (
  memberId: string,
  uplineId: string,
  kind: ContractKind,
  rateBp: number,
  status: 'active' | 'pending',
  at: Date,
): typeof agentContractsTable.$inferInsert => ({
  memberId,
  uplineId,
  kind,
  rateBp,
  status,
  createdAt: at,
  respondedAt: status === 'active' ? at : null,
});

/**
 * On a fresh demo (the agent has only its hand-made team): the demo agent's
 * three-level team with balances (through the ledger), logins over the last
 * 30 days (some today, a few still online) and small settled bets (history
 * imported without wallet movements, as the mission board's are). Everyone
 * logs in with DEMO_TEAM_PASSWORD. Answers the members added.
 */
export async function seedDemoTeam(
  db: Db,
  merchantCode: string,
  hasher: PasswordHasher,
  now = Date.now(),
): Promise<number> {
  const agent = await findMemberByUsername(db, merchantCode, 'agent');
  if (!agent || (await countTeam(db, agent.id)) > 10) return 0;
  if (await findMemberByUsername(db, merchantCode, 'tm001')) return 0;
  const plan = planDemoTeam(now);
  const passwordHash = await hasher.hash(DEMO_TEAM_PASSWORD);
  const next = seededRandom(20_261_126);
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const level of [1, 2, 3] as const) {
      const rows = plan
        .map((member, index) => ({ member, index }))
        .filter(({ member }) => member.level === level);
      const inserted = await insertSeedMembers(
        tx,
        rows.map(({ member }) => ({
          merchantCode,
          username: member.username,
          nickname: `Team ${member.username.slice(2)}`,
          type: member.type,
          passwordHash,
          uplineId: member.upline === undefined ? agent.id : ids[member.upline]!,
          toUpline: true,
          regDate: new Date(member.regDate),
        })),
      );
      inserted.forEach((row, i) => (ids[rows[i]!.index] = row.id));
    }

    const sessions: (typeof sessionsTable.$inferInsert)[] = [];
    const games = await firstGameOfTypes(tx, BET_TYPES);
    const bets: Parameters<typeof insertSeedBets>[1] = [];
    for (const [index, member] of plan.entries()) {
      const memberId = ids[index]!;
      await openWallet(tx, memberId);
      await postMovement(
        tx,
        {
          memberId,
          type: 'adjustment',
          amountMinor: 1_000 + Math.floor(next() * 200_000),
          idempotencyKey: `seed:${merchantCode}:${member.username}`,
          reference: 'Demo balance',
          createdAt: new Date(member.regDate),
        },
        1,
      );
      // Logins: a few since registration; about half of the team logged in today, one in ten is online.
      const logins = 1 + Math.floor(next() * 5);
      const online = next() < 0.1;
      const today = online || next() < 0.45;
      for (let j = 0; j < logins; j++) {
        const last = j === logins - 1;
        const createdAt =
          last && today
            ? now - Math.floor(next() * (online ? HOUR_MS : 6 * HOUR_MS))
            : member.regDate + Math.floor(next() * Math.max(0, now - DAY_MS - member.regDate));
        const live = last && online;
        sessions.push({
          memberId,
          tokenHash: randomBytes(32).toString('hex'),
          createdAt: new Date(createdAt),
          lastSeenAt: new Date(live ? now - 5 * MINUTE_MS : createdAt + 20 * MINUTE_MS),
          idleExpiresAt: new Date(live ? now + 25 * MINUTE_MS : createdAt + 50 * MINUTE_MS),
          absoluteExpiresAt: new Date(live ? now + 11 * HOUR_MS : createdAt + 12 * HOUR_MS),
        });
        // Small stakes (0.10 to 2.00): the team plays, without topping the mission boards.
        if (games.length > 0 && next() < 0.6) {
          const game = games[Math.floor(next() * games.length)]!;
          const stake = 10 + Math.floor(next() * 190);
          const at = new Date(Math.min(now - MINUTE_MS, createdAt + 5 * MINUTE_MS));
          bets.push({
            memberId,
            nodeId: game.nodeId,
            vendor: game.vendor,
            gameType: game.gameType,
            stakeMinor: stake,
            winMinor: next() < 0.45 ? Math.floor(stake * (1 + next())) : 0,
            status: 'settled',
            roundId: `SEED-TEAM-${member.username}-${j}`,
            idempotencyKey: `seed:team:${member.username}:${j}`,
            detail: null,
            createdAt: at,
            settledAt: at,
          });
        }
      }
    }
    await tx.insert(sessionsTable).values(sessions);
    await insertSeedBets(tx, bets);

    // Rebate rates, each at most its upline's; contracts for the sub-agents right
    // under the demo agent, and one offer still waiting for tm001's answer.
    await tx.insert(agentRatesTable).values([
      { memberId: agent.id, rebateBp: 200 },
      ...plan.map((member, index) => ({
        memberId: ids[index]!,
        rebateBp: demoRebateBp(member),
      })),
    ]);
    const subAgents = plan.flatMap((member, index) =>
      member.level === 1 && member.type === AGENT_TYPE ? [ids[index]!] : [],
    );
    const since = new Date(now - 20 * DAY_MS);
    await tx
      .insert(agentContractsTable)
      .values([
        ...subAgents.flatMap((memberId) => [
          contractSeed(memberId, agent.id, 'dailySalary', 80, 'active', since),
          contractSeed(memberId, agent.id, 'dividend', 2_500, 'active', since),
        ]),
        contractSeed(
          subAgents[0]!,
          agent.id,
          'hourlySalary',
          30,
          'pending',
          new Date(now - HOUR_MS),
        ),
      ]);
    return plan.length;
  });
}

/** The demo sub-agents whose payouts wait for review, and last month's team net loss (minor units). */
const DEMO_PAYOUTS_FOR_REVIEW = [
  { username: 'tm001', baseMinor: 2_600_000 },
  { username: 'tm033', baseMinor: 2_240_000 },
] as const;
const DEMO_DIVIDEND_BP = 2_500;

/**
 * Demo content (SEED_DEMO_CONTENT; it pays once approved): two payouts waiting for
 * the operator's review, for the back office's payout review — last month's
 * dividends of the demo agent's first two sub-agents at their 25 %, above the
 * demo threshold (agent.payouts.reviewAbove, 5,000.00). That month started before
 * their contracts, so the scheduler never pays it itself; recalculating one works
 * it out from that month's bets (rejected when nothing was earned). Only while
 * those agents have no dividend payout at all (a restart seeds nothing again).
 */
export async function seedDemoPayouts(db: Db, merchantCode: string, now = Date.now()) {
  const agents = [];
  for (const demo of DEMO_PAYOUTS_FOR_REVIEW) {
    const member = await findMemberByUsername(db, merchantCode, demo.username);
    if (member) agents.push({ ...demo, id: member.id });
  }
  if (agents.length === 0) return 0;
  const seeded = await db
    .select({ id: agentPayoutsTable.id })
    .from(agentPayoutsTable)
    .where(
      and(
        inArray(
          agentPayoutsTable.memberId,
          agents.map((a) => a.id),
        ),
        eq(agentPayoutsTable.kind, 'dividend'),
      ),
    )
    .limit(1);
  if (seeded.length > 0) return 0;
  const { utcOffset } = (await getOperatorConfig(db)).agent.payouts;
  const month = periodAt('month', periodAt('month', now, utcOffset).start - 1, utcOffset);
  const rows = await db
    .insert(agentPayoutsTable)
    .values(
      agents.map((a) => ({
        memberId: a.id,
        kind: 'dividend' as const,
        periodStart: new Date(month.start),
        periodEnd: new Date(month.end),
        baseMinor: a.baseMinor,
        rateBp: DEMO_DIVIDEND_BP,
        amountMinor: contractEarning(a.baseMinor, DEMO_DIVIDEND_BP),
        status: 'pending' as const,
        createdAt: new Date(month.end + HOUR_MS),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: agentPayoutsTable.id });
  return rows.length;
}
