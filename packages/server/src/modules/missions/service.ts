import { PROMO_KEY } from '@kalaro/contract/constants';
import { minorToAmount } from '@kalaro/contract/money';
import {
  LEADERBOARD_TOP,
  type LeaderboardValue,
  type MissionBoard,
  type leaderboardQuery,
} from '@kalaro/contract/missions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Session } from '../../plugins/session.ts';
import { pickTranslation } from '../../lib/translations.ts';
import { AppError } from '../../lib/errors.ts';
import { promotionRunning } from '../content/service.ts';
import { currentPeriod, maskAccount, prizeForRank } from './model.ts';
import { findBoard, findMissionsInEffect, type MissionRow } from './repo.ts';

const prizeOf = (row: MissionRow, rank: number | null) => {
  const minor = prizeForRank(row.prizes, rank);
  return minor === undefined ? null : minorToAmount(minor);
};

/**
 * Mission leaderboards: each running mission's current period, its prizes, the
 * best ranks with other members' names masked, and the viewer's own row even
 * when it is below the top.
 */
export class MissionService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private async board(
    mission: MissionRow,
    viewer: Session,
    language: string,
    now: number,
  ): Promise<MissionBoard> {
    const period = currentPeriod(now, mission.period, mission.utcOffset);
    const span = { from: new Date(period.start), to: new Date(period.end) };
    const rows = await findBoard(this.db, mission.metric, span, LEADERBOARD_TOP, viewer.memberId);
    const text = pickTranslation(mission.translations, language) ?? { title: '', description: '' };
    const row = (r: (typeof rows)[number]) => {
      const me = r.memberId === viewer.memberId;
      return {
        rank: r.rank,
        account: me ? r.username : maskAccount(r.username),
        score: minorToAmount(r.score),
        prize: prizeOf(mission, r.rank),
        me,
      };
    };
    const own = rows.find((r) => r.memberId === viewer.memberId);
    return {
      id: mission.id,
      title: text.title,
      description: text.description,
      metric: mission.metric,
      period: mission.period,
      startsAt: span.from.toISOString(),
      endsAt: span.to.toISOString(),
      prizes: mission.prizes.map((p) => ({
        fromRank: p.fromRank,
        toRank: p.toRank,
        amount: minorToAmount(p.amountMinor),
      })),
      top: rows.filter((r) => r.rank <= LEADERBOARD_TOP).map(row),
      participants: rows[0]?.participants ?? 0,
      mine: own
        ? row(own)
        : { rank: null, account: viewer.username, score: minorToAmount(0), prize: null, me: true },
    };
  }

  async leaderboard(
    viewer: Session,
    query: z.output<typeof leaderboardQuery>,
  ): Promise<LeaderboardValue> {
    const now = this.now();
    // The mission activity is open while a MISSION promotion runs.
    if (!(await promotionRunning(this.db, PROMO_KEY.MISSION, new Date(now)))) {
      throw new AppError('missions.unavailable', 'No mission activity is running');
    }
    const missions = await findMissionsInEffect(this.db, new Date(now));
    const boards = await Promise.all(
      missions.map((mission) => this.board(mission, viewer, query.language, now)),
    );
    return { missions: boards, serverTime: new Date(now).toISOString() };
  }
}

/** What the other demo seeds reuse of the missions' seed (a game to bet on, bets and members in bulk). */
export { firstGameOfTypes, insertSeedBets, insertSeedMembers } from './repo.ts';
