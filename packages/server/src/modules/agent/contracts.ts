import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CONTRACT_KINDS,
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
import type { AdminAgentContract, AdminContractTerms } from '@kalaro/contract/agent-admin';
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

/** Who makes an offer: the agent's upline, or an operator from the back office (its name). */
export type Offerer = { upline: Member } | { operator: string };

/** A row with the upline's username (null: the operator offered it). */
type OfferRow = ContractRow & { offeredBy: string | null };

const termsOf = (row: OfferRow): ContractTerms => ({
  contractId: row.id,
  rate: bpToRate(row.rateBp),
  offeredBy: row.offeredBy,
  offeredAt: row.createdAt.toISOString(),
  acceptedAt: row.status === 'active' && row.respondedAt ? row.respondedAt.toISOString() : null,
});

/** The back office also sees which operator made an offer. */
export const adminTermsOf = (row: OfferRow): AdminContractTerms => ({
  ...termsOf(row),
  operator: row.offeredByOperator,
});

const sameOfferer = (row: ContractRow, offerer: Offerer) =>
  'upline' in offerer
    ? row.uplineId === offerer.upline.id
    : row.uplineId === null && row.offeredByOperator === offerer.operator;

/** The offer placed: the row, the offer it replaced, and whether it was that same offer again. */
export interface PlacedOffer {
  row: ContractRow;
  /** The pending offer before (the same row when replayed); null: none. */
  before: ContractRow | null;
  replayed: boolean;
}

/**
 * Contracts between an agent and its direct downline agents: daily salary, dividend and hourly salary. The upline offers terms no
 * better than its own (a top agent: no better than the operator's ceiling); the
 * downline accepts or declines each offer once. Types 4, 40, 41 and 42 take no part.
 * The operator may offer an agent a contract too, under the same ceiling as its
 * upline's offers, withdraw a pending offer or end the contract in force (back office).
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

  private async rowsOf(db: Db, memberId: string, kinds: readonly ContractKind[]) {
    const rows = await db
      .select({ row: contracts, offeredBy: uplines.username })
      .from(contracts)
      .leftJoin(uplines, eq(uplines.id, contracts.uplineId))
      .where(
        and(
          eq(contracts.memberId, memberId),
          inArray(contracts.kind, [...kinds]),
          inArray(contracts.status, ['pending', 'active']),
        ),
      );
    return (kind: ContractKind, status: 'pending' | 'active'): OfferRow | undefined => {
      const hit = rows.find((r) => r.row.kind === kind && r.row.status === status);
      return hit && { ...hit.row, offeredBy: hit.offeredBy };
    };
  }

  private async view(db: Db, memberId: string, kind: ContractKind): Promise<ContractValue> {
    const find = await this.rowsOf(db, memberId, [kind]);
    const terms = (status: 'pending' | 'active') => {
      const row = find(kind, status);
      return row ? termsOf(row) : null;
    };
    return { kind, pending: terms('pending'), active: terms('active') };
  }

  /**
   * The back office's view of an agent's contracts (every kind, or `only`): the
   * pending offer, the terms in force and the highest rate that may be offered.
   */
  async adminContracts(db: Db, agent: Member, only?: ContractKind): Promise<AdminAgentContract[]> {
    const kinds = only ? [only] : CONTRACT_KINDS;
    const [find, ceilings] = await Promise.all([
      this.rowsOf(db, agent.id, kinds),
      Promise.all(kinds.map((kind) => this.offerCeilingBp(db, agent, kind))),
    ]);
    return kinds.map((kind, i) => {
      const terms = (status: 'pending' | 'active') => {
        const row = find(kind, status);
        return row ? adminTermsOf(row) : null;
      };
      return {
        kind,
        pending: terms('pending'),
        active: terms('active'),
        ceiling: bpToRate(ceilings[i]!),
      };
    });
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

  /**
   * The most `target` may be offered of a contract: what its upline may offer its
   * downlines, or, for an agent with no agent above it, the operator's ceiling.
   * The same for an upline's offer and the operator's.
   */
  async offerCeilingBp(db: Db, target: Member, kind: ContractKind): Promise<number> {
    const upline = target.uplineId ? await findMemberById(db, target.uplineId) : undefined;
    if (upline && isAgentType(upline.type)) return this.ceilingBp(db, upline, kind);
    const config = await getOperatorConfig(db);
    return rateToBp(config.agent.contractCeilings[kind]) ?? 0;
  }

  async offer(memberId: string, kind: ContractKind, body: { userName: string; rate: string }) {
    const agent = await requireAgent(this.db, memberId);
    const target = await requireDirectDownline(this.db, agent, body.userName);
    const { row } = await this.place(target, kind, body.rate, { upline: agent });
    return {
      kind,
      userName: target.username,
      offer: termsOf({ ...row, offeredBy: agent.username }),
    };
  }

  /**
   * Places an offer to `target` (an agent) for its answer, never above
   * `offerCeilingBp`. A different offer replaces the pending one (its answer is
   * then refused with `agent.contract_not_pending`); the same offer again — the
   * same rate from the same upline or operator — is answered with the pending
   * one and makes nothing new, so a retried call leaves one offer.
   */
  async place(
    target: Member,
    kind: ContractKind,
    rate: string,
    offerer: Offerer,
  ): Promise<PlacedOffer> {
    if (!hasDividendInfo(target.type)) {
      throw new AppError('agent.contract_not_allowed', 'This member takes no contracts');
    }
    const bp = parseRate(rate);
    const ceiling = await this.offerCeilingBp(this.db, target, kind);
    if (bp > ceiling) throw rateAboveOwn(ceiling);
    const at = new Date(this.now());
    const attempt = () =>
      this.db.transaction(async (tx): Promise<PlacedOffer> => {
        const pendingOf = and(
          eq(contracts.memberId, target.id),
          eq(contracts.kind, kind),
          eq(contracts.status, 'pending'),
        );
        const [pending] = await tx.select().from(contracts).where(pendingOf).for('update');
        if (pending && pending.rateBp === bp && sameOfferer(pending, offerer)) {
          return { row: pending, before: pending, replayed: true };
        }
        if (pending) {
          await tx
            .update(contracts)
            .set({ status: 'replaced', respondedAt: at })
            .where(eq(contracts.id, pending.id));
        }
        const [row] = await tx
          .insert(contracts)
          .values({
            kind,
            memberId: target.id,
            uplineId: 'upline' in offerer ? offerer.upline.id : null,
            offeredByOperator: 'operator' in offerer ? offerer.operator : null,
            rateBp: bp,
            status: 'pending',
            createdAt: at,
          })
          .returning();
        return { row: row!, before: pending ?? null, replayed: false };
      });
    try {
      return await attempt();
    } catch (error) {
      // Two offers raced for the one pending slot: the later one replaces the first
      // (or, the same offer, finds it).
      if (pgErrorCode(error) !== '23505') throw error;
      return attempt();
    }
  }

  /**
   * The operator ends the contract in force (status `ended`: it earns nothing from
   * then on) or withdraws the pending offer (`withdrawn`: the agent can no longer
   * accept it), named by its id. Under a lock of the row: of an end and the agent's
   * answer, or two ends, the second finds it closed (`agent.contract_closed`).
   */
  async end(
    agent: Member,
    kind: ContractKind,
    contractId: number,
  ): Promise<{ before: ContractRow; after: ContractRow }> {
    const at = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(contracts)
        .where(
          and(
            eq(contracts.id, contractId),
            eq(contracts.memberId, agent.id),
            eq(contracts.kind, kind),
          ),
        )
        .for('update');
      if (!row) throw new AppError('agent.contract_not_found', 'No such contract for this agent');
      if (row.status !== 'pending' && row.status !== 'active') {
        throw new AppError(
          'agent.contract_closed',
          'This contract or offer has ended, been answered or replaced',
          { status: row.status },
        );
      }
      const [after] = await tx
        .update(contracts)
        .set({ status: row.status === 'pending' ? 'withdrawn' : 'ended', endedAt: at })
        .where(eq(contracts.id, row.id))
        .returning();
      return { before: row, after: after! };
    });
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
        // The upline's own terms (or the operator's ceiling) may have dropped since the offer.
        const ceiling = await this.offerCeilingBp(tx, agent, kind);
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
