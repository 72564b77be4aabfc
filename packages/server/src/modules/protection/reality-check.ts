import { minorToAmount } from '@kalaro/contract/money';
import type { RealityCheckValue, SessionSummaryValue } from '@kalaro/contract/protection';
import { REALITY_CHECK_FALLBACK_MINUTES } from '@kalaro/contract/protection-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { findRealityCheck, findSessionStart, sumSessionPlay, upsertPlayLimit } from './repo.ts';

const MINUTE_MS = 60_000;

/**
 * The reality check: the member's interval (their choice, else the
 * operator's default; never none when the operator requires one) and the
 * figures of the login session the app shows at each check.
 */
export class RealityCheck {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async read(memberId: string): Promise<RealityCheckValue> {
    const { realityCheck: rule } = await getOperatorConfig(this.db);
    const chosen = await findRealityCheck(this.db, memberId);
    const preferred = chosen === undefined ? rule.defaultMinutes : chosen;
    return {
      minutes:
        preferred ??
        (rule.required ? (rule.defaultMinutes ?? REALITY_CHECK_FALLBACK_MINUTES) : null),
      chosen: chosen !== undefined,
      required: rule.required,
      defaultMinutes: rule.defaultMinutes,
    };
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

  /** The login session so far: since its login, the ledger's stakes and wins. */
  async summary(memberId: string, sessionId: string): Promise<SessionSummaryValue> {
    const now = this.now();
    const started = await findSessionStart(this.db, memberId, sessionId);
    if (!started) throw new AppError('auth.session_expired');
    const { stakesMinor, winsMinor } = await sumSessionPlay(this.db, memberId, started);
    return {
      startedAt: started.toISOString(),
      now: new Date(now).toISOString(),
      playedMinutes: Math.max(0, Math.floor((now - started.getTime()) / MINUTE_MS)),
      stakes: minorToAmount(stakesMinor),
      wins: minorToAmount(winsMinor),
      net: minorToAmount(winsMinor - stakesMinor),
    };
  }
}
