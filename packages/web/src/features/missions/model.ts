/** Pure rules of the mission leaderboard screen: the period countdown. */

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The period is over (waiting for the next board). */
  ended: boolean;
}

/**
 * How the server's clock differs from this device's: the answer's server time
 * against the moment it arrived. Countdowns use it, so a device clock set
 * wrong does not show a wrong time left.
 */
export const clockSkew = (serverTime: string, receivedAt: number): number => {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
};

/** Time left until `endsAt` at the device time `now`, corrected by `skew`; never negative. */
export const countdown = (endsAt: string, now: number, skew = 0): Countdown => {
  const left = Math.max(0, Date.parse(endsAt) - (now + skew));
  const total = Math.floor((Number.isNaN(left) ? 0 : left) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
};

/** "1" or "4–10": the ranks a prize goes to. */
export const rankRange = (prize: { fromRank: number; toRank: number }): string =>
  prize.fromRank === prize.toRank ? String(prize.fromRank) : `${prize.fromRank}–${prize.toRank}`;
