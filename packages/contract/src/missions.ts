import { z } from 'zod';
import { money } from './account.ts';
import { KNOWN_LANGUAGES } from './constants.ts';

/**
 * Mission leaderboard (/m/leaderBoard; shown while a MISSION promotion runs):
 * races between members over a period (a day or a week in the operator's time
 * zone), ranked by a score taken from their settled bets. Other members'
 * account names are masked by the server ("ab***yz"); only the viewer's own row
 * shows in full.
 */

export const MISSION_METRICS = ['turnover', 'winnings'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** Rows of the board answered (the viewer's own rank comes apart when below). */
export const LEADERBOARD_TOP = 10;

export const leaderboardQuery = z
  .object({ language: z.enum(KNOWN_LANGUAGES).default('EN') })
  .strict();
export type LeaderboardQuery = z.input<typeof leaderboardQuery>;

export const leaderboardRow = z.object({
  /** 1 for the best score; equal scores share a rank. */
  rank: z.number().int(),
  /** Masked ("ab***yz") except the viewer's own. */
  account: z.string(),
  score: money,
  /** The prize of the rank, or null. */
  prize: money.nullable(),
  /** The viewer's own row. */
  me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const missionBoard = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML rules as stored; sanitised by the client. */
  description: z.string(),
  metric: z.enum(MISSION_METRICS),
  period: z.enum(MISSION_PERIODS),
  /** ISO instants of the current period: start included, end excluded. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Prize per rank range, best ranks first. */
  prizes: z.array(
    z.object({ fromRank: z.number().int(), toRank: z.number().int(), amount: money }),
  ),
  /** The best LEADERBOARD_TOP rows (ties may add a few). */
  top: z.array(leaderboardRow),
  /** Members with a score in the period. */
  participants: z.number().int(),
  /** The viewer's row (rank null while the viewer has no score yet). */
  mine: leaderboardRow.extend({ rank: z.number().int().nullable() }),
});
export type MissionBoard = z.infer<typeof missionBoard>;

export const leaderboardValue = z.object({
  /** Missions running now; empty when none. */
  missions: z.array(missionBoard),
  /** ISO instant the boards were read at (the countdowns start from it). */
  serverTime: z.string(),
});
export type LeaderboardValue = z.infer<typeof leaderboardValue>;
