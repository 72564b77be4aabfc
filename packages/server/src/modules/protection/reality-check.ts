import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { minorToAmount } from '@kalaro/contract/money';
import type { OperatorConfig } from '@kalaro/contract/operator';
import type {
  ContinueRealityCheckValue,
  RealityCheckValue,
  SessionSummaryValue,
} from '@kalaro/contract/protection';
import {
  REALITY_CHECK_FALLBACK_MINUTES,
  realityCheckDueAt,
} from '@kalaro/contract/protection-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getOperatorConfig, heldOperatorConfig } from '../operator/service.ts';
import {
  findNewestRealityClock,
  findRealityCheck,
  findRealityClock,
  markRealityChecked,
  sumSessionPlay,
  upsertPlayLimit,
  type RealityClock,
} from './repo.ts';

const MINUTE_MS = 60_000;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const dueAtOf = (minutes: number | null, clock: RealityClock) =>
  realityCheckDueAt(minutes, clock.startedAt.getTime(), clock.checkedAt?.getTime() ?? null);

type RealityCheckRule = OperatorConfig['realityCheck'];

/**
 * The interval in force: the member's choice (undefined: none made), else the
 * operator's default; never none when the operator requires a check.
 */
const valueOf = (rule: RealityCheckRule, chosen: number | null | undefined): RealityCheckValue => {
  const preferred = chosen === undefined ? rule.defaultMinutes : chosen;
  return {
    minutes:
      preferred ?? (rule.required ? (rule.defaultMinutes ?? REALITY_CHECK_FALLBACK_MINUTES) : null),
    chosen: chosen !== undefined,
    required: rule.required,
    defaultMinutes: rule.defaultMinutes,
  };
};

/** The refusal of a stake while the session's reality check waits for an answer. */
export function realityCheckDueError(dueAt: number): AppError {
  return new AppError(
    'protection.reality_check_due',
    'The reality check is due: answer it (continue or leave) before the next stake',
    { dueAt: new Date(dueAt).toISOString() },
  );
}

/**
 * The reality check: the member's interval (their choice, else the
 * operator's default; never none when the operator requires one), the figures
 * of the login session the app shows at each check, and the session's clock
 * (kept with the session in the database, so every instance sees the same):
 * once it is due, every stake is refused until the member answers
 * ("continue" starts the clock again; "leave" is the logout).
 */
export class RealityCheck {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async read(memberId: string): Promise<RealityCheckValue> {
    const { realityCheck: rule } = await getOperatorConfig(this.db);
    return valueOf(rule, await findRealityCheck(this.db, memberId));
  }

  /** Holds at once (a check more or less often is no risk to the player). */
  async set(memberId: string, minutes: number | null): Promise<RealityCheckValue> {
    const { realityCheck: rule } = await getOperatorConfig(this.db);
    if (minutes === null && rule.required) {
      throw new AppError(
        'protection.reality_check_required',
        'The reality check is required here: choose how often, it cannot be switched off',
      );
    }
    await upsertPlayLimit(this.db, {
      memberId,
      kind: 'reality',
      period: 'day',
      limitValue: minutes,
      pendingValue: null,
      pendingAt: null,
      updatedAt: new Date(this.now()),
    });
    return this.read(memberId);
  }

  /** The login session so far: since its login, the ledger's stakes and wins; the check's clock. */
  async summary(memberId: string, sessionId: string): Promise<SessionSummaryValue> {
    const now = this.now();
    const clock = await findRealityClock(this.db, memberId, sessionId);
    if (!clock) throw new AppError('auth.session_expired');
    const started = clock.startedAt;
    const { stakesMinor, winsMinor } = await sumSessionPlay(this.db, memberId, started);
    const { minutes } = valueOf(await this.rule(this.db), clock.chosen);
    return {
      startedAt: started.toISOString(),
      now: new Date(now).toISOString(),
      playedMinutes: Math.max(0, Math.floor((now - started.getTime()) / MINUTE_MS)),
      stakes: minorToAmount(stakesMinor),
      wins: minorToAmount(winsMinor),
      net: minorToAmount(winsMinor - stakesMinor),
      checkedAt: (clock.checkedAt ?? started).toISOString(),
      nextCheckAt: iso(dueAtOf(minutes, clock)),
    };
  }

  /**
   * "Continue": the member saw the session's figures; the next check falls due
   * one interval from now.
   */
  async answer(memberId: string, sessionId: string): Promise<ContinueRealityCheckValue> {
    const now = this.now();
    const at = new Date(now);
    if (!(await markRealityChecked(this.db, memberId, sessionId, at))) {
      throw new AppError('auth.session_expired');
    }
    const { minutes } = await this.read(memberId);
    return {
      checkedAt: at.toISOString(),
      now: at.toISOString(),
      nextCheckAt: iso(realityCheckDueAt(minutes, now, null)),
    };
  }

  /**
   * Before a stake the member's own call brings (a spin, a bet, a game
   * launch: the route guard): refused while the session's check is due.
   */
  async assertNotDue(memberId: string, sessionId: string): Promise<void> {
    const clock = await findRealityClock(this.db, memberId, sessionId);
    if (clock) this.refuseIfDue(await this.rule(this.db), clock);
  }

  /**
   * Inside the transaction of a stake no call of the member brings (a vendor's
   * debit from a game left open): the member's newest session's check, as any
   * stake. A trial account has none.
   */
  async assertNotDueUnattended(tx: Db, memberId: string): Promise<void> {
    const clock = await findNewestRealityClock(tx, memberId, new Date(this.now()));
    if (!clock || clock.memberType === MEMBER_TYPE.TRIAL) return;
    this.refuseIfDue(await this.rule(tx), clock);
  }

  /**
   * The operator's rule; `db` may be a transaction: then it is read through it
   * unless held in memory (an embedded database has one connection, which the
   * transaction holds).
   */
  private async rule(db: Db): Promise<RealityCheckRule> {
    const config = db === this.db ? undefined : heldOperatorConfig(this.db);
    return (config ?? (await getOperatorConfig(db))).realityCheck;
  }

  private refuseIfDue(rule: RealityCheckRule, clock: RealityClock): void {
    const dueAt = dueAtOf(valueOf(rule, clock.chosen).minutes, clock);
    if (dueAt !== null && this.now() >= dueAt) throw realityCheckDueError(dueAt);
  }
}
