/**
 * Player-protection rules of the in-house slot, pure: the spacing between spins
 * and the play session whose time and net result the game shows.
 */

/** Default least time between two spins of a member (no turbo, no autoplay). */
export const DEFAULT_MIN_SPIN_INTERVAL_MS = 2500;
/** A spin after this long without one starts a new session. */
export const SESSION_IDLE_MS = 30 * 60_000;

export interface SessionCounters {
  lastSpinAt: Date | null;
  sessionStartedAt: Date | null;
  sessionSpins: number;
  sessionStakeMinor: number;
  sessionWinMinor: number;
}

export const EMPTY_SESSION: SessionCounters = {
  lastSpinAt: null,
  sessionStartedAt: null,
  sessionSpins: 0,
  sessionStakeMinor: 0,
  sessionWinMinor: 0,
};

/** Milliseconds until the next spin is accepted (0: now). */
export function spinWaitMs(lastSpinAt: Date | null, now: number, minIntervalMs: number): number {
  if (!lastSpinAt) return 0;
  return Math.max(0, lastSpinAt.getTime() + minIntervalMs - now);
}

const sessionOver = (c: SessionCounters, now: number) =>
  !c.lastSpinAt || !c.sessionStartedAt || now - c.lastSpinAt.getTime() >= SESSION_IDLE_MS;

/** The counters after a spin at `now`: added to the session, or a new session. */
export function afterSpin(
  c: SessionCounters,
  now: number,
  stakeMinor: number,
  winMinor: number,
): SessionCounters {
  const at = new Date(now);
  const base = sessionOver(c, now) ? { ...EMPTY_SESSION, sessionStartedAt: at } : c;
  return {
    lastSpinAt: at,
    sessionStartedAt: base.sessionStartedAt,
    sessionSpins: base.sessionSpins + 1,
    sessionStakeMinor: base.sessionStakeMinor + stakeMinor,
    sessionWinMinor: base.sessionWinMinor + winMinor,
  };
}

export interface SessionView {
  startedAt: Date | null;
  playedSeconds: number;
  spins: number;
  stakeMinor: number;
  winMinor: number;
  netMinor: number;
}

/** What the game shows at `now`: the running session, or an empty one once it has lapsed. */
export function sessionView(c: SessionCounters, now: number): SessionView {
  if (sessionOver(c, now)) {
    return { startedAt: null, playedSeconds: 0, spins: 0, stakeMinor: 0, winMinor: 0, netMinor: 0 };
  }
  return {
    startedAt: c.sessionStartedAt,
    playedSeconds: Math.max(0, Math.floor((now - c.sessionStartedAt!.getTime()) / 1000)),
    spins: c.sessionSpins,
    stakeMinor: c.sessionStakeMinor,
    winMinor: c.sessionWinMinor,
    netMinor: c.sessionWinMinor - c.sessionStakeMinor,
  };
}
