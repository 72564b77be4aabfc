import {
  bpToRate,
  type AgentRebateValue,
  type CreateDownlineBody,
  type CreateDownlineValue,
} from '@kalaro/contract/agent';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countEvent } from '../../lib/metrics.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { pageCount } from '../../lib/paging.ts';
import { assertPattern, findMemberByUsername, insertMember } from '../accounts/service.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { openWallet, pgErrorCode } from '../wallet/service.ts';
import { floorOf, lockRates, pageDownlineRates, rateOf, setRate } from './rates.ts';
import { parseRate, rateAboveOwn, requireAgent, requireDirectDownline } from './service.ts';

/** The type an agent opened from the agent side gets: an agent with transfers to its upline. */
export const DOWNLINE_AGENT_TYPE = 1;

/**
 * Downlines of an agent: opening a downline account with a rebate rate
 * (/m/agentRegister) and the rebate settings of direct downlines (agentRebeat). A
 * downline's rate is never above its agent's, and an agent's rate never drops below
 * what it gave its own downlines.
 */
export class DownlineService {
  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
  ) {}

  async create(memberId: string, body: CreateDownlineBody): Promise<CreateDownlineValue> {
    const agent = await requireAgent(this.db, memberId);
    const config = await getOperatorConfig(this.db);
    const userName = body.userName.trim();
    assertPattern(config, 'username', userName, 'userName');
    assertPattern(config, 'password', body.password);
    if (body.password !== body.confirmPassword) {
      throw new AppError('password.confirmation_mismatch', 'Confirmation password not matched');
    }
    const bp = parseRate(body.rebateRate);
    if (await findMemberByUsername(this.db, agent.merchantCode, userName)) {
      throw new AppError('user.exists', 'Sorry, the username already exists.');
    }
    const passwordHash = await this.hasher.hash(body.password);
    const type = body.kind === 'agent' ? DOWNLINE_AGENT_TYPE : MEMBER_TYPE.MEMBER;
    try {
      const created = await this.db.transaction(async (tx) => {
        const [ownBp = 0] = await lockRates(tx, [agent.id]);
        if (bp > ownBp) throw rateAboveOwn(ownBp);
        const member = await insertMember(tx, {
          merchantCode: agent.merchantCode,
          username: userName,
          type,
          passwordHash,
          uplineId: agent.id,
          toUpline: true,
          registerMethod: 'agent',
          // Opened by the agent, not through the registration form: the member
          // accepted no terms here, so termsVersion and termsAcceptedAt stay null.
        });
        await openWallet(tx, member.id);
        await setRate(tx, member.id, bp);
        return member;
      });
      countEvent({ kind: 'registration', via: 'agent' });
      return { userName: created.username, type: created.type, rebateRate: bpToRate(bp) };
    } catch (error) {
      if (pgErrorCode(error) === '23505') {
        throw new AppError('user.exists', 'Sorry, the username already exists.');
      }
      throw error;
    }
  }

  async list(
    memberId: string,
    query: { pageNo: number; pageSize: number; userName?: string },
  ): Promise<AgentRebateValue> {
    const agent = await requireAgent(this.db, memberId);
    const { pageNo, pageSize } = query;
    const [ownBp, page] = await Promise.all([
      rateOf(this.db, agent.id),
      pageDownlineRates(this.db, agent.id, { pageNo, pageSize, search: query.userName }),
    ]);
    return {
      ownRate: bpToRate(ownBp),
      pageNum: pageNo,
      totalPages: pageCount(page.total, pageSize),
      total: page.total,
      downlines: page.rows.map((row) => ({
        userName: row.userName,
        type: row.type,
        rebateRate: bpToRate(row.rebateBp),
        floorRate: bpToRate(row.floorBp),
      })),
    };
  }

  async setRebate(memberId: string, userName: string, rebateRate: string) {
    const agent = await requireAgent(this.db, memberId);
    const downline = await requireDirectDownline(this.db, agent, userName);
    const bp = parseRate(rebateRate);
    await this.db.transaction(async (tx) => {
      const [ownBp = 0] = await lockRates(tx, [agent.id, downline.id]);
      if (bp > ownBp) throw rateAboveOwn(ownBp);
      const floorBp = await floorOf(tx, downline.id);
      if (bp < floorBp) {
        throw new AppError(
          'agent.rate_below_downline',
          `${downline.username} gives its own team ${bpToRate(floorBp)} %`,
          { minRate: bpToRate(floorBp) },
        );
      }
      await setRate(tx, downline.id, bp);
    });
    return { userName: downline.username, type: downline.type, rebateRate: bpToRate(bp) };
  }
}
