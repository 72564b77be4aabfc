import type { Db } from '../../db/client.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { seededRandom as random } from '../../lib/random.ts';
import { findMemberByUsername, insertMember } from '../accounts/service.ts';
import { openWallet, postMovement } from '../wallet/service.ts';
import { currentPeriod } from './model.ts';
import {
  countMissions,
  firstGameOfTypes,
  insertMissions,
  insertSeedBets,
  insertSeedMembers,
  lockMissions,
} from './repo.ts';
import {
  BOARD_PLAYERS,
  BET_DEMO_ACCOUNT,
  DEMO_BETS,
  MISSION_UTC_OFFSET,
  SEED_MISSIONS,
} from './seed-data.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const BOARD_TYPES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'CARD', 'INHOUSE'] as const;
/** Best seeded player's weekly turnover (minor units); each next one has 82 % of it. */
const TOP_TURNOVER_MINOR = 6_000_000;

type SeedBet = Parameters<typeof insertSeedBets>[1][number];

/**
 * On an empty mission table: the demo missions, a board of players with bets
 * in the current week and, with the demo accounts, the same few settled bets
 * for `demo` and for a second login, `player` (balance 500.00), so each has a
 * manual rebate to claim and a rank on the board (e2e tests claim with
 * `player` and leave `demo`'s balance as the other journeys expect). The
 * seeded bets are history imported without wallet movements (the board's
 * players cannot log in). About 100 rows in a few statements. Answers what was
 * seeded.
 */
export async function seedDemoMissions(
  db: Db,
  merchantCode: string,
  options: { hasher?: PasswordHasher; now?: number } = {},
): Promise<{ missions: number; bets: number }> {
  const now = options.now ?? Date.now();
  // Hashing takes a while: before the transaction, and only for an empty table.
  const passwordHash =
    options.hasher && (await countMissions(db)) === 0
      ? await options.hasher.hash(BET_DEMO_ACCOUNT.password)
      : undefined;
  return db.transaction(async (tx) => {
    await lockMissions(tx);
    if ((await countMissions(tx)) > 0) return { missions: 0, bets: 0 };
    // The races start today: the seeded history of earlier days owes no prize
    // (a fresh demo's balances stay as seeded); this week and today pay when they end.
    const today = currentPeriod(now, 'daily', MISSION_UTC_OFFSET).start;
    await insertMissions(
      tx,
      SEED_MISSIONS.map((s, i) => ({
        startAt: new Date(today),
        translations: { ...s.translations },
        metric: s.metric,
        period: s.period,
        utcOffset: MISSION_UTC_OFFSET,
        prizes: s.prizes,
        sortOrder: (i + 1) * 10,
      })),
    );

    const games = await firstGameOfTypes(tx, BOARD_TYPES);
    const gameOf = new Map(games.map((game) => [game.gameType, game]));
    if (games.length === 0) return { missions: SEED_MISSIONS.length, bets: 0 };
    // Bets fall in this week (the weekly race) within the last three days, until a minute ago.
    const week = currentPeriod(now, 'weekly', MISSION_UTC_OFFSET);
    const from = Math.max(week.start, now - 3 * DAY_MS);
    const to = now - MINUTE_MS;
    const next = random(20_260_808);
    const when = () => new Date(from + Math.floor(next() * Math.max(0, to - from)));
    const bets: SeedBet[] = [];
    const bet = (memberId: string, key: string, gameType: string, stake: number, win: number) => {
      const game = gameOf.get(gameType) ?? games[0]!;
      const at = when();
      bets.push({
        memberId,
        nodeId: game.nodeId,
        vendor: game.vendor,
        gameType: game.gameType,
        stakeMinor: stake,
        winMinor: win,
        status: 'settled',
        roundId: `SEED-${key}`,
        idempotencyKey: `seed:${key}`,
        detail: null,
        createdAt: at,
        settledAt: at,
      });
    };

    const players = await insertSeedMembers(
      tx,
      BOARD_PLAYERS.map((username) => ({ merchantCode, username, nickname: username })),
    );
    players.forEach((player, i) => {
      const turnover = Math.round(TOP_TURNOVER_MINOR * 0.82 ** i);
      const count = 2 + Math.floor(next() * 4);
      let left = turnover;
      for (let j = 0; j < count; j++) {
        const stake = j === count - 1 ? left : Math.max(1, Math.floor(turnover / count));
        left -= stake;
        const type = BOARD_TYPES[Math.floor(next() * BOARD_TYPES.length)]!;
        bet(player.id, `${i}-${j}`, type, stake, Math.floor(stake * next() * 1.9));
      }
    });

    const demo = await findMemberByUsername(tx, merchantCode, 'demo');
    if (demo) {
      DEMO_BETS.forEach((b, j) => bet(demo.id, `demo-${j}`, b.gameType, b.stakeMinor, b.winMinor));
      if (
        passwordHash &&
        !(await findMemberByUsername(tx, merchantCode, BET_DEMO_ACCOUNT.username))
      ) {
        const player = await insertMember(tx, {
          merchantCode,
          username: BET_DEMO_ACCOUNT.username,
          nickname: BET_DEMO_ACCOUNT.nickname,
          passwordHash,
          regDate: new Date(now - 30 * DAY_MS),
        });
        await openWallet(tx, player.id);
        await postMovement(
          tx,
          {
            memberId: player.id,
            type: 'adjustment',
            amountMinor: BET_DEMO_ACCOUNT.balanceMinor,
            idempotencyKey: `seed:${merchantCode}:${BET_DEMO_ACCOUNT.username}`,
            reference: 'Demo balance',
            createdAt: new Date(from - MINUTE_MS),
          },
          1,
        );
        DEMO_BETS.forEach((b, j) =>
          bet(player.id, `player-${j}`, b.gameType, b.stakeMinor, b.winMinor),
        );
      }
    }
    await insertSeedBets(tx, bets);
    return { missions: SEED_MISSIONS.length, bets: bets.length };
  });
}
