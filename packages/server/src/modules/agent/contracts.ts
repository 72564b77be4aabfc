import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PENDING_CONTRACT_FIELD,
  bpToRate,
  hasDividendInfo,
  isAgentType,
  rateToBp,
  type ContractKind,
  type ContractTerms,
  type ContractValue,
  type PendingContractsValue,
} from '@kalaro/contract/agent';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findMemberById, type Member } from '../accounts/service.ts';
import { membersTable } from '../accounts/tables.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { pgErrorCode } from '../wallet/service.ts';
import { parseRate, rateAboveOwn, requireAgent, requireDirectDownline } from './service.ts';
import { agentContractsTable as contracts } from './tables.ts';

type ContractRow = typeof contracts.$inferSelect;
const uplines = alias(membersTable, 'uplines');

const termsOf = (row: ContractRow & { offeredBy: string }): ContractTerms => ({
  contractId: row.id,
  rate: bpToRate(row.rateBp),
  offeredBy: row.offeredBy,
  offeredAt: row.createdAt.toISOString(),
  acceptedAt: row.status === 'active' && row.respondedAt ? row.respondedAt.toISOString() : null,
});

/**
 * Contracts between an agent and its direct downline agents (issue 16, gaming-side
 * §3–§7): daily salary, dividend and hourly salary. The upline offers terms no
 * better than its own (a top agent: no better than the operator's ceiling); the
 * downline accepts or declines each offer once. Types 4, 40, 41 and 42 take no part.
 */
export class ContractService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async pending(memberId: string): Promise<PendingContractsValue> {
    const agent = await requireAgent(this.db, memberId);
    const value: PendingContractsValue = {
      dailysalreqtype: false,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    };
    if (!hasDividendInfo(agent.type)) return value;
    const rows = await this.db
      .select({ kind: contracts.kind })
      .from(contracts)
      .where(and(eq(contracts.memberId, agent.id), eq(contracts.status, 'pending')));
    for (const row of rows) value[PENDING_CONTRACT_FIELD[row.kind]] = true;
    return value;
  }

  async get(memberId: string, kind: ContractKind): Promise<ContractValue> {
    const agent = await requireAgent(this.db, memberId);
    return this.view(this.db, agent.id, kind);
  }

  private async view(db: Db, memberId: string, kind: ContractKind): Promise<ContractValue> {
    const rows = await db
      .select({ row: contracts, offeredBy: uplines.username })
      .from(contracts)
      .innerJoin(uplines, eq(uplines.id, contracts.uplineId))
      .where(
        and(
          eq(contracts.memberId, memberId),
          eq(contracts.kind, kind),
          inArray(contracts.status, ['pending', 'active']),
        ),
      );
    const find = (status: ContractRow['status']) => {
      const hit = rows.find((r) => r.row.status === status);
      return hit ? termsOf({ ...hit.row, offeredBy: hit.offeredBy }) : null;
    };
    return { kind, pending: find('pending'), active: find('active') };
  }

  /**
   * The most an agent may offer its downlines for a contract: its own terms in force,
   * or, for a top agent (no agent above it), the operator's ceiling.
   */
  async ceilingBp(db: Db, agent: Member, kind: ContractKind): Promise<number> {
    const upline = agent.uplineId ? await findMemberById(db, agent.uplineId) : undefined;
    if (!upline || !isAgentType(upline.type)) {
      const config = await getOperatorConfig(db);
      return rateToBp(config.agent.contractCeilings[kind]) ?? 0;
    }
    const [own] = await db
      .select({ bp: contracts.rateBp })
      .from(contracts)
      .where(
        and(
          eq(contracts.memberId, agent.id),
          eq(contracts.kind, kind),
          eq(contracts.status, 'active'),
        ),
      );
    return own?.bp ?? 0;
  }

  async offer(memberId: string, kind: ContractKind, body: { userName: string; rate: string }) {
    const agent = await requireAgent(this.db, memberId);
    const target = await requireDirectDownline(this.db, agent, body.userName);
    if (!hasDividendInfo(target.type)) {
      throw new AppError('agent.contract_not_allowed', 'This member takes no contracts');
    }
    const bp = parseRate(body.rate);
    const ceiling = await this.ceilingBp(this.db, agent, kind);
    if (bp > ceiling) throw rateAboveOwn(ceiling);
    const at = new Date(this.now());
    const place = () =>
      this.db.transaction(async (tx) => {
        await tx
          .update(contracts)
          .set({ status: 'replaced', respondedAt: at })
          .where(
            and(
              eq(contracts.memberId, target.id),
              eq(contracts.kind, kind),
              eq(contracts.status, 'pending'),
            ),
          );
        const [row] = await tx
          .insert(contracts)
          .values({
            kind,
            memberId: target.id,
            uplineId: agent.id,
            rateBp: bp,
            status: 'pending',
            createdAt: at,
          })
          .returning();
        return row!;
      });
    let row: ContractRow;
    try {
      row = await place();
    } catch (error) {
      // Two offers raced for the one pending slot: the later one replaces the first.
      if (pgErrorCode(error) !== '23505') throw error;
      row = await place();
    }
    return {
      kind,
      userName: target.username,
      offer: termsOf({ ...row, offeredBy: agent.username }),
    };
  }

  async respond(
    memberId: string,
    kind: ContractKind,
    body: { contractId: number; accept: boolean },
  ): Promise<ContractValue> {
    const agent = await requireAgent(this.db, memberId);
    if (!hasDividendInfo(agent.type)) {
      throw new AppError('agent.contract_not_allowed', 'This account takes no contracts');
    }
    const at = new Date(this.now());
    return this.db.transaction(async (tx) => {
      // The offer, locked: of two answers to it, the second finds it answered.
      const [offer] = await tx
        .select()
        .from(contracts)
        .where(
          and(
            eq(contracts.id, body.contractId),
            eq(contracts.memberId, agent.id),
            eq(contracts.kind, kind),
            eq(contracts.status, 'pending'),
          ),
        )
        .for('update');
      if (!offer) {
        throw new AppError(
          'agent.contract_not_pending',
          'This offer has been answered or replaced',
        );
      }
      if (body.accept) {
        // The upline's own terms may have dropped since it offered these.
        const upline = await findMemberById(tx, offer.uplineId);
        const ceiling = upline ? await this.ceilingBp(tx, upline, kind) : 0;
        if (offer.rateBp > ceiling) {
          throw new AppError('agent.rate_above_own', 'The offer is above the upline’s own terms');
        }
        await tx
          .update(contracts)
          .set({ status: 'replaced' })
          .where(
            and(
              eq(contracts.memberId, agent.id),
              eq(contracts.kind, kind),
              eq(contracts.status, 'active'),
            ),
          );
      }
      await tx
        .update(contracts)
        .set({ status: body.accept ? 'active' : 'declined', respondedAt: at })
        .where(eq(contracts.id, offer.id));
      return this.view(tx, agent.id, kind);
    });
  }
}
