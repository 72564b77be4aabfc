import { WINNER_BOARD } from '@kalaro/contract/games';
import type { WinnersValue } from '@kalaro/contract/games';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { minorToAmount } from '@kalaro/contract/money';
import { and, desc, eq, gt, gte, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable } from '../accounts/tables.ts';
import { betsTable } from '../bets/tables.ts';
import { maskAccount } from '../missions/model.ts';
import { nameIn } from './service.ts';
import { gamesTable } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The winner board: the largest wins of settled bets of the last
 * `WINNER_BOARD.DAYS` days, of real members (a trial account plays with trial
 * credit), of some categories or all, the winner's account masked. Read from the settled bets' time index;
 * the route keeps the answer a minute.
 */
export async function readWinners(
  db: Db,
  now: number,
  query: { language: string; gameType?: readonly string[] },
): Promise<WinnersValue> {
  const rows = await db
    .select({
      username: membersTable.username,
      names: gamesTable.names,
      vendor: betsTable.vendor,
      gameType: betsTable.gameType,
      winMinor: betsTable.winMinor,
      settledAt: betsTable.settledAt,
    })
    .from(betsTable)
    .innerJoin(membersTable, eq(membersTable.id, betsTable.memberId))
    .innerJoin(gamesTable, eq(gamesTable.nodeId, betsTable.nodeId))
    .where(
      and(
        eq(betsTable.status, 'settled'),
        gte(betsTable.settledAt, new Date(now - WINNER_BOARD.DAYS * DAY_MS)),
        gt(betsTable.winMinor, 0),
        ne(membersTable.type, MEMBER_TYPE.TRIAL),
        query.gameType ? inArray(betsTable.gameType, [...query.gameType]) : undefined,
      ),
    )
    .orderBy(desc(betsTable.winMinor), desc(betsTable.settledAt), desc(betsTable.id))
    .limit(WINNER_BOARD.SIZE);
  return {
    list: rows.map((row) => ({
      player: maskAccount(row.username),
      gameName: nameIn(row.names, query.language),
      vendor: row.vendor,
      gameType: row.gameType,
      winAmount: minorToAmount(row.winMinor),
      wonAt: (row.settledAt ?? new Date(now)).toISOString(),
    })),
  };
}
