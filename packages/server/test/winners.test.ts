import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { WINNER_BOARD, winnersValue } from '@kalaro/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../src/modules/accounts/repo.ts';
import { betsTable } from '../src/modules/bets/tables.ts';
import { gamesTable } from '../src/modules/games/tables.ts';
import { WINNERS_TTL_MS } from '../src/modules/games/routes.ts';
import { startAccountsApp, startTrial, type AccountsTestApp } from './account-helpers.ts';
import { json } from './helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('winner board (GET /wps/games/winners)', () => {
  let t: AccountsTestApp;
  let n = 0;

  const read = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${endpoints.games.winners.path}${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope(winnersValue).parse(json(response)).value!.list;
  };

  const bet = async (
    who: { username: string } | { id: string },
    values: {
      winMinor: number;
      settledAgoMs?: number;
      status?: 'settled' | 'open';
      gameType?: string;
    },
  ) => {
    const db = t.app.db;
    const memberId =
      'id' in who ? who.id : (await findMemberByUsername(db, 'KALARO', who.username))!.id;
    const [game] = await db
      .select({
        nodeId: gamesTable.nodeId,
        vendor: gamesTable.vendor,
        gameType: gamesTable.gameType,
      })
      .from(gamesTable)
      .limit(1);
    const at = new Date(t.clock.now() - (values.settledAgoMs ?? 60_000));
    n += 1;
    await db.insert(betsTable).values({
      memberId,
      nodeId: game!.nodeId,
      vendor: game!.vendor,
      gameType: values.gameType ?? game!.gameType,
      stakeMinor: 100,
      winMinor: values.winMinor,
      status: values.status ?? 'settled',
      roundId: `winners-${n}`,
      idempotencyKey: `winners-${n}`,
      createdAt: at,
      settledAt: values.status === 'open' ? null : at,
    });
  };

  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  it('lists the biggest wins of the last days by amount, masked, real members only', async () => {
    await bet({ username: 'demo' }, { winMinor: 12_345_678 });
    await bet({ username: 'team1' }, { winMinor: 99_000_000 });
    await bet({ username: 'demo' }, { winMinor: 50_000_000 });
    // Not on the board: a loss, an open bet, a win older than the board's days.
    await bet({ username: 'demo' }, { winMinor: 0 });
    await bet({ username: 'demo' }, { winMinor: 1_000_000_000, status: 'open' });
    await bet(
      { username: 'team1' },
      { winMinor: 5_000_000_000, settledAgoMs: (WINNER_BOARD.DAYS + 1) * DAY_MS },
    );
    // A trial account's win (trial credit) is not on it either.
    const trialToken = await startTrial(t, '10.77.0.1');
    const trialInfo = await t.app.inject({
      method: 'GET',
      url: endpoints.member.info.path,
      headers: { authorization: `Bearer ${trialToken}` },
    });
    await bet(json<{ value: { id: string } }>(trialInfo).value, {
      winMinor: 700_000_000,
    });

    t.clock.advance(WINNERS_TTL_MS + 1);
    const list = await read('?language=EN');
    // The seed's bets have smaller wins: these three lead, in order.
    expect(list.slice(0, 3).map((w) => [w.player, w.winAmount])).toEqual([
      ['te***m1', '990000.00'],
      ['d***o', '500000.00'],
      ['d***o', '123456.78'],
    ]);
    expect(list.length).toBeLessThanOrEqual(WINNER_BOARD.SIZE);
    const amounts = list.map((w) => Number(w.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ gameName: expect.any(String), vendor: expect.any(String) });
    expect(Date.parse(list[0]!.wonAt)).toBeLessThanOrEqual(t.clock.now());
  });

  it('filters by category and refuses an unknown one or field', async () => {
    await bet({ username: 'demo' }, { winMinor: 77_700_000, gameType: 'FISH' });
    t.clock.advance(WINNERS_TTL_MS + 1);
    const fish = await read('?gameType=FISH');
    expect(fish[0]!.winAmount).toBe('777000.00');
    expect(new Set(fish.map((w) => w.gameType))).toEqual(new Set(['FISH']));
    await bet({ username: 'demo' }, { winMinor: 66_600_000, gameType: 'LIVE' });
    t.clock.advance(WINNERS_TTL_MS + 1);
    const two = await read('?gameType=FISH,LIVE');
    expect(two.slice(0, 2).map((w) => [w.gameType, w.winAmount])).toEqual([
      ['FISH', '777000.00'],
      ['LIVE', '666000.00'],
    ]);
    expect(new Set(two.map((w) => w.gameType))).toEqual(new Set(['FISH', 'LIVE']));
    for (const query of ['?gameType=NOPE', '?gameType=FISH,HOT', '?limit=5']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${endpoints.games.winners.path}${query}`,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ errorCode: 'validation.failed' });
    }
  });
});
