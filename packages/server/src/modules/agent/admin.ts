import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { bpToRate, hasDividendInfo, isAgentType, type ContractKind } from '@kalaro/contract/agent';
import type {
  AdminAgentRow,
  AdminAgentValue,
  AdminAgentsValue,
  AgentRef,
  adminAgentQuery,
  adminAgentsQuery,
} from '@kalaro/contract/agent-admin';
import { NON_AGENT_TYPES } from '@kalaro/contract/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { prefixPattern } from '../../lib/like.ts';
import { findMemberById, type Member } from '../accounts/service.ts';
import { membersTable as m } from '../accounts/tables.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { getBalance } from '../wallet/service.ts';
import type { ContractService } from './contracts.ts';
import { inTeam } from './repo.ts';
import { agentRatesTable as rates, memberTreeTable as tree } from './tables.ts';
import type { TeamService } from './team.ts';

type Row = Pick<Member, 'id' | 'username' | 'type' | 'status'>;

const isAgentColumn = notInArray(m.type, [...NON_AGENT_TYPES]);

/**
 * The back office's Agents section: the agent tree (top-level agents, a parent's
 * downline agents, or a search with each match's path), an agent's page (the
 * agent side's own team overview and profit and loss, its contracts), and the
 * operator's contract offers, which go through the agent module's ContractService.
 */
export class AgentAdmin {
  constructor(
    private readonly db: Db,
    private readonly team: TeamService,
    private readonly contracts: ContractService,
  ) {}

  /** An agent by id, or `admin.agent_not_found` (no such member, or not an agent). */
  async agent(id: string): Promise<Member> {
    const member = await findMemberById(this.db, id);
    if (!member || !isAgentType(member.type)) {
      throw new AppError('admin.agent_not_found', 'No agent with this id');
    }
    return member;
  }

  async tree(q: z.output<typeof adminAgentsQuery>): Promise<AdminAgentsValue> {
    const { merchantCode } = await getOperatorConfig(this.db);
    const parent = q.parent ? await this.agent(q.parent) : undefined;
    const upline = alias(m, 'upline');
    const search = q.q?.trim().toLowerCase();
    let where: SQL | undefined;
    if (search) {
      // By username prefix (members_username_lower_idx), within the parent's team if one is given.
      where = and(
        eq(m.merchantCode, merchantCode),
        isAgentColumn,
        sql`lower(${m.username}) like ${prefixPattern(search)}`,
        parent ? inTeam(m.id, parent.id) : undefined,
      );
    } else if (parent) {
      where = and(eq(m.uplineId, parent.id), isAgentColumn);
    } else {
      // Top-level: no upline, or an upline that is no agent (a player who referred it).
      where = and(
        eq(m.merchantCode, merchantCode),
        isAgentColumn,
        or(isNull(upline.id), inArray(upline.type, [...NON_AGENT_TYPES])),
      );
    }
    const [[totals], rows] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(m)
        .leftJoin(upline, eq(upline.id, m.uplineId))
        .where(where),
      this.db
        .select({ id: m.id, username: m.username, type: m.type, status: m.status })
        .from(m)
        .leftJoin(upline, eq(upline.id, m.uplineId))
        .where(where)
        .orderBy(asc(sql`lower(${m.username})`), asc(m.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
    ]);
    return {
      agents: await this.rowsOf(rows),
      total: totals?.n ?? 0,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  async detail(id: string, query: z.output<typeof adminAgentQuery>): Promise<AdminAgentValue> {
    const agent = await this.agent(id);
    // The agent side's own figures of the range, as the agent sees them in the app.
    const [[row], balance, contracts, overview, profitAndLoss] = await Promise.all([
      this.rowsOf([agent]),
      getBalance(this.db, agent.id),
      this.contracts.adminContracts(this.db, agent),
      this.team.overview(agent.id, query),
      this.team.profitAndLoss(agent.id, query),
    ]);
    return {
      agent: {
        ...row!,
        registeredAt: agent.regDate.toISOString(),
        balance: balance.sumBalance,
      },
      takesContracts: hasDividendInfo(agent.type),
      contracts,
      overview,
      profitAndLoss,
    };
  }

  /** The contract of `kind` as the agent page shows it. */
  async contract(agent: Member, kind: ContractKind) {
    const [contract] = await this.contracts.adminContracts(this.db, agent, kind);
    return contract!;
  }

  /**
   * The tree's rows: each agent's path of agents above (top first; a non-agent
   * upline ends it), its direct downline and team counts and its rebate rate, in
   * four queries for the whole page.
   */
  private async rowsOf(members: readonly Row[]): Promise<AdminAgentRow[]> {
    if (members.length === 0) return [];
    const ids = members.map((member) => member.id);
    const ancestor = alias(m, 'ancestor');
    const [above, teams, directs, rated] = await Promise.all([
      this.db
        .select({
          of: tree.descendantId,
          id: ancestor.id,
          username: ancestor.username,
          type: ancestor.type,
        })
        .from(tree)
        .innerJoin(ancestor, eq(ancestor.id, tree.ancestorId))
        .where(and(inArray(tree.descendantId, ids), gt(tree.depth, 0)))
        .orderBy(asc(tree.depth)),
      this.db
        .select({ of: tree.ancestorId, n: count() })
        .from(tree)
        .where(and(inArray(tree.ancestorId, ids), gt(tree.depth, 0)))
        .groupBy(tree.ancestorId),
      this.db
        .select({
          of: m.uplineId,
          n: count(),
          agents: sql<number>`count(*) filter (where ${isAgentColumn})`.mapWith(Number),
        })
        .from(m)
        .where(inArray(m.uplineId, ids))
        .groupBy(m.uplineId),
      this.db
        .select({ of: rates.memberId, bp: rates.rebateBp })
        .from(rates)
        .where(inArray(rates.memberId, ids)),
    ]);
    return members.map((member) => {
      // Nearest first: the agents above, up to the first upline that is not an agent.
      const path: AgentRef[] = [];
      for (const a of above.filter((row) => row.of === member.id)) {
        if (!isAgentType(a.type)) break;
        path.unshift({ id: a.id, username: a.username });
      }
      const direct = directs.find((row) => row.of === member.id);
      return {
        id: member.id,
        username: member.username,
        type: member.type,
        status: member.status,
        level: path.length + 1,
        path,
        directCount: direct?.n ?? 0,
        directAgents: direct?.agents ?? 0,
        teamSize: teams.find((row) => row.of === member.id)?.n ?? 0,
        rebateRate: bpToRate(rated.find((row) => row.of === member.id)?.bp ?? 0),
      };
    });
  }
}
