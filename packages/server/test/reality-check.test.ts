import { randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import { realityCheckValue, sessionSummaryValue } from '@kalaro/contract/protection';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/accounts/sessions.ts';
import { membersTable } from '../src/modules/accounts/tables.ts';
import { postMovement } from '../src/modules/wallet/service.ts';
import { bearer, startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { json, putOperatorConfig } from './helpers.ts';
import { inhouseGames, memberWithBalance, spinOk, type Headers } from './slot-helpers.ts';

const { protection } = endpoints;
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
});
