import type { MEMBER_SEARCH_BY, MemberDetail, MemberSummary } from '@kalaro/contract/member-admin';
import { amountToMinor, minorToAmount } from '@kalaro/contract/money';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { prefixPattern } from '../../lib/like.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { MemberSessions } from '../../plugins/session.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { credit, debit, InsufficientFundsError } from '../wallet/service.ts';
import { walletsTable } from '../wallet/tables.ts';
import { memberSecurityAnswersTable } from '../security/tables.ts';
import { membersTable, sessionsTable } from './tables.ts';

type SearchBy = (typeof MEMBER_SEARCH_BY)[number];
type MemberRow = typeof membersTable.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How many agents above a member its page shows at most. */
const AGENT_PATH_MAX = 12;

/**
 * The back office's members: search, a member's page, disable or
 * enable, end sessions, reset the password, and finance's balance adjustment.
 * Every change reaches the member's sessions on every instance (`sessions`).
 */
export class MemberAdmin {
  constructor(
    private readonly db: Db,
    private readonly sessions: Pick<MemberSessions, 'memberChanged' | 'endAll'>,
    private readonly hasher: PasswordHasher,
    private readonly now: () => number,
  ) {}

  async search(query: { q: string; by: SearchBy; page: number; pageSize: number }) {
    const { merchantCode } = await getOperatorConfig(this.db);
    const q = query.q.trim();
    const m = membersTable;
    const upline = alias(membersTable, 'upline');
    let match: SQL | undefined;
    switch (query.by) {
      case 'username':
        match = sql`lower(${m.username}) like ${prefixPattern(q.toLowerCase())}`;
        break;
      case 'mobile':
        match = eq(m.mobile, q.replace(/\D/g, '').replace(/^0+/, ''));
        break;
      case 'email':
        match = sql`lower(${m.email}) = ${q.toLowerCase()}`;
        break;
      case 'id':
        if (!UUID.test(q)) return { members: [], more: false, page: query.page };
        match = eq(m.id, q);
        break;
      case 'agent':
        // The agent first (one row by its unique username), then its team newest
        // first along members_upline_idx, rather than a join over every member.
        match = sql`${m.uplineId} = (select u.id from members u where u.merchant_code = ${merchantCode} and lower(u.username) = ${q.toLowerCase()})`;
        break;
    }
    // One row more than the page tells whether another page may follow (no count of every match).
    const rows = await this.db
      .select({ member: m, upline: upline.username, balance: walletsTable.balanceMinor })
      .from(m)
      .leftJoin(upline, eq(upline.id, m.uplineId))
      .leftJoin(walletsTable, eq(walletsTable.memberId, m.id))
      .where(and(eq(m.merchantCode, merchantCode), match))
      .orderBy(desc(m.regDate), desc(m.id))
      .limit(query.pageSize + 1)
      .offset((query.page - 1) * query.pageSize);
    return {
      members: rows
        .slice(0, query.pageSize)
        .map((row) => summary(row.member, row.upline, row.balance ?? 0)),
      more: rows.length > query.pageSize,
      page: query.page,
    };
  }

  async detail(id: string): Promise<MemberDetail> {
    const member = await this.member(id);
    const [path, wallet, sessions, questionsSet] = await Promise.all([
      this.agentPath(member),
      this.db
        .select({ balance: walletsTable.balanceMinor })
        .from(walletsTable)
        .where(eq(walletsTable.memberId, id)),
      this.liveSessions(id),
      // Whether security questions are set: one row, no answer hash.
      this.db
        .select({ questionId: memberSecurityAnswersTable.questionId })
        .from(memberSecurityAnswersTable)
        .where(eq(memberSecurityAnswersTable.memberId, id))
        .limit(1),
    ]);
    return {
      member: {
        ...summary(member, path[0] ?? null, wallet[0]?.balance ?? 0),
        nickname: member.nickname,
        birthDate: member.birthDate,
        agentPath: path,
        mustChangePassword: member.expiredPassword,
        securityQuestionsSet: questionsSet.length > 0,
      },
      sessions: sessions.map((s) => ({
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        ip: s.ip,
        userAgent: s.userAgent,
        device: s.device,
      })),
    };
  }

  /**
   * Disabling ends every session (the session check refuses a disabled member's token).
   * Enabling an account the member closed reopens it (the closure mark goes).
   */
  async setStatus(id: string, status: 'active' | 'disabled') {
    const before = await this.member(id);
    await this.db
      .update(membersTable)
      .set(status === 'active' ? { status, closedAt: null } : { status })
      .where(eq(membersTable.id, id));
    if (status === 'disabled') await this.sessions.endAll(id, this.now());
    else this.sessions.memberChanged(id);
    return {
      before: { status: before.status, closedAt: before.closedAt?.toISOString() ?? null },
      after: (await this.detail(id)).member,
    };
  }

  async endSessions(id: string): Promise<number> {
    await this.member(id);
    const live = (await this.liveSessions(id)).length;
    await this.sessions.endAll(id, this.now());
    return live;
  }

  /** A temporary password the member must replace at the next login; every session ends. */
  async resetPassword(id: string): Promise<string> {
    await this.member(id);
    // 12 random bytes (16 characters) and a digit: the members' password rules take it.
    const temporaryPassword = `${randomToken(12)}7`;
    await this.db
      .update(membersTable)
      .set({
        passwordHash: await this.hasher.hash(temporaryPassword),
        expiredPassword: true,
        failedLoginCount: 0,
        lockedUntil: null,
      })
      .where(eq(membersTable.id, id));
    await this.sessions.endAll(id, this.now());
    return temporaryPassword;
  }

  /** One 'adjustment' ledger row; a debit never below zero; once per idempotency key. */
  async adjust(id: string, input: { amount: string; reason: string; idempotencyKey: string }) {
    await this.member(id);
    const minor = amountToMinor(input.amount);
    if (minor === undefined || minor === 0) {
      throw new AppError('validation.failed', 'Invalid amount', {
        field: 'amount',
        issues: [{ path: 'amount', code: 'custom', message: 'a non-zero amount' }],
      });
    }
    const movement = {
      memberId: id,
      type: 'adjustment' as const,
      amountMinor: Math.abs(minor),
      idempotencyKey: `adjustment:${id}:${input.idempotencyKey}`,
      reference: input.reason,
    };
    try {
      const { entry, applied } = await (minor > 0 ? credit : debit)(this.db, movement);
      return {
        entryId: String(entry.id),
        amount: minorToAmount(entry.amountMinor),
        balanceAfter: minorToAmount(entry.balanceAfterMinor),
        applied,
      };
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new AppError('wallet.insufficient_funds', 'The balance cannot go below zero');
      }
      throw error;
    }
  }

  /** The member's sessions not ended nor expired, last used first (50 at most). */
  private liveSessions(id: string) {
    const now = new Date(this.now());
    return this.db
      .select()
      .from(sessionsTable)
      .where(
        and(
          eq(sessionsTable.memberId, id),
          isNull(sessionsTable.revokedAt),
          gt(sessionsTable.idleExpiresAt, now),
          gt(sessionsTable.absoluteExpiresAt, now),
        ),
      )
      .orderBy(desc(sessionsTable.lastSeenAt))
      .limit(50);
  }

  private async member(id: string): Promise<MemberRow> {
    const [row] = await this.db.select().from(membersTable).where(eq(membersTable.id, id));
    if (!row) throw new AppError('admin.member_not_found');
    return row;
  }

  /** The agents above the member, nearest first. */
  private async agentPath(member: MemberRow): Promise<string[]> {
    const path: string[] = [];
    let next = member.uplineId;
    while (next && path.length < AGENT_PATH_MAX) {
      const [upline] = await this.db
        .select({ username: membersTable.username, uplineId: membersTable.uplineId })
        .from(membersTable)
        .where(eq(membersTable.id, next));
      if (!upline) break;
      path.push(upline.username);
      next = upline.uplineId;
    }
    return path;
  }
}

function summary(member: MemberRow, upline: string | null, balanceMinor: number): MemberSummary {
  return {
    id: member.id,
    username: member.username,
    mobile: member.mobile ? `${member.dialCode ?? ''}${member.mobile}` : null,
    email: member.email,
    status: member.status,
    closedAt: member.closedAt?.toISOString() ?? null,
    type: member.type,
    vipLabel: member.vipLabel,
    registeredAt: member.regDate.toISOString(),
    upline,
    balance: minorToAmount(balanceMinor),
  };
}
