import { minorToAmount } from '@kalaro/contract/money';
import type { DepositLimitsValue } from '@kalaro/contract/payments';
import type { AdminProtectionValue, ProtectionMeasure } from '@kalaro/contract/protection';
import {
  kindOfPeriod,
  mayReplace,
  protectionEnd,
  type MeasureTerm,
  type ProtectionPeriod,
} from '@kalaro/contract/protection-rules';
import type { Db } from '../../db/client.ts';
import type { AdminActor } from '../../lib/actor.ts';
import { AppError } from '../../lib/errors.ts';
import type { StakeGate } from '../../lib/stake-gate.ts';
import { LoadingCache } from '../../lib/ttl-cache.ts';
import type { MemberSessions } from '../../plugins/session.ts';
import { ALL_MEMBERS } from '../accounts/sessions.ts';
import {
  closeMember,
  countPendingWithdrawals,
  findHistory,
  lockBalance,
  findMember,
  findRunning,
  insertMeasure,
  lockMemberProtection,
  type MeasureRow,
} from './repo.ts';
import { PlayLimits } from './play-limits.ts';
import { RealityCheck } from './reality-check.ts';

/**
 * How long an instance keeps what it read of a member's measure. Taking one
 * ends the member's sessions, which tells every instance to forget it at once
 * (`sessions` topic); this bounds a lost message.
 */
const KEEP_MS = 30_000;
const KEEP_MAX = 50_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const termOf = (row: MeasureRow): MeasureTerm => ({
  kind: row.kind,
  endsAt: row.endsAt ? row.endsAt.getTime() : null,
});

const toMeasure = (row: MeasureRow): ProtectionMeasure => ({
  id: row.id,
  kind: row.kind,
  period: row.period,
  startsAt: row.startsAt.toISOString(),
  endsAt: iso(row.endsAt),
  createdBy: row.createdBy,
  reason: row.reason,
});

/** The refusal of every money call while `term` runs. */
export function excludedError(term: MeasureTerm): AppError {
  const endsAt = term.endsAt === null ? null : new Date(term.endsAt).toISOString();
  const what = term.kind === 'timeOut' ? 'a time-out' : 'a self-exclusion';
  return new AppError(
    'protection.excluded',
    `This account is on ${what} ${endsAt ? `until ${endsAt}` : 'for good'}`,
    { kind: term.kind, endsAt },
  );
}

/** Who applies a measure: the member, or an operator with a reason. */
type Taker = { kind: 'member' } | { kind: 'operator'; actor: AdminActor; reason: string };

/**
 * Player protection: time-outs and self-exclusions. A measure is
 * effective at once and only ever lengthened (`mayReplace`); taking one ends
 * every session of the member on every instance, and while it runs every call
 * the contract marks `protection: 'blocked'` ({@link assertMayPlay}, the route
 * guard) is refused. The member may still log in: to read the account and to
 * withdraw the balance, which stays open.
 */
export class ProtectionService {
  /** What runs for a member (or 'none'), kept briefly: every money call asks. */
  private readonly kept: LoadingCache<MeasureTerm | 'none'>;
  /** The member's own loss, wager and session-time limits (the games' stake gate). */
  readonly limits: PlayLimits;
  /** The member's reality-check interval, the session's figures and its check's clock. */
  readonly realityCheck: RealityCheck;
  /**
   * The stake gate of the vendors' seamless wallet, whose debits no call of the
   * member brings (no route guard runs): refused while a time-out or
   * self-exclusion runs, over a loss or wager limit, once the session time
   * is spent, and while the member's reality check is due.
   */
  readonly unattendedStakes: StakeGate = {
    assertMayStake: async (tx, memberId, stakeMinor) => {
      const running = await findRunning(tx, memberId, new Date(this.now()));
      if (running) throw excludedError(termOf(running));
      await this.limits.assertMayStakeUnattended(tx, memberId, stakeMinor);
      await this.realityCheck.assertNotDueUnattended(tx, memberId);
    },
  };

  constructor(
    private readonly db: Db,
    private readonly sessions: MemberSessions,
    private readonly now: () => number,
  ) {
    this.kept = new LoadingCache(KEEP_MAX, KEEP_MS, now);
    this.limits = new PlayLimits(db, sessions, now);
    this.realityCheck = new RealityCheck(db, now);
    // Taking a measure ends the member's sessions: every instance hears of it here.
    sessions.onMemberChanged((memberId) => {
      if (memberId === ALL_MEMBERS) this.kept.clear();
      else this.kept.delete(memberId);
    });
  }

  /**
   * The one check of every call that puts money into play (deposit, bet, game
   * launch, bonus claim, transfer): refuses with `protection.excluded` while a
   * time-out or self-exclusion runs. No promise when it is known here.
   */
  assertMayPlay(memberId: string): void | Promise<void> {
    const known = this.kept.get(memberId);
    if (known !== undefined) return this.refuseIfRunning(known);
    return this.kept
      .load(memberId, async () => {
        const row = await findRunning(this.db, memberId, new Date(this.now()));
        return row ? termOf(row) : 'none';
      })
      .then((loaded) => this.refuseIfRunning(loaded ?? 'none'));
  }

  /**
   * Whether a time-out or self-exclusion runs: the credits the server makes on
   * its own (club bonuses) are held until it ends rather than paid into it.
   */
  async isExcluded(memberId: string): Promise<boolean> {
    try {
      await this.assertMayPlay(memberId);
      return false;
    } catch (error) {
      if (error instanceof AppError && error.code === 'protection.excluded') return true;
      throw error;
    }
  }

  private refuseIfRunning(term: MeasureTerm | 'none'): void {
    if (term === 'none') return;
    if (term.endsAt !== null && term.endsAt <= this.now()) return;
    throw excludedError(term);
  }

  /**
   * Login: refused while the session time of the day is spent. A time-out or
   * self-exclusion does not refuse it: the session it opens can withdraw the
   * balance, and every money call stays refused.
   */
  async assertMayLogIn(memberId: string): Promise<void> {
    await this.limits.assertMayLogIn(memberId);
  }

  /** The member's own view: the measure in force, if any. */
  async status(memberId: string): Promise<{ current: ProtectionMeasure | null }> {
    const row = await findRunning(this.db, memberId, new Date(this.now()));
    return { current: row ? toMeasure(row) : null };
  }

  /** The member takes a time-out or a self-exclusion. */
  take(memberId: string, period: ProtectionPeriod): Promise<ProtectionMeasure> {
    return this.start(memberId, period, { kind: 'member' });
  }

  /**
   * The member closes the account: refused while money is on it (withdraw it
   * first) or a withdrawal waits; then the account is disabled (login refused)
   * and every session ends.
   */
  async close(memberId: string): Promise<{ closedAt: string }> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const balanceMinor = await lockBalance(tx, memberId);
      if ((await countPendingWithdrawals(tx, memberId)) > 0) {
        throw new AppError(
          'protection.close_pending_withdrawal',
          'A withdrawal is waiting for review: the account can be closed once it is settled',
        );
      }
      if (balanceMinor > 0) {
        throw new AppError(
          'protection.close_balance',
          `There is still ${minorToAmount(balanceMinor)} on the account: withdraw it first`,
          { balance: minorToAmount(balanceMinor) },
        );
      }
      await closeMember(tx, memberId, new Date(now));
    });
    await this.sessions.endAll(memberId, now);
    return { closedAt: new Date(now).toISOString() };
  }

  /**
   * Back office: the member's measure in force and every one before, with the
   * member's play limits, deposit limits (read by `depositLimits`, the deposit
   * module's) and reality-check interval.
   */
  async adminRead(
    memberId: string,
    depositLimits: (memberId: string) => Promise<DepositLimitsValue>,
  ): Promise<AdminProtectionValue> {
    const member = await this.memberOrFail(memberId);
    const history = await findHistory(this.db, memberId);
    const now = this.now();
    const running = history.find((row) => row.endsAt === null || row.endsAt.getTime() > now);
    const [limits, deposits, realityCheck] = await Promise.all([
      this.limits.read(memberId),
      depositLimits(memberId),
      this.realityCheck.read(memberId),
    ]);
    return {
      memberId: member.id,
      username: member.username,
      current: running ? toMeasure(running) : null,
      history: history.map((row) => ({ ...toMeasure(row), operator: row.operatorName })),
      limits,
      depositLimits: deposits,
      realityCheck,
    };
  }

  /**
   * Back office: apply a measure with a reason. As for the member, one that
   * runs may only be lengthened: no operator lifts or shortens it.
   */
  async apply(
    memberId: string,
    period: ProtectionPeriod,
    actor: AdminActor,
    reason: string,
  ): Promise<{ before: ProtectionMeasure | null; after: ProtectionMeasure }> {
    await this.memberOrFail(memberId);
    const before = await findRunning(this.db, memberId, new Date(this.now()));
    const after = await this.start(memberId, period, { kind: 'operator', actor, reason });
    return { before: before ? toMeasure(before) : null, after };
  }

  private async memberOrFail(memberId: string) {
    const member = await findMember(this.db, memberId);
    if (!member) throw new AppError('protection.member_not_found', 'No such member');
    return member;
  }

  private async start(
    memberId: string,
    period: ProtectionPeriod,
    by: Taker,
  ): Promise<ProtectionMeasure> {
    const now = this.now();
    const next: MeasureTerm = { kind: kindOfPeriod(period), endsAt: protectionEnd(period, now) };
    const row = await this.db.transaction(async (tx) => {
      await lockMemberProtection(tx, memberId);
      const running = await findRunning(tx, memberId, new Date(now));
      if (running && !mayReplace(termOf(running), next)) {
        throw new AppError(
          'protection.cannot_shorten',
          'A time-out or self-exclusion in force may only be lengthened',
          { kind: running.kind, endsAt: iso(running.endsAt) },
        );
      }
      return insertMeasure(tx, {
        memberId,
        kind: next.kind,
        period,
        startsAt: new Date(now),
        endsAt: next.endsAt === null ? null : new Date(next.endsAt),
        createdBy: by.kind,
        operatorId: by.kind === 'operator' ? by.actor.operatorId : null,
        operatorName: by.kind === 'operator' ? by.actor.username : null,
        reason: by.kind === 'operator' ? by.reason : null,
        createdAt: new Date(now),
      });
    });
    // Every session ends, on every instance (and each forgets what it kept of the member).
    await this.sessions.endAll(memberId, now);
    return toMeasure(row);
  }
}
