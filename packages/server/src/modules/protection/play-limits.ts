import { minorToAmount } from '@kalaro/contract/money';
import { DEPOSIT_LIMIT_PERIODS as PERIODS, parseAmountMinor } from '@kalaro/contract/payments';
import type { PlayLimitsBody, PlayLimitsValue } from '@kalaro/contract/protection';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { StakeGate } from '../../lib/stake-gate.ts';
import type { MemberSessions } from '../../plugins/session.ts';
import { limitAt, NO_LIMIT, planLimitChange, type LimitState } from '../deposit/model.ts';
import {
  minutesPlayed,
  playBreach,
  playBreachMessage,
  playWindows,
  type PeriodValues,
  type PlayBreach,
} from './model.ts';
import {
  applyDuePlayLimits,
  findNewestOpenSession,
  findPlayLimits,
  lockMemberStakes,
  sessionSpansSince,
  sumPlaySince,
  upsertPlayLimit,
  type PlayLimitRow,
} from './repo.ts';

type Kind = Exclude<PlayLimitRow['kind'], 'reality'>;
type Period = PlayLimitRow['period'];
type Limits = Record<Kind, PeriodValues<LimitState>>;

const DAY_MS = 86_400_000;

const stateOf = (row: PlayLimitRow | undefined): LimitState =>
  row
    ? {
        limitMinor: row.limitValue,
        pendingLimitMinor: row.pendingValue,
        pendingAt: row.pendingAt ? row.pendingAt.getTime() : null,
      }
    : NO_LIMIT;

const sameState = (a: LimitState, b: LimitState) =>
  a.limitMinor === b.limitMinor &&
  a.pendingLimitMinor === b.pendingLimitMinor &&
  a.pendingAt === b.pendingAt;

const money = (minor: number | null) => (minor === null ? null : minorToAmount(minor));
const iso = (ms: number) => new Date(ms).toISOString();

export function playLimitError(breach: PlayBreach): AppError {
  return new AppError(
    breach.kind === 'loss' ? 'protection.loss_limit' : 'protection.wager_limit',
    playBreachMessage(breach),
    {
      kind: breach.kind,
      period: breach.period,
      limit: minorToAmount(breach.limitMinor),
      remaining: minorToAmount(breach.remainingMinor),
    },
  );
}

/**
 * The player's own loss, wager and session-time limits: the
 * deposit limits' rules (lower at once, higher after 24 hours), enforced on
 * every stake — inside the stake's own transaction ({@link assertMayStake}, the
 * `StakeGate` the slot and the lottery call) and before a game launch or any
 * other `protection: 'play'` call ({@link assertMayPlay}).
 */
export class PlayLimits implements StakeGate {
  constructor(
    private readonly db: Db,
    private readonly sessions: MemberSessions,
    private readonly now: () => number,
  ) {}

  /** The member's limits at `now`; pending changes whose time has come are put in force. */
  private async limitsIn(db: Db, memberId: string, now: number): Promise<Limits> {
    await applyDuePlayLimits(db, memberId, new Date(now));
    const rows = await findPlayLimits(db, memberId);
    const of = (kind: Kind, period: Period) =>
      limitAt(stateOf(rows.find((r) => r.kind === kind && r.period === period)), now);
    const set = (kind: Kind) => ({
      day: of(kind, 'day'),
      week: of(kind, 'week'),
      month: of(kind, 'month'),
    });
    return { loss: set('loss'), wager: set('wager'), session: set('session') };
  }

  private async value(
    db: Db,
    memberId: string,
    now: number,
    sessionId?: string,
  ): Promise<PlayLimitsValue> {
    const limits = await this.limitsIn(db, memberId, now);
    const used = await sumPlaySince(db, memberId, playWindows(now));
    const spans = await sessionSpansSince(db, memberId, new Date(now - DAY_MS), now, sessionId);
    const periodOf = (kind: 'loss' | 'wager', period: Period) => {
      const s = limits[kind][period];
      const spent = Math.max(0, used[kind][period]);
      return {
        limit: money(s.limitMinor),
        pending:
          s.pendingAt === null
            ? null
            : { limit: money(s.pendingLimitMinor), effectiveAt: iso(s.pendingAt) },
        used: minorToAmount(spent),
        remaining: s.limitMinor === null ? null : minorToAmount(Math.max(0, s.limitMinor - spent)),
      };
    };
    const setOf = (kind: 'loss' | 'wager') => ({
      day: periodOf(kind, 'day'),
      week: periodOf(kind, 'week'),
      month: periodOf(kind, 'month'),
    });
    const session = limits.session.day;
    return {
      loss: setOf('loss'),
      wager: setOf('wager'),
      session: {
        limitMinutes: session.limitMinor,
        pending:
          session.pendingAt === null
            ? null
            : { limitMinutes: session.pendingLimitMinor, effectiveAt: iso(session.pendingAt) },
        usedMinutes: minutesPlayed(spans, now - DAY_MS, now),
      },
    };
  }

  read(memberId: string, sessionId?: string): Promise<PlayLimitsValue> {
    const now = this.now();
    return this.db.transaction((tx) => this.value(tx, memberId, now, sessionId));
  }

  /** A lower (or first) limit holds at once; a raise or a removal waits 24 hours. */
  set(memberId: string, body: PlayLimitsBody, sessionId?: string): Promise<PlayLimitsValue> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await lockMemberStakes(tx, memberId);
      const current = await this.limitsIn(tx, memberId, now);
      const asked: { kind: Kind; period: Period; next: number | null }[] = [];
      for (const kind of ['loss', 'wager'] as const) {
        const group = body[kind];
        if (!group) continue;
        for (const period of PERIODS) {
          const text = group[period];
          asked.push({ kind, period, next: text === null ? null : parseAmountMinor(text)! });
        }
      }
      if (body.sessionMinutes !== undefined) {
        asked.push({ kind: 'session', period: 'day', next: body.sessionMinutes });
      }
      for (const { kind, period, next } of asked) {
        const planned = planLimitChange(current[kind][period], next, now);
        if (sameState(planned, current[kind][period])) continue;
        await upsertPlayLimit(tx, {
          memberId,
          kind,
          period,
          limitValue: planned.limitMinor,
          pendingValue: planned.pendingLimitMinor,
          pendingAt: planned.pendingAt === null ? null : new Date(planned.pendingAt),
          updatedAt: new Date(now),
        });
      }
      return this.value(tx, memberId, now, sessionId);
    });
  }

  /**
   * Inside a stake's transaction, before the stake is debited: refuses it once
   * a loss limit is reached or when it would take the stakes past a wager
   * limit. Stakes of a member are checked one at a time (an advisory lock).
   */
  async assertMayStake(tx: Db, memberId: string, stakeMinor: number): Promise<void> {
    const now = this.now();
    await lockMemberStakes(tx, memberId);
    await this.refuseOverLimit(tx, memberId, stakeMinor, now);
  }

  private async refuseOverLimit(db: Db, memberId: string, stakeMinor: number, now: number) {
    const limits = await this.limitsIn(db, memberId, now);
    const inForce = (kind: 'loss' | 'wager') => ({
      day: limits[kind].day.limitMinor,
      week: limits[kind].week.limitMinor,
      month: limits[kind].month.limitMinor,
    });
    const loss = inForce('loss');
    const wager = inForce('wager');
    const any = [...Object.values(loss), ...Object.values(wager)].some((v) => v !== null);
    if (!any) return limits;
    const breach = playBreach(
      { loss, wager },
      await sumPlaySince(db, memberId, playWindows(now)),
      stakeMinor,
    );
    if (breach) throw playLimitError(breach);
    return limits;
  }

  /**
   * Before a `protection: 'play'` call (a spin, a bet, a game launch): refused
   * once a loss limit is reached, a wager limit used up, or the session time of
   * the last 24 hours spent — then every session of the member ends too.
   */
  async assertMayPlay(memberId: string, sessionId: string | undefined): Promise<void> {
    const now = this.now();
    const limits = await this.refuseOverLimit(this.db, memberId, 0, now);
    await this.refuseOverTime(this.db, limits.session.day.limitMinor, memberId, now, sessionId);
  }

  /**
   * A stake no call of the member brings (a vendor's debit from a game left
   * open): the loss and wager limits as any stake, and the session time, the
   * member's newest open session counted up to now.
   */
  async assertMayStakeUnattended(tx: Db, memberId: string, stakeMinor: number): Promise<void> {
    const now = this.now();
    await lockMemberStakes(tx, memberId);
    const limits = await this.refuseOverLimit(tx, memberId, stakeMinor, now);
    const open = await findNewestOpenSession(tx, memberId, new Date(now));
    try {
      await this.refuseOverTime(tx, limits.session.day.limitMinor, memberId, now, open, false);
    } catch (error) {
      // The sessions end once the stake's transaction is over (it holds the
      // only connection of an embedded database); a failure there leaves them
      // to the member's next call, which ends them too.
      void this.sessions.endAll(memberId, now).catch(() => undefined);
      throw error;
    }
  }

  /** Login: refused while the session time of the last 24 hours is spent. */
  async assertMayLogIn(memberId: string): Promise<void> {
    const now = this.now();
    const limits = await this.limitsIn(this.db, memberId, now);
    await this.refuseOverTime(
      this.db,
      limits.session.day.limitMinor,
      memberId,
      now,
      undefined,
      false,
    );
  }

  private async refuseOverTime(
    db: Db,
    limitMinutes: number | null,
    memberId: string,
    now: number,
    sessionId: string | undefined,
    endSessions = true,
  ) {
    if (limitMinutes === null) return;
    const spans = await sessionSpansSince(db, memberId, new Date(now - DAY_MS), now, sessionId);
    if (minutesPlayed(spans, now - DAY_MS, now) < limitMinutes) return;
    if (endSessions) await this.sessions.endAll(memberId, now);
    throw new AppError(
      'protection.session_limit',
      `You have played your ${limitMinutes} minutes for today: this session has ended.`,
      { limitMinutes },
    );
  }
}
