import { randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import { playLimitReachedValue, playLimitsValue } from '@kalaro/contract/protection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWallet, postMovement } from '../src/modules/wallet/service.ts';
import { startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { expectError, injectCall, json, type CallArgs } from './helpers.ts';
import {
  inhouseGames,
  lotteryBetBody,
  memberWithBalance,
  slotState,
  spinCall,
  TEST_LOTTERY,
} from './slot-helpers.ts';

type Response = Awaited<ReturnType<AccountsTestApp['app']['inject']>>;
type Headers = Record<string, string>;

const { protection, lottery, games } = endpoints;
const HOUR = 3_600_000;

describe('play limits: loss, wager, session time', () => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
  });
  afterAll(() => t.close());

  const inject = (...args: CallArgs) => injectCall(t.app, ...args);
  const balanceOf = async (memberId: string) =>
    (await findWallet(t.app.db, memberId))?.balanceMinor ?? 0;
  const setLimits = async (headers: Headers, body: unknown) => {
    const r = await inject('PUT', protection.setLimits.path, headers, body);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(playLimitsValue).parse(json(r)).value!;
  };
  const readLimits = async (headers: Headers) => {
    const r = await inject('GET', protection.limits.path, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(playLimitsValue).parse(json(r)).value!;
  };
  /** Earlier stakes the member lost (ledger rows of a bet, as a game writes them). */
  const lose = (memberId: string, amountMinor: number) =>
    t.app.db.transaction((tx) =>
      postMovement(
        tx,
        {
          memberId,
          type: 'bet',
          amountMinor,
          idempotencyKey: `test-loss:${randomUUID()}`,
          reference: 'TEST-ROUND',
          createdAt: new Date(t.clock.now()),
        },
        -1,
      ),
    );
  const limitOf = (r: Response) => playLimitReachedValue.parse(errorEnvelope.parse(json(r)).value);
  const none = { day: null, week: null, month: null };

  describe('setting them', () => {
    it('lowers at once, raises after 24 hours, each with when it takes effect', async () => {
      const { headers } = await memberWithBalance(t, 10_000);
      const first = await setLimits(headers, {
        loss: { ...none, day: '50' },
        wager: { ...none, week: '500' },
        sessionMinutes: 60,
      });
      expect(first.loss.day).toMatchObject({ limit: '50.00', pending: null, used: '0.00' });
      expect(first.wager.week).toMatchObject({ limit: '500.00', remaining: '500.00' });
      expect(first.session).toMatchObject({ limitMinutes: 60, pending: null });

      const raised = await setLimits(headers, { loss: { ...none, day: '80' }, sessionMinutes: 30 });
      // The raise waits; the wager limit, left out, stays; the shorter session time holds at once.
      expect(raised.loss.day.limit).toBe('50.00');
      expect(raised.loss.day.pending).toEqual({
        limit: '80.00',
        effectiveAt: new Date(t.clock.now() + 24 * HOUR).toISOString(),
      });
      expect(raised.wager.week.limit).toBe('500.00');
      expect(raised.session).toMatchObject({ limitMinutes: 30, pending: null });

      t.clock.advance(24 * HOUR + 1_000);
      const later = await readLimits(headers);
      expect(later.loss.day).toMatchObject({ limit: '80.00', pending: null });
    });

    it('holds the same rules for the wager limit and the session time: a removal waits too', async () => {
      const { headers } = await memberWithBalance(t, 10_000);
      await setLimits(headers, { wager: { ...none, month: '900' }, sessionMinutes: 45 });
      const lowered = await setLimits(headers, { wager: { ...none, month: '600' } });
      expect(lowered.wager.month).toMatchObject({ limit: '600.00', pending: null });

      const raised = await setLimits(headers, {
        wager: { ...none, month: '1000' },
        sessionMinutes: 90,
      });
      const effectiveAt = new Date(t.clock.now() + 24 * HOUR).toISOString();
      expect(raised.wager.month).toMatchObject({
        limit: '600.00',
        pending: { limit: '1000.00', effectiveAt },
      });
      expect(raised.session).toMatchObject({
        limitMinutes: 45,
        pending: { limitMinutes: 90, effectiveAt },
      });
      const removed = await setLimits(headers, { wager: none, sessionMinutes: null });
      expect(removed.wager.month).toMatchObject({ limit: '600.00', pending: { limit: null } });
      expect(removed.session).toMatchObject({ limitMinutes: 45, pending: { limitMinutes: null } });

      t.clock.advance(24 * HOUR + 1_000);
      const later = await readLimits(headers);
      expect(later.wager.month).toMatchObject({ limit: null, pending: null });
      expect(later.session).toMatchObject({ limitMinutes: null, pending: null });
    });

    it('refuses a bad amount or session time, and a visitor', async () => {
      const { headers } = await memberWithBalance(t, 0);
      expectError(
        await inject('PUT', protection.setLimits.path, headers, { loss: { ...none, day: '-5' } }),
        400,
        'validation.failed',
      );
      expectError(
        await inject('PUT', protection.setLimits.path, headers, { sessionMinutes: 2 }),
        400,
        'validation.failed',
      );
      expectError(await inject('GET', protection.limits.path, {}), 401, 'auth.required');
    });
  });

  describe('every staking path refuses play over a limit', () => {
    it('in-house slot spin: refused once the loss limit is reached, nothing debited', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const [game] = await inhouseGames(t);
      const bet = (await slotState(t, headers, game!.gameId)).betLevels[0]!.bet;
      await setLimits(headers, { loss: { ...none, day: '20' } });
      expect((await spinCall(t, headers, game!.gameId, { bet })).statusCode).toBe(200);
      // Whatever the spin won or lost, the day's net loss is now 20.00 (10,000 minor to start).
      await lose(memberId, (await balanceOf(memberId)) - 8_000);
      const balance = await balanceOf(memberId);
      // Past the spin pace, so the limit is what answers.
      t.clock.advance(3_000);
      const r = await spinCall(t, headers, game!.gameId, { bet });
      expectError(r, 403, 'protection.loss_limit');
      expect(limitOf(r)).toMatchObject({ kind: 'loss', period: 'day', limit: '20.00' });
      expect(await balanceOf(memberId)).toBe(balance);
      // The window slides: 24 hours later the day's loss is behind it.
      t.clock.advance(24 * HOUR + 1_000);
      expect((await spinCall(t, headers, game!.gameId, { bet })).statusCode).toBe(200);
    });

    it('in-house slot spin: a stake over what the wager limit leaves is refused', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const [game] = await inhouseGames(t);
      const levels = (await slotState(t, headers, game!.gameId)).betLevels;
      const small = levels[0]!.bet;
      await setLimits(headers, { wager: { ...none, day: small } });
      expect((await spinCall(t, headers, game!.gameId, { bet: small })).statusCode).toBe(200);
      const balance = await balanceOf(memberId);
      const r = await spinCall(t, headers, game!.gameId, { bet: small });
      expectError(r, 403, 'protection.wager_limit');
      expect(limitOf(r)).toMatchObject({ kind: 'wager', period: 'day', remaining: '0.00' });
      expect(await balanceOf(memberId)).toBe(balance);
    });

    it('lottery bet: a stake that would pass the wager limit is refused', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const path = lottery.placeBet.path.replace(':code', TEST_LOTTERY);
      const bet = (amount: string) => lotteryBetBody(t, headers, amount);
      await setLimits(headers, { wager: { ...none, day: '1.50' } });
      const first = await inject('POST', path, headers, await bet('1.00'));
      expect(first.statusCode, first.body).toBe(200);
      const balance = await balanceOf(memberId);
      const r = await inject('POST', path, headers, await bet('1.00'));
      expectError(r, 403, 'protection.wager_limit');
      expect(limitOf(r)).toMatchObject({ kind: 'wager', remaining: '0.50' });
      expect(await balanceOf(memberId)).toBe(balance);
    });

    it('vendor game launch: refused once the loss limit is reached', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const list = await inject('GET', `${games.list.path}?pageSize=5`, {});
      const nodeId = json<{ value: { games: { nodeId: number }[] } }>(list).value.games[0]!.nodeId;
      await setLimits(headers, { loss: { ...none, week: '10' } });
      expect((await inject('POST', games.launch.path, headers, { nodeId })).statusCode).toBe(200);
      await lose(memberId, 1_000);
      const r = await inject('POST', games.launch.path, headers, { nodeId });
      expectError(r, 403, 'protection.loss_limit');
      expect(limitOf(r)).toMatchObject({ kind: 'loss', period: 'week' });
    });

    it('session time: at the limit the session ends', async () => {
      const { headers } = await memberWithBalance(t, 10_000);
      const [game] = await inhouseGames(t);
      const bet = (await slotState(t, headers, game!.gameId)).betLevels[0]!.bet;
      await setLimits(headers, { sessionMinutes: 5 });
      expect((await spinCall(t, headers, game!.gameId, { bet })).statusCode).toBe(200);
      t.clock.advance(6 * 60_000);
      const r = await spinCall(t, headers, game!.gameId, { bet });
      expectError(r, 403, 'protection.session_limit');
      // The session has ended.
      expectError(
        await inject('GET', protection.limits.path, headers),
        401,
        'auth.session_expired',
      );
    });
  });
});
