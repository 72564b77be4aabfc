import { createHash, createHmac, randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import type { Game } from '@kalaro/contract/games';
import { minorToAmount } from '@kalaro/contract/money';
import {
  seedRotation,
  slotState as slotStateSchema,
  spinValue,
  type SeedRotation,
  type SlotState,
  type SpinValue,
} from '@kalaro/contract/slot';
import { betRecordsValue } from '@kalaro/contract/wallet-records';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsTable } from '../src/modules/bets/tables.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import { SESSION_IDLE_MS } from '../src/modules/inhouse/session.ts';
import { TEST_PASSWORD_HASHING } from '../src/config.ts';
import { bearer, startAccountsApp, type AccountsTestApp, startTrial } from './account-helpers.ts';
import { json } from './helpers.ts';
import {
  inhouseGames,
  memberWithBalance,
  minor,
  slotState,
  spinCall,
  spinOk,
  statePath,
  type Headers,
} from './slot-helpers.ts';

const INTERVAL = 2500;

/**
 * The published formula, written again here from docs/product-rules.md (not imported from
 * the server), so a spin is checked independently of the code that made it.
 */
function verifySpin(serverSeed: string, clientSeed: string, nonce: number, sheet: SlotState) {
  const h = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  const stops = [0, 1, 2, 3, 4].map((i) => Math.floor((h.readUInt32BE(4 * i) * 32) / 2 ** 32));
  const reels = stops.map((stop, i) =>
    [0, 1, 2].map((row) => sheet.reelStrips[i]![(stop + row) % 32]!),
  );
  const pay = (symbol: string, count: number) =>
    sheet.paytable.find((p) => p.symbol === symbol)?.pays.find((p) => p.count === count)
      ?.multiplier ?? 0;
  // Brute force over every symbol: the longest left run it makes (wilds standing in), best pay.
  let multiplier = 0;
  for (const rows of sheet.paylines) {
    const line = rows.map((row, reel) => reels[reel]![row]!);
    let best = 0;
    for (const symbol of sheet.symbols) {
      let run = 0;
      while (
        run < line.length &&
        (line[run] === symbol || (symbol !== sheet.wild && line[run] === sheet.wild))
      ) {
        run++;
      }
      best = Math.max(best, pay(symbol, run));
    }
    multiplier += best;
  }
  return { stops, reels, multiplier };
}

describe('in-house slot', () => {
  let t: AccountsTestApp;
  let games: Game[];
  /** A slot game with free play and a 0.05 minimum bet. */
  let game: Game;

  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
  const tick = () => t.clock.advance(INTERVAL);

  beforeAll(async () => {
    t = await startAccountsApp();
    games = await inhouseGames(t);
    game = games.find((g) => g.supportPlay && g.minBet === '0.05')!;
  });
  afterAll(() => t.close());

  it('runs every INHOUSE game of the catalogue', () => {
    expect(games).toHaveLength(28);
    expect(game).toBeDefined();
  });

  it('refuses callers without a session with 401', async () => {
    const calls = [
      get(statePath(game.gameId)),
      spinCall(t, {}, game.gameId, { bet: '0.50' }),
      t.app.inject({ method: 'POST', url: endpoints.inhouse.rotateSeed.path }),
      t.app.inject({
        method: 'PUT',
        url: endpoints.inhouse.setClientSeed.path,
        payload: { clientSeed: 'abc' },
      }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.statusCode, r.body).toBe(401);
      expect(json(r)).toMatchObject({ success: false, errorCode: 'auth.required' });
    }
  });

  it('answers the game sheet, bet levels from the minimum bet, seeds, balance and an empty session', async () => {
    const { headers } = await memberWithBalance(t, 100_000);
    const r = await get(`${statePath(game.gameId)}?language=EN`, headers);
    expect(r.statusCode, r.body).toBe(200);
    const state = envelope(slotStateSchema).parse(json(r)).value!;
    expect(state.game).toMatchObject({ gameId: game.gameId, nodeId: game.nodeId, minBet: '0.05' });
    expect(state.game.gameName).toBe(game.gameName);
    expect(state.betLevels[0]).toEqual({ bet: '0.50', lineBet: '0.05' });
    expect(state.betLevels.map((l) => l.lineBet)).toEqual([
      '0.05',
      '0.10',
      '0.25',
      '0.50',
      '1.00',
      '2.50',
      '5.00',
    ]);
    expect(state.rtp).toBe('96.02');
    expect(state).toMatchObject({ reelCount: 5, rowCount: 3, wild: 'WILD' });
    expect(state.paylines).toHaveLength(10);
    expect(state.reelStrips.every((s) => s.length === 32)).toBe(true);
    expect(state.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.fairness.nonce).toBe(0);
    expect(state.balance).toBe('1000.00');
    expect(state.session).toEqual({
      startedAt: null,
      playedSeconds: 0,
      spins: 0,
      staked: '0.00',
      won: '0.00',
      net: '0.00',
    });
    expect(state.minSpinIntervalMs).toBe(INTERVAL);
    expect(state.nextSpinAt).toBeNull();
    // The same seed until it is rotated.
    expect((await slotState(t, headers, game.gameId)).fairness).toEqual(state.fairness);
  });

  it('a spin moves win − stake, writes the ledger rows and a settled bet', async () => {
    const { memberId, headers } = await memberWithBalance(t, 100_000);
    const before = await slotState(t, headers, game.gameId);
    let balance = 100_000;
    for (let i = 0; i < 8; i++) {
      tick();
      const r = await spinCall(t, headers, game.gameId, { bet: '1.00' });
      expect(r.statusCode, r.body).toBe(200);
      const spin = envelope(spinValue).parse(json(r)).value!;
      const stake = 100;
      const win = minor(spin.win);
      balance += win - stake;
      expect(spin).toMatchObject({ bet: '1.00', lineBet: '0.10', replayed: false });
      expect(minor(spin.balance)).toBe(balance);
      expect(spin.winAboveStake).toBe(win > stake);
      expect(spin.fairness).toEqual({ ...before.fairness, nonce: i });
      expect(spin.roundId).toMatch(/^SLOT-\d+-\d+$/);
      expect(spin.reels).toHaveLength(5);
      expect(win).toBe(spin.lines.reduce((sum, l) => sum + minor(l.win), 0));

      const entries = (await listEntries(t.app.db, memberId)).filter(
        (e) => e.reference === spin.roundId,
      );
      expect(entries.map((e) => [e.type, e.amountMinor])).toEqual(
        win > 0
          ? [
              ['bet', -stake],
              ['win', win],
            ]
          : [['bet', -stake]],
      );
      expect(entries.at(-1)!.balanceAfterMinor).toBe(balance);
      const [bet] = await t.app.db
        .select()
        .from(betsTable)
        .where(and(eq(betsTable.memberId, memberId), eq(betsTable.id, spin.betId)));
      expect(bet).toMatchObject({
        nodeId: game.nodeId,
        vendor: 'INHOUSE',
        gameType: 'INHOUSE',
        stakeMinor: stake,
        winMinor: win,
        status: 'settled',
        roundId: spin.roundId,
      });
    }
    expect((await findWallet(t.app.db, memberId))?.balanceMinor).toBe(balance);
    const state = await slotState(t, headers, game.gameId);
    expect(state.balance).toBe((balance / 100).toFixed(2));
    expect(state.fairness.nonce).toBe(8);
    expect(state.session).toMatchObject({
      spins: 8,
      staked: '8.00',
      net: ((balance - 100_000) / 100).toFixed(2),
      playedSeconds: Math.floor((7 * INTERVAL) / 1000),
    });
  });

  it('answers a retried key with the first result and moves no money again', async () => {
    const { memberId, headers } = await memberWithBalance(t, 10_000);
    tick();
    const key = randomUUID();
    const first = await spinOk(t, headers, game.gameId, { bet: '0.50', idempotencyKey: key });
    const rows = (await listEntries(t.app.db, memberId)).length;
    // Right away (a retry is not a new spin: no spacing refusal) and later.
    const again = await spinOk(t, headers, game.gameId, { bet: '0.50', idempotencyKey: key });
    tick();
    tick();
    const later = await spinOk(t, headers, game.gameId, { bet: '0.50', idempotencyKey: key });
    for (const replay of [again, later]) {
      expect(replay).toMatchObject({ ...first, replayed: true, session: expect.any(Object) });
    }
    expect((await listEntries(t.app.db, memberId)).length).toBe(rows);
    expect(minor((await slotState(t, headers, game.gameId)).balance)).toBe(minor(first.balance));

    // Concurrent duplicates: one spin.
    tick();
    const raced = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        spinOk(t, headers, game.gameId, { bet: '0.50', idempotencyKey: raced }),
      ),
    );
    expect(new Set(answers.map((a) => a.betId)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect((await listEntries(t.app.db, memberId)).length).toBeLessThanOrEqual(rows + 2);

    // The same key for another bet is a conflict, not a replay.
    const conflict = await spinCall(t, headers, game.gameId, { bet: '1.00', idempotencyKey: key });
    expect(conflict.statusCode).toBe(409);
    expect(json(conflict)).toMatchObject({ errorCode: 'slot.idempotency_conflict' });
  });

  it('refuses a spin sooner than 2.5 s after the last one (429), changing nothing', async () => {
    const { memberId, headers } = await memberWithBalance(t, 10_000);
    tick();
    await spinOk(t, headers, game.gameId, { bet: '0.50' });
    const rows = (await listEntries(t.app.db, memberId)).length;
    t.clock.advance(INTERVAL - 1);
    const refused = await spinCall(t, headers, game.gameId, { bet: '0.50' });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({
      success: false,
      errorCode: 'slot.spin_too_fast',
      value: { retryAfterMs: 1 },
    });
    expect((await listEntries(t.app.db, memberId)).length).toBe(rows);
    const state = await slotState(t, headers, game.gameId);
    expect(state.fairness.nonce).toBe(1);
    expect(state.nextSpinAt).toBe(new Date(t.clock.now() + 1).toISOString());
    t.clock.advance(1);
    await spinOk(t, headers, game.gameId, { bet: '0.50' });
  });

  it('refuses bets that are not a bet level, and games that are not slots', async () => {
    const { headers } = await memberWithBalance(t, 10_000);
    tick();
    for (const bet of ['0.05', '0.51', '0.30', '5000.00']) {
      const r = await spinCall(t, headers, game.gameId, { bet });
      expect(r.statusCode, bet).toBe(400);
      expect(json(r)).toMatchObject({ errorCode: 'slot.bet_invalid' });
    }
    for (const payload of [
      { bet: '1', idempotencyKey: randomUUID() },
      { bet: '-0.50', idempotencyKey: randomUUID() },
      { bet: '0.50', idempotencyKey: 'short' },
      { bet: '0.50' },
      { bet: '0.50', idempotencyKey: randomUUID(), autoplay: 10 },
      { bet: '0.50', idempotencyKey: randomUUID(), serverSeedHash: 'zz' },
    ]) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/wps/inhouse/slot/${game.gameId}/spin`,
        headers,
        payload,
      });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(r)).toMatchObject({ errorCode: 'validation.failed' });
    }
    const list = await get(`${endpoints.games.list.path}?gameType=RNG&pageSize=1`);
    const slotOfAnotherVendor = json<{ value: { games: Game[] } }>(list).value.games[0]!;
    for (const gameId of [slotOfAnotherVendor.gameId, 'inhouse9999']) {
      const r = await spinCall(t, headers, gameId, { bet: '0.50' });
      expect(r.statusCode).toBe(404);
      expect(json(r)).toMatchObject({ errorCode: 'game.not_found' });
      expect((await get(statePath(gameId), headers)).statusCode).toBe(404);
    }
  });

  it('refuses a bet above the balance with wallet.insufficient_funds, changing nothing', async () => {
    const { memberId, headers } = await memberWithBalance(t, 70);
    tick();
    const r = await spinCall(t, headers, game.gameId, { bet: '1.00' });
    expect(r.statusCode).toBe(400);
    expect(json(r)).toMatchObject({
      success: false,
      errorCode: 'wallet.insufficient_funds',
      value: { bet: '1.00' },
    });
    expect((await findWallet(t.app.db, memberId))?.balanceMinor).toBe(70);
    expect(await listEntries(t.app.db, memberId)).toHaveLength(1);
    const state = await slotState(t, headers, game.gameId);
    expect(state.fairness.nonce).toBe(0);
    expect(state.session.spins).toBe(0);
    // The refusal does not count as a spin: the next one is not held back.
    expect(state.nextSpinAt).toBeNull();
    expect((await spinCall(t, headers, game.gameId, { bet: '0.50' })).statusCode).toBe(200);
  });

  it('reveals the server seed on rotation; every spin verifies independently', async () => {
    const { headers } = await memberWithBalance(t, 100_000);
    // The spins' first day: they may run over a midnight (the records default to today).
    const firstDay = new Date(t.clock.now()).toISOString().slice(0, 10);
    const state = await slotState(t, headers, game.gameId);
    const committed = state.fairness.serverSeedHash;
    const spins: SpinValue[] = [];
    for (let i = 0; i < 12; i++) {
      tick();
      spins.push(await spinOk(t, headers, game.gameId, { bet: '0.50', serverSeedHash: committed }));
    }
    const r = await t.app.inject({
      method: 'POST',
      url: endpoints.inhouse.rotateSeed.path,
      headers,
    });
    expect(r.statusCode, r.body).toBe(200);
    const rotation = envelope(seedRotation).parse(json(r)).value!;
    const previous = rotation.previous!;
    expect(previous.serverSeedHash).toBe(committed);
    expect(createHash('sha256').update(previous.serverSeed).digest('hex')).toBe(committed);
    expect(previous.clientSeed).toBe(state.fairness.clientSeed);
    expect(previous.spins).toBe(12);
    expect(rotation.current.serverSeedHash).not.toBe(committed);
    expect(rotation.current).toMatchObject({ clientSeed: previous.clientSeed, nonce: 0 });

    for (const spin of spins) {
      const check = verifySpin(
        previous.serverSeed,
        previous.clientSeed,
        spin.fairness.nonce,
        state,
      );
      expect(spin.stops).toEqual(check.stops);
      expect(spin.reels).toEqual(check.reels);
      expect(minor(spin.win)).toBe(check.multiplier * minor(spin.lineBet));
    }

    // The betting record shows the revealed seed next to each spin.
    const records = await get(
      `${endpoints.report.bets.path}?pageSize=100&startDate=${firstDay}`,
      headers,
    );
    const bets = envelope(betRecordsValue).parse(json(records)).value!.list;
    expect(bets).toHaveLength(12);
    for (const bet of bets) {
      expect(bet.detail).toMatchObject({
        kind: 'slot',
        serverSeed: previous.serverSeed,
        serverSeedHash: committed,
      });
    }

    // A spin still naming the old hash is refused: the player has not seen the new one.
    tick();
    const stale = await spinCall(t, headers, game.gameId, {
      bet: '0.50',
      serverSeedHash: committed,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({
      errorCode: 'slot.seed_changed',
      value: { serverSeedHash: rotation.current.serverSeedHash },
    });
  });

  it('a chosen client seed ends the seed in play and is used from nonce 0', async () => {
    const { headers } = await memberWithBalance(t, 100_000);
    const state = await slotState(t, headers, game.gameId);
    tick();
    await spinOk(t, headers, game.gameId, { bet: '0.50' });
    const set = await t.app.inject({
      method: 'PUT',
      url: endpoints.inhouse.setClientSeed.path,
      headers,
      payload: { clientSeed: 'my-lucky_seed42' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const rotation = json<{ value: SeedRotation }>(set).value;
    expect(rotation.previous).toMatchObject({
      serverSeedHash: state.fairness.serverSeedHash,
      spins: 1,
    });
    expect(rotation.current).toMatchObject({ clientSeed: 'my-lucky_seed42', nonce: 0 });
    tick();
    const spin = await spinOk(t, headers, game.gameId, { bet: '0.50' });
    expect(spin.fairness).toEqual(rotation.current);

    for (const clientSeed of ['', 'has space', 'x'.repeat(65), 'colon:'])
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: endpoints.inhouse.setClientSeed.path,
            headers,
            payload: { clientSeed },
          })
        ).statusCode,
      ).toBe(400);
  });

  it('ends a session after 30 minutes without a spin', async () => {
    const { headers } = await memberWithBalance(t, 100_000);
    tick();
    await spinOk(t, headers, game.gameId, { bet: '0.50' });
    t.clock.advance(60_000);
    await spinOk(t, headers, game.gameId, { bet: '0.50' });
    t.clock.advance(30_000);
    expect((await slotState(t, headers, game.gameId)).session).toMatchObject({
      spins: 2,
      playedSeconds: 90,
      staked: '1.00',
    });
    t.clock.advance(SESSION_IDLE_MS);
    expect((await slotState(t, headers, game.gameId)).session).toMatchObject({
      startedAt: null,
      spins: 0,
    });
    await spinOk(t, headers, game.gameId, { bet: '0.50' });
    expect((await slotState(t, headers, game.gameId)).session).toMatchObject({
      startedAt: new Date(t.clock.now()).toISOString(),
      spins: 1,
      playedSeconds: 0,
    });
  });

  it('launches an INHOUSE game into the app’s slot screen; trial accounts play with their trial balance', async () => {
    const headers = bearer(await startTrial(t, '10.78.0.1'));
    const launch = await t.app.inject({
      method: 'POST',
      url: endpoints.games.launch.path,
      headers,
      payload: { nodeId: game.nodeId, pageBack: '/m/gameList?gameType=INHOUSE' },
    });
    expect(launch.statusCode, launch.body).toBe(200);
    expect(json(launch)).toMatchObject({
      value: {
        url: `/m/slot/${game.gameId}?pageBack=${encodeURIComponent('/m/gameList?gameType=INHOUSE')}`,
      },
    });
    const state = await slotState(t, headers, game.gameId);
    expect(state.balance).toBe('2000.00');
    tick();
    const spin = await spinOk(t, headers, game.gameId, { bet: '0.50' });
    expect(minor(spin.balance)).toBe(200_000 - 50 + minor(spin.win));

    const noFreePlay = games.find((g) => !g.supportPlay)!;
    const refused = await spinCall(t, headers, noFreePlay.gameId, {
      bet: minorToAmount(minor(noFreePlay.minBet) * 10),
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ errorCode: 'game.trial_not_supported' });
  });
});

describe('in-house slot under concurrency (no spacing, as in the benchmark)', () => {
  let t: AccountsTestApp;
  let game: Game;
  beforeAll(async () => {
    // A clock that moves on between reads, as a real one does: a spin that waited
    // for another's lock must not look earlier than it (and be refused as too fast).
    let ms = Date.now();
    t = await startAccountsApp({
      inhouse: { minSpinIntervalMs: 0 },
      accounts: { outboxEnabled: true, passwordHashing: TEST_PASSWORD_HASHING, now: () => ++ms },
    });
    game = (await inhouseGames(t)).find((g) => g.minBet === '0.01')!;
  });
  afterAll(() => t.close());

  it('never overdraws; the ledger sums to the balance; each key is applied once', async () => {
    const levels = ['0.10', '0.20', '0.50', '1.00', '2.00'];
    const op = fc.record({
      level: fc.nat({ max: levels.length - 1 }),
      /** Send again the key of an earlier spin (a retry), concurrently with everything else. */
      retryOf: fc.option(fc.nat(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 600 }),
        fc.array(op, { minLength: 1, maxLength: 14 }),
        async (startMinor, ops) => {
          const { memberId, headers } = await memberWithBalance(t, startMinor);
          const calls: { key: string; bet: string }[] = [];
          for (const o of ops) {
            const retry = o.retryOf !== undefined && calls.length > 0;
            calls.push(
              retry
                ? calls[o.retryOf! % calls.length]!
                : { key: randomUUID(), bet: levels[o.level]! },
            );
          }
          const responses = await Promise.all(
            calls.map((c) =>
              spinCall(t, headers, game.gameId, { bet: c.bet, idempotencyKey: c.key }),
            ),
          );
          const applied = new Map<string, SpinValue>();
          responses.forEach((r, i) => {
            const body = json<{ value: SpinValue; errorCode?: string }>(r);
            if (r.statusCode === 200) {
              const first = applied.get(calls[i]!.key);
              if (first) expect(body.value.betId).toBe(first.betId);
              else applied.set(calls[i]!.key, body.value);
            } else {
              expect(r.statusCode, r.body).toBe(400);
              expect(body.errorCode).toBe('wallet.insufficient_funds');
            }
          });
          const wallet = await findWallet(t.app.db, memberId);
          const entries = await listEntries(t.app.db, memberId);
          const bets = await t.app.db
            .select()
            .from(betsTable)
            .where(eq(betsTable.memberId, memberId));
          expect(wallet!.balanceMinor).toBeGreaterThanOrEqual(0);
          expect(entries.every((e) => e.balanceAfterMinor >= 0)).toBe(true);
          expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(wallet!.balanceMinor);
          // One bet per key that succeeded, none for a refused one.
          expect(bets.map((b) => b.idempotencyKey).sort()).toEqual([...applied.keys()].sort());
          const net = bets.reduce((sum, b) => sum + b.winMinor - b.stakeMinor, 0);
          expect(wallet!.balanceMinor).toBe(startMinor + net);
          // Nonces 0…n−1, each once: the spins ran one after another.
          expect(bets.map((b) => b.detail!.nonce).sort((a, b) => a - b)).toEqual(
            bets.map((_, i) => i),
          );
        },
      ),
      { numRuns: 25 },
    );
  });
});
