import { randomBytes, randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { withdrawRequest } from '@kalaro/contract/payments';
import { promotionsValue } from '@kalaro/contract/promotions';
import {
  adminProtectionValue,
  protectionMeasure,
  protectionStatusValue,
} from '@kalaro/contract/protection';
import { protectionEnd, type ProtectionPeriod } from '@kalaro/contract/protection-rules';
import { routes } from '@kalaro/contract/routes';
import { rewardsValue } from '@kalaro/contract/member-content';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASHING } from '../src/config.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { updateMember } from '../src/modules/accounts/repo.ts';
import { createSession } from '../src/modules/accounts/sessions.ts';
import { membersTable } from '../src/modules/accounts/tables.ts';
import { depositRequestsTable } from '../src/modules/deposit/tables.ts';
import { firstGameOfTypes } from '../src/modules/missions/repo.ts';
import { insertMeasure } from '../src/modules/protection/repo.ts';
import { protectionMeasuresTable } from '../src/modules/protection/tables.ts';
import { findWallet } from '../src/modules/wallet/service.ts';
import {
  bearer,
  loginOk,
  memberIdOf,
  startDemoAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import {
  adminHeaders,
  demoOperatorHeaders,
  expectError,
  injectCall,
  json,
  type CallArgs,
} from './helpers.ts';
import {
  inhouseGames,
  insertSettledBet,
  lotteryBetBody,
  memberWithBalance,
  slotState,
  spinCall,
  TEST_LOTTERY,
} from './slot-helpers.ts';

type Response = Awaited<ReturnType<AccountsTestApp['app']['inject']>>;
type Headers = Record<string, string>;

const { protection, member, deposit, lottery, games, redRain, rewards, promotions } = endpoints;
const HOUR = 3_600_000;
const TEAM_PASSWORD = 'Team1234';
const PAY_PASSWORD = '246810';
const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

describe('player protection', () => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
  });
  afterAll(() => t.close());

  const inject = (...args: CallArgs) => injectCall(t.app, ...args);
  const balanceOf = async (memberId: string) =>
    (await findWallet(t.app.db, memberId))?.balanceMinor ?? 0;
  const take = (headers: Headers, period: ProtectionPeriod) =>
    inject('POST', protection.take.path, headers, { period });
  const status = async (headers: Headers) => {
    const r = await inject('GET', protection.status.path, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(protectionStatusValue).parse(json(r)).value!;
  };
  const adminPath = (memberId: string) => protection.adminApply.path.replace(':id', memberId);
  /** A session of the member opened without logging in (as one that outlived its measure would be). */
  const sessionOf = async (memberId: string) => {
    const [row] = await t.app.db.select().from(membersTable).where(eq(membersTable.id, memberId));
    const { token } = await createSession(
      t.app.db,
      row!,
      { rememberMe: true, ip: '10.34.9.9' },
      t.clock.now(),
    );
    return bearer(token);
  };
  /**
   * A measure written straight into the table, the member's sessions left open:
   * what the route guard alone must refuse (taking one the normal way also ends
   * the sessions). Every instance forgets what it kept of the member, as after a take.
   */
  const impose = async (memberId: string, period: ProtectionPeriod = '24h') => {
    const now = t.clock.now();
    const end = protectionEnd(period, now);
    await insertMeasure(t.app.db, {
      memberId,
      kind:
        period.endsWith('h') || period.endsWith('d') || period.endsWith('w')
          ? 'timeOut'
          : 'selfExclusion',
      period,
      startsAt: new Date(now),
      endsAt: end === null ? null : new Date(end),
      createdBy: 'member',
      createdAt: new Date(now),
    });
    t.app.sessions.memberChanged(memberId);
  };
  const operator = (username: string, password: string) =>
    demoOperatorHeaders(t, username, password);
  /** A refusal of a money call: 403 `protection.excluded` naming the measure and its end. */
  const expectExcluded = (r: Response) => {
    const parsed = expectError(r, 403, 'protection.excluded');
    expect(parsed.value).toMatchObject({ kind: expect.any(String) });
  };

  describe('the member’s own measure', () => {
    it('takes a 24 h time-out at once: every session ends, a new login sees it and cannot play, and it runs out', async () => {
      const id = await memberIdOf(t, 'tm010');
      const first = await loginOk(t, 'tm010', TEAM_PASSWORD, '10.34.0.1');
      const second = await loginOk(t, 'tm010', TEAM_PASSWORD, '10.34.0.2');
      expect((await status(bearer(first.token))).current).toBeNull();

      const r = await take(bearer(first.token), '24h');
      expect(r.statusCode, r.body).toBe(200);
      const measure = envelope(protectionMeasure).parse(json(r)).value!;
      const end = new Date(t.clock.now() + 24 * HOUR).toISOString();
      expect(measure).toMatchObject({
        kind: 'timeOut',
        period: '24h',
        endsAt: end,
        createdBy: 'member',
        reason: null,
      });
      // The cookie goes with the answer; both sessions have ended.
      expect(String(r.headers['set-cookie'])).toMatch(/kalaro_session=;/);
      for (const session of [first, second]) {
        expectError(
          await inject('GET', member.info.path, bearer(session.token)),
          401,
          'auth.session_expired',
        );
      }

      // Login stays open (to withdraw); the session it opens sees the measure and cannot play.
      const during = await loginOk(t, 'tm010', TEAM_PASSWORD, '10.34.0.3');
      expect((await status(bearer(during.token))).current).toMatchObject({
        kind: 'timeOut',
        endsAt: end,
      });
      const refused = expectError(
        await inject('POST', games.launch.path, bearer(during.token), { nodeId: 1 }),
        403,
        'protection.excluded',
      );
      expect(refused.value).toEqual({ kind: 'timeOut', endsAt: end });
      expect(await balanceOf(id)).toBeGreaterThanOrEqual(0);

      t.clock.advance(24 * HOUR + 1000);
      const back = await loginOk(t, 'tm010', TEAM_PASSWORD, '10.34.0.5');
      expect((await status(bearer(back.token))).current).toBeNull();
    });

    it('cannot be shortened or lifted by the player, only lengthened', async () => {
      const id = await memberIdOf(t, 'tm011');
      const { token } = await loginOk(t, 'tm011', TEAM_PASSWORD, '10.34.1.1');
      expect((await take(bearer(token), '7d')).statusCode).toBe(200);

      // A session that outlived it (none should) still cannot shorten it.
      const headers = await sessionOf(id);
      const current = (await status(headers)).current!;
      expect(current).toMatchObject({ kind: 'timeOut', period: '7d' });
      const shorter = expectError(await take(headers, '24h'), 409, 'protection.cannot_shorten');
      expect(shorter.value).toEqual({ kind: 'timeOut', endsAt: current.endsAt });
      expectError(await take(headers, '7d'), 409, 'protection.cannot_shorten');
      // No call lifts it.
      expect(
        (await inject('DELETE', protection.take.path, headers)).statusCode,
      ).toBeGreaterThanOrEqual(400);
      expect((await status(headers)).current!.id).toBe(current.id);

      // Longer is taken (a self-exclusion), and then a time-out never replaces it.
      const longer = await take(headers, '6m');
      expect(longer.statusCode, longer.body).toBe(200);
      const again = await sessionOf(id);
      expect((await status(again)).current).toMatchObject({ kind: 'selfExclusion', period: '6m' });
      expectError(await take(again, '6w'), 409, 'protection.cannot_shorten');

      // The table refuses a change, whoever asks.
      await expect(
        t.app.db
          .update(protectionMeasuresTable)
          .set({ endsAt: new Date(t.clock.now()) })
          .where(eq(protectionMeasuresTable.memberId, id)),
      ).rejects.toThrow();
    });

    it('refuses a period it does not know, and a trial account', async () => {
      const { headers } = await memberWithBalance(t, 0);
      expectError(await take(headers, '1h' as ProtectionPeriod), 400, 'validation.failed');
      expectError(await take({}, '24h'), 401, 'auth.required');
    });
  });

  describe('every money path refused while a measure runs', () => {
    it('marks exactly the money calls in the contract, and no withdrawal', () => {
      const blocked = Object.entries(routes).flatMap(([group, calls]) =>
        Object.entries(calls)
          .filter(([, route]) => (route as { protection?: string }).protection !== undefined)
          .map(([name]) => `${group}.${name}`),
      );
      expect(blocked.sort()).toEqual(
        [
          'deposit.create',
          'inhouse.spin',
          'lottery.placeBet',
          'games.launch',
          'redRain.claim',
          'rewards.claim',
          'promotions.apply',
          'agent.transferUp',
          'rebate.claim',
        ].sort(),
      );
    });

    it('deposit', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const body = {
        channelId: 'BANK_TRANSFER',
        amount: '100',
        payerName: 'Juan Dela Cruz',
        accountId: 'BDO1',
      };
      const before = await inject('POST', deposit.create.path, headers, body);
      expect(before.statusCode, before.body).toBe(200);
      await impose(memberId);
      expectExcluded(await inject('POST', deposit.create.path, headers, body));
      const [row] = await t.app.db
        .select({ n: count() })
        .from(depositRequestsTable)
        .where(eq(depositRequestsTable.memberId, memberId));
      expect(row!.n).toBe(1);
    });

    it('in-house slot spin', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const [game] = await inhouseGames(t);
      const bet = (await slotState(t, headers, game!.gameId)).betLevels[0]!.bet;
      const before = await spinCall(t, headers, game!.gameId, { bet });
      expect(before.statusCode, before.body).toBe(200);
      const balance = await balanceOf(memberId);
      await impose(memberId);
      expectExcluded(await spinCall(t, headers, game!.gameId, { bet }));
      expect(await balanceOf(memberId)).toBe(balance);
    });

    it('lottery bet', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const path = lottery.placeBet.path.replace(':code', TEST_LOTTERY);
      const bet = () => lotteryBetBody(t, headers, '1.00');
      const before = await inject('POST', path, headers, await bet());
      expect(before.statusCode, before.body).toBe(200);
      const balance = await balanceOf(memberId);
      const next = await bet();
      await impose(memberId);
      expectExcluded(await inject('POST', path, headers, next));
      expect(await balanceOf(memberId)).toBe(balance);
    });

    it('vendor game launch', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const list = await inject('GET', `${games.list.path}?pageSize=5`, {});
      const nodeId = json<{ value: { games: { nodeId: number }[] } }>(list).value.games[0]!.nodeId;
      const before = await inject('POST', games.launch.path, headers, { nodeId });
      expect(before.statusCode, before.body).toBe(200);
      await impose(memberId);
      expectExcluded(await inject('POST', games.launch.path, headers, { nodeId }));
    });

    it('red-rain claim', async () => {
      const { memberId, headers } = await memberWithBalance(t, 0);
      const scheduled = await inject('POST', endpoints.admin.createRedRain.path, adminHeaders, {
        startsAt: new Date(t.clock.now() + 60_000).toISOString(),
        endsAt: new Date(t.clock.now() + 10 * 60_000).toISOString(),
        budget: '10.00',
        minAmount: '0.50',
        maxAmount: '2.00',
        claimsPerMember: 2,
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      const rainId = json<{ value: { id: number } }>(scheduled).value.id;
      t.clock.advance(2 * 60_000);
      const claim = () =>
        inject('POST', redRain.claim.path.replace(':id', String(rainId)), headers, {
          idempotencyKey: randomUUID(),
        });
      const before = await claim();
      expect(before.statusCode, before.body).toBe(200);
      const balance = await balanceOf(memberId);
      await impose(memberId);
      expectExcluded(await claim());
      expect(await balanceOf(memberId)).toBe(balance);
    });

    it('reward claim', async () => {
      const { memberId, headers } = await memberWithBalance(t, 0);
      const r = await inject('GET', `${rewards.list.path}?language=EN`, headers);
      const reward = envelope(rewardsValue)
        .parse(json(r))
        .value!.list.find((item) => item.status === 'available');
      expect(reward, r.body).toBeDefined();
      await impose(memberId);
      expectExcluded(
        await inject('POST', rewards.claim.path.replace(':id', String(reward!.id)), headers, {}),
      );
      expect(await balanceOf(memberId)).toBe(0);
      // Once it has run out the same reward is paid.
      t.clock.advance(24 * HOUR + 1000);
      const paid = await inject(
        'POST',
        rewards.claim.path.replace(':id', String(reward!.id)),
        await sessionOf(memberId),
        {},
      );
      expect(paid.statusCode, paid.body).toBe(200);
    });

    it('promotion application', async () => {
      const { memberId, headers } = await memberWithBalance(t, 0);
      const r = await inject('GET', `${promotions.list.path}?language=EN`, headers);
      const promotion = envelope(promotionsValue)
        .parse(json(r))
        .value!.list.find((item) => item.acceptsApplications);
      expect(promotion, r.body).toBeDefined();
      const boundary = `----kalaro${randomBytes(8).toString('hex')}`;
      const payload = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="comment"',
        '',
        'Please count my deposits',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const apply = (h: Headers) =>
        t.app.inject({
          method: 'POST',
          url: promotions.apply.path.replace(':id', String(promotion!.id)),
          headers: { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
      await impose(memberId);
      expectExcluded(await apply(headers));
      t.clock.advance(24 * HOUR + 1000);
      const later = await apply(await sessionOf(memberId));
      expect(later.statusCode, later.body).toBe(200);
    });

    it('transfer to the superior', async () => {
      const id = await memberIdOf(t, 'team1');
      await updateMember(t.app.db, id, { paymentPasswordHash: await hasher.hash(PAY_PASSWORD) });
      const { token } = await loginOk(t, 'team1', TEAM_PASSWORD, '10.34.2.1');
      const headers = bearer(token);
      const transfer = () =>
        inject('POST', endpoints.agent.transferUp.path, headers, {
          amount: '1',
          paymentPassword: PAY_PASSWORD,
          idempotencyKey: randomUUID(),
        });
      const before = await transfer();
      expect(before.statusCode, before.body).toBe(200);
      const balance = await balanceOf(id);
      await impose(id);
      expectExcluded(await transfer());
      expect(await balanceOf(id)).toBe(balance);
    });

    it('rebate claim (kept for after the measure)', async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      const [live] = await firstGameOfTypes(t.app.db, ['LIVE']);
      await insertSettledBet(t, memberId, live!, {
        stakeMinor: 100_000,
        at: new Date(t.clock.now()),
      });
      t.clock.advance(1000);
      const manual = await inject('GET', endpoints.rebate.manual.path, headers);
      expect(json<{ value: { claimable: boolean } }>(manual).value.claimable).toBe(true);
      await impose(memberId);
      expectExcluded(await inject('POST', endpoints.rebate.claim.path, headers));
      expect(await balanceOf(memberId)).toBe(10_000);
    });

    it('leaves the withdrawal of the balance open: the member logs in again and withdraws', async () => {
      const { memberId, headers } = await memberWithBalance(t, 50_000);
      const username = (
        await t.app.db
          .select({ username: membersTable.username })
          .from(membersTable)
          .where(eq(membersTable.id, memberId))
      )[0]!.username;
      await updateMember(t.app.db, memberId, {
        payeeName: 'Juan Dela Cruz',
        passwordHash: await hasher.hash(TEAM_PASSWORD),
        paymentPasswordHash: await hasher.hash(PAY_PASSWORD),
      });
      const card = await inject('POST', endpoints.withdraw.addCard.path, headers, {
        bankCode: 'VISA',
        cardNumber: '4111111111111111',
      });
      expect(card.statusCode, card.body).toBe(200);
      expect((await take(headers, 'permanent')).statusCode).toBe(200);
      expectError(await inject('GET', member.info.path, headers), 401, 'auth.session_expired');

      const again = bearer((await loginOk(t, username, TEAM_PASSWORD, '10.34.2.9')).token);
      expectExcluded(await inject('POST', games.launch.path, again, { nodeId: 1 }));
      const r = await inject('POST', endpoints.withdraw.create.path, again, {
        cardId: json<{ value: { id: string } }>(card).value.id,
        amount: '200',
        paymentPassword: PAY_PASSWORD,
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(envelope(withdrawRequest).parse(json(r)).value!.status).toBe('pending');
      // Reading the balance stays open too.
      expect((await inject('GET', endpoints.wallet.balance.path, again)).statusCode).toBe(200);
    });
  });

  describe('operators', () => {
    it('apply a self-exclusion with a reason, read the history, and cannot lift or shorten it', async () => {
      const id = await memberIdOf(t, 'tm012');
      const { token } = await loginOk(t, 'tm012', TEAM_PASSWORD, '10.34.3.1');
      const applied = await inject('POST', adminPath(id), adminHeaders, {
        period: '6m',
        reason: 'Asked by phone',
      });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(envelope(protectionMeasure).parse(json(applied)).value).toMatchObject({
        kind: 'selfExclusion',
        createdBy: 'operator',
        reason: 'Asked by phone',
      });
      expectError(
        await inject('GET', member.info.path, bearer(token)),
        401,
        'auth.session_expired',
      );
      const again = await loginOk(t, 'tm012', TEAM_PASSWORD, '10.34.3.2');
      expectExcluded(await inject('POST', games.launch.path, bearer(again.token), { nodeId: 1 }));

      // Shorter or weaker is refused to the operator too; nothing lifts it.
      for (const period of ['24h', '6w', '6m']) {
        expectError(
          await inject('POST', adminPath(id), adminHeaders, { period, reason: 'Lift it' }),
          409,
          'protection.cannot_shorten',
        );
      }
      expect(
        (await inject('DELETE', adminPath(id), adminHeaders)).statusCode,
      ).toBeGreaterThanOrEqual(400);
      expect(
        (await inject('PUT', adminPath(id), adminHeaders, { period: '24h' })).statusCode,
      ).toBeGreaterThanOrEqual(400);
      const longer = await inject('POST', adminPath(id), adminHeaders, {
        period: '1y',
        reason: 'Asked for longer',
      });
      expect(longer.statusCode, longer.body).toBe(200);

      const read = await inject('GET', protection.adminRead.path.replace(':id', id), adminHeaders);
      expect(read.statusCode, read.body).toBe(200);
      const value = envelope(adminProtectionValue).parse(json(read)).value!;
      expect(value).toMatchObject({
        memberId: id,
        username: 'tm012',
        current: { kind: 'selfExclusion', period: '1y' },
      });
      expect(value.history.map((m) => [m.period, m.operator])).toEqual([
        ['1y', 'automation-token'],
        ['6m', 'automation-token'],
      ]);

      // Each apply is in the audit log, with the measure before and after.
      const audited = (await t.app.db.execute(
        sql`select before, after from audit_log where action = 'protection.adminApply' and target = ${`member/${id}/protection`} order by id`,
      )) as unknown as { rows: { before: unknown; after: { period: string } }[] };
      expect(audited.rows.map((row) => [row.before === null, row.after.period])).toEqual([
        [true, '6m'],
        [false, '1y'],
      ]);
    });

    it('a support operator applies a time-out, named in the history; finance is refused; the read carries the limits', async () => {
      const id = await memberIdOf(t, 'tm014');
      const { token } = await loginOk(t, 'tm014', TEAM_PASSWORD, '10.34.4.1');
      const headers = bearer(token);
      // The member's own limits: a first limit holds at once, a raise waits 24 hours.
      const none = { day: null, week: null, month: null };
      for (const [method, path, body] of [
        ['PUT', protection.setLimits.path, { loss: { ...none, day: '50' }, sessionMinutes: 60 }],
        ['PUT', protection.setLimits.path, { loss: { ...none, day: '80' } }],
        ['PUT', deposit.setLimits.path, { ...none, day: '100' }],
        ['PUT', protection.setRealityCheck.path, { minutes: 30 }],
      ] as const) {
        const r = await inject(method, path, headers, body);
        expect(r.statusCode, r.body).toBe(200);
      }
      const readPath = protection.adminRead.path.replace(':id', id);

      // Finance has no `protection.manage`: neither the read nor the apply.
      const finance = await operator('finance', 'Finance1234');
      expectError(await inject('GET', readPath, finance), 403, 'admin.forbidden');
      expectError(
        await inject('POST', adminPath(id), finance, { period: '24h', reason: 'Not mine' }),
        403,
        'admin.forbidden',
      );

      const support = await operator('support', 'Support1234');
      const applied = await inject('POST', adminPath(id), support, {
        period: '24h',
        reason: 'Asked in chat',
      });
      expect(applied.statusCode, applied.body).toBe(200);
      // The member's session ended at once; the next money call is refused too.
      expectError(await inject('GET', member.info.path, headers), 401, 'auth.session_expired');

      const read = await inject('GET', readPath, support);
      expect(read.statusCode, read.body).toBe(200);
      const value = envelope(adminProtectionValue).parse(json(read)).value!;
      expect(value.current).toMatchObject({ kind: 'timeOut', period: '24h' });
      expect(value.history).toEqual([
        expect.objectContaining({
          period: '24h',
          createdBy: 'operator',
          operator: 'support',
          reason: 'Asked in chat',
        }),
      ]);
      expect(Number(value.limits.loss.day.limit)).toBe(50);
      expect(Number(value.limits.loss.day.pending?.limit)).toBe(80);
      expect(value.limits.session.limitMinutes).toBe(60);
      expect(Number(value.depositLimits.day.limit)).toBe(100);
      expect(value.realityCheck).toMatchObject({ minutes: 30, chosen: true });

      // The audit log names the operator, the member and the measure after (none before).
      const audited = (await t.app.db.execute(
        sql`select actor_name, before, after from audit_log where action = 'protection.adminApply' and target = ${`member/${id}/protection`}`,
      )) as unknown as {
        rows: { actor_name: string; before: unknown; after: { period: string } }[];
      };
      expect(audited.rows.map((row) => [row.actor_name, row.before, row.after.period])).toEqual([
        ['support', null, '24h'],
      ]);

      // Support cannot lift it early either: a shorter period is refused, no other method exists.
      expectError(await inject('DELETE', adminPath(id), support), 404, 'route.not_found');
    });

    it('answers an unknown member, a bad body and a visitor', async () => {
      const unknown = randomUUID();
      expectError(
        await inject('GET', protection.adminRead.path.replace(':id', unknown), adminHeaders),
        404,
        'protection.member_not_found',
      );
      expectError(
        await inject('POST', adminPath(unknown), adminHeaders, { period: '24h', reason: 'x' }),
        404,
        'protection.member_not_found',
      );
      const id = await memberIdOf(t, 'tm013');
      expectError(
        await inject('POST', adminPath(id), adminHeaders, { period: '24h' }),
        400,
        'validation.failed',
      );
      expectError(
        await inject('POST', adminPath(id), {}, { period: '24h', reason: 'x' }),
        401,
        'admin.token_invalid',
      );
      const [row] = await t.app.db
        .select({ n: count() })
        .from(protectionMeasuresTable)
        .where(and(eq(protectionMeasuresTable.memberId, id)));
      expect(row!.n).toBe(0);
    });
  });
});
