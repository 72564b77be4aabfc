import { randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import {
  continueRealityCheckValue,
  realityCheckValue,
  sessionSummaryValue,
} from '@kalaro/contract/protection';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/accounts/sessions.ts';
import { membersTable } from '../src/modules/accounts/tables.ts';
import { findWallet } from '../src/modules/wallet/repo.ts';
import { postMovement } from '../src/modules/wallet/service.ts';
import {
  bearer,
  startDemoAccountsApp,
  startTrial,
  type AccountsTestApp,
} from './account-helpers.ts';
import { json, putOperatorConfig } from './helpers.ts';
import {
  inhouseGames,
  lotteryBetBody,
  memberWithBalance,
  spinCall,
  spinOk,
  TEST_LOTTERY,
  type Headers,
} from './slot-helpers.ts';

const { protection, lottery } = endpoints;
const MINUTE = 60_000;

describe('reality check', () => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
  });
  afterAll(() => t.close());

  const read = async (headers: Headers) => {
    const r = await t.app.inject({ method: 'GET', url: protection.realityCheck.path, headers });
    expect(r.statusCode, r.body).toBe(200);
    return envelope(realityCheckValue).parse(json(r)).value!;
  };
  const put = (headers: Headers, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: protection.setRealityCheck.path,
      headers,
      payload: payload as Record<string, unknown>,
    });
  const summary = async (headers: Headers) => {
    const r = await t.app.inject({ method: 'GET', url: protection.session.path, headers });
    expect(r.statusCode, r.body).toBe(200);
    return envelope(sessionSummaryValue).parse(json(r)).value!;
  };
  const ledger = (
    memberId: string,
    type: 'bet' | 'win' | 'refund',
    amountMinor: number,
    at: number,
  ) =>
    t.app.db.transaction((tx) =>
      postMovement(
        tx,
        {
          memberId,
          type,
          amountMinor,
          idempotencyKey: `test-${type}:${randomUUID()}`,
          reference: 'TEST-ROUND',
          createdAt: new Date(at),
        },
        type === 'bet' ? -1 : 1,
      ),
    );

  describe('the interval', () => {
    it('is off until the member chooses one, then holds at once', async () => {
      const { headers } = await memberWithBalance(t, 0);
      expect(await read(headers)).toEqual({
        minutes: null,
        chosen: false,
        required: false,
        defaultMinutes: null,
      });
      const r = await put(headers, { minutes: 30 });
      expect(r.statusCode, r.body).toBe(200);
      expect(envelope(realityCheckValue).parse(json(r)).value).toMatchObject({
        minutes: 30,
        chosen: true,
      });
      expect((await read(headers)).minutes).toBe(30);
      expect((await put(headers, { minutes: null })).statusCode).toBe(200);
      expect(await read(headers)).toMatchObject({ minutes: null, chosen: true });
    });

    it.each([[14], [121], [30.5], ['30'], [undefined]])(
      'refuses %s minutes with validation.failed',
      async (minutes) => {
        const { headers } = await memberWithBalance(t, 0);
        const r = await put(headers, minutes === undefined ? {} : { minutes });
        expect(r.statusCode, r.body).toBe(400);
        expect(errorEnvelope.parse(json(r)).errorCode).toBe('validation.failed');
        expect((await read(headers)).minutes).toBeNull();
      },
    );

    it("takes the operator's default, and refuses none when the operator requires a check", async () => {
      const { headers } = await memberWithBalance(t, 0);
      await putOperatorConfig(t, (c) => {
        c.realityCheck = { required: true, defaultMinutes: 45 };
      });
      try {
        expect(await read(headers)).toEqual({
          minutes: 45,
          chosen: false,
          required: true,
          defaultMinutes: 45,
        });
        const off = await put(headers, { minutes: null });
        expect(off.statusCode, off.body).toBe(403);
        expect(errorEnvelope.parse(json(off)).errorCode).toBe('protection.reality_check_required');
        expect((await read(headers)).minutes).toBe(45);
        // Another interval is the member's choice.
        expect((await put(headers, { minutes: 15 })).statusCode).toBe(200);
        expect((await read(headers)).minutes).toBe(15);
      } finally {
        await putOperatorConfig(t);
      }
    });

    it('a member who chose none gets a check once the operator requires one', async () => {
      const { headers } = await memberWithBalance(t, 0);
      expect((await put(headers, { minutes: null })).statusCode).toBe(200);
      await putOperatorConfig(t, (c) => {
        c.realityCheck = { required: true, defaultMinutes: null };
      });
      try {
        expect((await read(headers)).minutes).toBe(60);
      } finally {
        await putOperatorConfig(t);
      }
    });

    it('needs a real member session', async () => {
      const r = await t.app.inject({ method: 'GET', url: protection.realityCheck.path });
      expect(r.statusCode).toBe(401);
    });
  });

  describe('the session summary', () => {
    it("counts this login's stakes, wins and net result, and the time since the login", async () => {
      // Play from before this session's login is not counted.
      const { memberId, headers } = await memberWithBalance(t, 100_000);
      const login = t.clock.now();
      await ledger(memberId, 'bet', 9_999, login - MINUTE);
      t.clock.advance(17 * MINUTE + 30_000);
      await ledger(memberId, 'bet', 1_000, t.clock.now());
      await ledger(memberId, 'win', 2_500, t.clock.now());
      await ledger(memberId, 'bet', 4_000, t.clock.now());
      await ledger(memberId, 'refund', 500, t.clock.now());
      const value = await summary(headers);
      expect(value).toEqual({
        startedAt: new Date(login).toISOString(),
        now: new Date(t.clock.now()).toISOString(),
        playedMinutes: 17,
        stakes: '45.00',
        wins: '25.00',
        net: '-20.00',
        checkedAt: new Date(login).toISOString(),
        nextCheckAt: null,
      });
    });

    it('counts a real slot spin', async () => {
      const { headers } = await memberWithBalance(t, 10_000);
      const [game] = await inhouseGames(t);
      const spin = await spinOk(t, headers, game!.gameId, { bet: '1.00' });
      const value = await summary(headers);
      expect(value.stakes).toBe('1.00');
      expect(Number(value.net)).toBeCloseTo(Number(value.wins) - 1, 2);
      expect(value.wins).toBe(spin.win);
    });

    it('starts again at the next login', async () => {
      const { memberId } = await memberWithBalance(t, 10_000);
      await ledger(memberId, 'bet', 700, t.clock.now());
      t.clock.advance(MINUTE);
      // A new session of the same member, as a login makes it.
      const [member] = await t.app.db
        .select()
        .from(membersTable)
        .where(eq(membersTable.id, memberId));
      const { token } = await createSession(
        t.app.db,
        member!,
        { rememberMe: true, ip: '10.77.0.2' },
        t.clock.now(),
      );
      expect(await summary(bearer(token))).toMatchObject({
        playedMinutes: 0,
        stakes: '0.00',
        wins: '0.00',
        net: '0.00',
      });
    });
  });
  describe('held by the server while it is due', () => {
    type Response = Awaited<ReturnType<AccountsTestApp['app']['inject']>>;
    const balanceOf = async (memberId: string) =>
      (await findWallet(t.app.db, memberId))?.balanceMinor ?? 0;
    const acknowledge = (headers: Headers, payload: unknown = {}) =>
      t.app.inject({
        method: 'POST',
        url: protection.continueRealityCheck.path,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const expectDue = (r: Response, dueAt: number) => {
      expect(r.statusCode, r.body).toBe(403);
      expect(errorEnvelope.parse(json(r))).toMatchObject({
        success: false,
        errorCode: 'protection.reality_check_due',
        value: { dueAt: new Date(dueAt).toISOString() },
      });
    };
    const betPath = lottery.placeBet.path.replace(':code', TEST_LOTTERY);
    const bet = async (headers: Headers) =>
      t.app.inject({
        method: 'POST',
        url: betPath,
        headers,
        payload: await lotteryBetBody(t, headers, '1.00'),
      });
    const slot = async () => (await inhouseGames(t))[0]!.gameId;

    it('refuses a spin and a lottery bet once due, moving no money; the summary says since when', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const login = t.clock.now();
      expect((await put(headers, { minutes: 15 })).statusCode).toBe(200);
      const gameId = await slot();
      await spinOk(t, headers, gameId, { bet: '1.00' });
      expect((await summary(headers)).nextCheckAt).toBe(
        new Date(login + 15 * MINUTE).toISOString(),
      );

      t.clock.advance(15 * MINUTE);
      const balance = await balanceOf(memberId);
      expectDue(await spinCall(t, headers, gameId, { bet: '1.00' }), login + 15 * MINUTE);
      expectDue(await bet(headers), login + 15 * MINUTE);
      expect(await balanceOf(memberId)).toBe(balance);
      const value = await summary(headers);
      expect(value.stakes).toBe('1.00');
      expect(value.checkedAt).toBe(new Date(login).toISOString());
      expect(value.nextCheckAt).toBe(new Date(login + 15 * MINUTE).toISOString());
    });

    it('"continue" starts the clock again: stakes are taken until the next interval has passed', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      expect((await put(headers, { minutes: 20 })).statusCode).toBe(200);
      const gameId = await slot();
      t.clock.advance(25 * MINUTE);
      expect((await spinCall(t, headers, gameId, { bet: '1.00' })).statusCode).toBe(403);

      const answered = t.clock.now();
      const r = await acknowledge(headers);
      expect(r.statusCode, r.body).toBe(200);
      expect(envelope(continueRealityCheckValue).parse(json(r)).value).toEqual({
        checkedAt: new Date(answered).toISOString(),
        now: new Date(answered).toISOString(),
        nextCheckAt: new Date(answered + 20 * MINUTE).toISOString(),
      });
      expect(await summary(headers)).toMatchObject({
        checkedAt: new Date(answered).toISOString(),
        nextCheckAt: new Date(answered + 20 * MINUTE).toISOString(),
      });
      const before = await balanceOf(memberId);
      const spun = await spinOk(t, headers, gameId, { bet: '1.00' });
      expect(await balanceOf(memberId)).toBe(before - 100 + Math.round(Number(spun.win) * 100));
      expect((await bet(headers)).statusCode).toBe(200);

      // Due again one interval after the answer.
      t.clock.advance(answered + 20 * MINUTE - t.clock.now());
      expectDue(await spinCall(t, headers, gameId, { bet: '1.00' }), answered + 20 * MINUTE);
    });

    it('holds for the session answered only: another session of the member keeps its own clock', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      expect((await put(headers, { minutes: 15 })).statusCode).toBe(200);
      const [member] = await t.app.db
        .select()
        .from(membersTable)
        .where(eq(membersTable.id, memberId));
      const other = bearer(
        (
          await createSession(
            t.app.db,
            member!,
            { rememberMe: true, ip: '10.77.0.3' },
            t.clock.now(),
          )
        ).token,
      );
      const gameId = await slot();
      t.clock.advance(16 * MINUTE);
      expect((await acknowledge(headers)).statusCode).toBe(200);
      expect((await spinCall(t, headers, gameId, { bet: '1.00' })).statusCode).toBe(200);
      expect((await spinCall(t, other, gameId, { bet: '1.00' })).statusCode).toBe(403);
    });

    it('never refuses a member without an interval', async () => {
      const { headers } = await memberWithBalance(t, 10_000);
      const gameId = await slot();
      t.clock.advance(6 * 60 * MINUTE);
      expect((await summary(headers)).nextCheckAt).toBeNull();
      expect((await spinCall(t, headers, gameId, { bet: '1.00' })).statusCode).toBe(200);
      expect((await bet(headers)).statusCode).toBe(200);
    });

    it("holds the operator's required check for a member who chose none", async () => {
      const { headers } = await memberWithBalance(t, 10_000);
      const login = t.clock.now();
      await putOperatorConfig(t, (c) => {
        c.realityCheck = { required: true, defaultMinutes: 30 };
      });
      try {
        const gameId = await slot();
        t.clock.advance(31 * MINUTE);
        expectDue(await spinCall(t, headers, gameId, { bet: '1.00' }), login + 30 * MINUTE);
      } finally {
        await putOperatorConfig(t);
      }
    });

    it("never holds a trial account's free play (it has no check to answer)", async () => {
      await putOperatorConfig(t, (c) => {
        c.realityCheck = { required: true, defaultMinutes: 15 };
      });
      try {
        const headers = bearer(await startTrial(t, '10.79.0.1'));
        const game = (await inhouseGames(t)).find((g) => g.supportPlay)!;
        t.clock.advance(16 * MINUTE);
        const r = await spinCall(t, headers, game.gameId, { bet: '1.00' });
        expect(r.statusCode, r.body).toBe(200);
      } finally {
        await putOperatorConfig(t);
      }
    });

    it.each([
      ['an unknown field', { minutes: 15 }],
      ['an array', []],
      ['a string', 'continue'],
    ])(
      'refuses %s as the answer with validation.failed, and the clock runs on',
      async (_, body) => {
        const { headers } = await memberWithBalance(t, 10_000);
        expect((await put(headers, { minutes: 15 })).statusCode).toBe(200);
        t.clock.advance(16 * MINUTE);
        const r = await acknowledge(headers, body);
        expect(r.statusCode, r.body).toBe(400);
        expect(errorEnvelope.parse(json(r)).errorCode).toBe('validation.failed');
        expect((await spinCall(t, headers, await slot(), { bet: '1.00' })).statusCode).toBe(403);
      },
    );

    it('answers a caller with no session 401', async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: protection.continueRealityCheck.path,
        payload: {},
      });
      expect(r.statusCode).toBe(401);
    });
  });
});
