import {
  bpToRate,
  hasDividendInfo,
  rateToBp,
  isAgentType,
  visibleAgentTiles,
  type AgentHomeValue,
  type TeamKpiValue,
} from '@kalaro/contract/agent';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findMemberById, findMemberByUsername, type Member } from '../accounts/service.ts';
import { countInbox } from '../messages/service.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { resolveRange } from '../../lib/date-range.ts';
import { getBalance } from '../wallet/service.ts';
import { countTeam, teamKpiCounts } from './repo.ts';

/** The caller as an agent, or `auth.non_agent` (types 0, 4 and 40 have no agent side). */
export async function requireAgent(db: Db, memberId: string): Promise<Member> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('auth.session_expired');
  if (!isAgentType(member.type)) throw new AppError('auth.non_agent', 'Non-agents cannot log in');
  return member;
}

/** A direct downline of the agent, or `agent.downline_not_found` (someone else's member answers the same). */
export async function requireDirectDownline(
  db: Db,
  agent: Member,
  userName: string,
): Promise<Member> {
  const member = await findMemberByUsername(db, agent.merchantCode, userName.trim());
  if (!member || member.uplineId !== agent.id) {
    throw new AppError('agent.downline_not_found', 'No such member in your team');
  }
  return member;
}

/** Basis points of a rate the schema has already checked (a rate string). */
export function parseRate(rate: string): number {
  const bp = rateToBp(rate);
  if (bp === undefined) throw new AppError('validation.failed', 'Invalid rate');
  return bp;
}

/** A downline rate or contract offer above what the agent itself has. */
export const rateAboveOwn = (maxBp: number) =>
  new AppError('agent.rate_above_own', `The rate cannot be above ${bpToRate(maxBp)} %`, {
    maxRate: bpToRate(maxBp),
  });

/** The agent side: agent home and team figures. */
export class AgentService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private agent(memberId: string): Promise<Member> {
    return requireAgent(this.db, memberId);
  }

  async home(memberId: string): Promise<AgentHomeValue> {
    const member = await this.agent(memberId);
    const [config, balance, inbox, teamSize] = await Promise.all([
      getOperatorConfig(this.db),
      getBalance(this.db, member.id),
      countInbox(this.db, member.id),
      countTeam(this.db, member.id),
    ]);
    return {
      userName: member.username,
      nickname: member.nickname,
      type: member.type,
      sumBalance: balance.sumBalance,
      tiles: visibleAgentTiles(config.menuWhitelist),
      dividendsEnabled: config.agent.dividends && hasDividendInfo(member.type),
      unreadMessages: inbox.unread,
      serviceUrl: config.customerService[0]?.url ?? null,
      teamSize,
    };
  }

  async teamKpi(
    memberId: string,
    query: { startDate?: string; endDate?: string; utcOffset: number },
  ): Promise<TeamKpiValue> {
    const member = await this.agent(memberId);
    const range = resolveRange(query, this.now());
    const counts = await teamKpiCounts(this.db, member.id, range, new Date(this.now()));
    return {
      startDate: range.startDate,
      endDate: range.endDate,
      utcOffset: range.utcOffset,
      footer: {
        teamLoginMemberCount: counts.logins,
        teamBetMemberCount: counts.bettors,
        teamRegisterMemberCount: counts.registrations,
        teamOnlineCount: counts.online,
      },
    };
  }
}
