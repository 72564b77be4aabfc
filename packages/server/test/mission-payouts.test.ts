import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../src/modules/accounts/repo.ts';
import {
  currentPeriod,
  endedPeriods,
  lastPaidRank,
  prizeMessage,
} from '../src/modules/missions/model.ts';
import { MissionPayouts, PAYOUT_GRACE_MS } from '../src/modules/missions/payouts.ts';
import { findMissionsInEffect, firstGameOfTypes } from '../src/modules/missions/repo.ts';
import { SEED_MISSIONS } from '../src/modules/missions/seed-data.ts';
import { insertMeasure } from '../src/modules/protection/repo.ts';
import { ProtectionService } from '../src/modules/protection/service.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import { openWallet } from '../src/modules/wallet/service.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { json } from './helpers.ts';
import { insertSettledBet, memberWithBalance } from './slot-helpers.ts';

const WEEKLY = SEED_MISSIONS[0]!;
const FIRST_PRIZE = WEEKLY.prizes[0]!.amountMinor;
const DAY = 86_400_000;

describe('mission prizes are paid once when a period ends', () => {
  let t: AccountsTestApp;
  let game: { nodeId: number; vendor: string; gameType: string };
  const payouts = () => new MissionPayouts(t.app.db, { now: t.clock.now, scheduler: false });
  const balance = async (memberId: string) => (await findWallet(t.app.db, memberId))?.balanceMinor;
  const prizeEntries = async (memberId: string) =>
    (await listEntries(t.app.db, memberId)).filter((e) => e.reference?.startsWith('mission:'));
  /** A settled bet of `stakeMinor` at `at` (far above every seeded turnover). */
  const bet = (memberId: string, stakeMinor: number, at: Date) =>
    insertSettledBet(t, memberId, game, { stakeMinor, at });

  beforeAll(async () => {
    t = await startAccountsApp();
    [game] = (await firstGameOfTypes(t.app.db, ['LIVE'])) as [typeof game];
  }, 120_000);
  afterAll(() => t.close());

  it('knows the periods that ended and the last rank a table pays', () => {
    const now = Date.parse('2026-11-25T10:00:00Z'); // a Wednesday, 18:00 in Manila
    const [last, before] = endedPeriods(now, 'weekly', 480, 2);
    expect(new Date(last!.start).toISOString()).toBe('2026-11-15T16:00:00.000Z'); // Mon 00:00 Manila
    expect(last!.end).toBe(currentPeriod(now, 'weekly', 480).start);
    expect(before!.end).toBe(last!.start);
    expect(lastPaidRank(WEEKLY.prizes)).toBe(10);
    expect(lastPaidRank([])).toBe(0);
  });

  it("tells of a prize in EN and TY, the operator's title escaped", () => {
    const message = prizeMessage({ EN: { title: 'Race <b>1</b>' } }, 2, '2500.00');
    expect(message.EN.content).toContain('rank 2</strong> in the Race &#60;b&#62;1&#60;/b&#62;.');
    expect(message.EN.content).toContain('<strong>2500.00</strong> has been added');
    expect(message.TY.title).toBe('Nanalo ka ng premyo: ranggo 2');
    expect(message.TY.content).toContain('Race &#60;b&#62;1');
  });

  it('pays the winner of the week through the ledger, once, also across restarts and racing passes', async () => {
    const [weekly] = (await findMissionsInEffect(t.app.db, new Date(t.clock.now()))).filter(
      (m) => m.period === 'weekly',
    );
    const week = currentPeriod(t.clock.now(), 'weekly', weekly!.utcOffset);
    const winner = await memberWithBalance(t, 0);
    const trial = await insertMember(t.app.db, {
      merchantCode: 'KALARO',
      username: 'trialwhale1',
      type: MEMBER_TYPE.TRIAL,
    });
    await openWallet(t.app.db, trial.id);
    const inWeek = new Date(t.clock.now());
    await bet(winner.memberId, 900_000_000, inWeek);
    // A trial account plays with play money: more turnover, but no part in the race.
    await bet(trial.id, 1_900_000_000, inWeek);

    // The seeded races start today: their earlier history owes nothing. Nothing
    // is owed while the week runs, nor in the grace after its end.
    expect(await payouts().pass()).toBe(0);
    // (Days that ended meanwhile pay the daily race; the week is not paid yet.)
    t.clock.t = week.end + PAYOUT_GRACE_MS - 1_000;
    await payouts().pass();
    expect(await balance(winner.memberId)).toBe(0);

    // A bet settled after the end counts for the next week, not this one.
    await bet(trial.id, 5_000_000_000, new Date(week.end + 1));

    t.clock.t = week.end + PAYOUT_GRACE_MS + 1_000;
    const [a, b] = await Promise.all([payouts().pass(), payouts().pass()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await balance(winner.memberId)).toBe(FIRST_PRIZE);
    const [entry, ...more] = await prizeEntries(winner.memberId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ type: 'bonus', amountMinor: FIRST_PRIZE });
    expect(entry!.reference).toBe(`mission:${weekly!.id}:rank 1`);
    expect(await prizeEntries(trial.id)).toEqual([]);
    // The winner reads of it in the inbox, once, in both languages.
    const inbox = async (language: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `${endpoints.messages.list.path}?language=${language}`,
        headers: winner.headers,
      });
      expect(r.statusCode, r.body).toBe(200);
      // Broadcasts to every member are there too: keep the prize messages.
      return json<{ value: { list: { title: string }[] } }>(r)
        .value.list.map((m) => m.title)
        .filter((title) => /prize|premyo/.test(title));
    };
    expect(await inbox('EN')).toEqual(['You won a prize: rank 1']);
    expect(await inbox('TY')).toEqual(['Nanalo ka ng premyo: ranggo 1']);

    // Another pass, or a restarted server, pays nothing twice.
    const again = payouts();
    expect(await again.pass()).toBe(0);
    expect(await again.pass()).toBe(0);
    expect(await balance(winner.memberId)).toBe(FIRST_PRIZE);
    expect(await inbox('EN')).toHaveLength(1);
  });

  it('holds the prize of a winner in a time-out, and pays it once, after the time-out', async () => {
    const protection = new ProtectionService(t.app.db, t.app.sessions, t.clock.now);
    const onHold = (memberId: string) => protection.isExcluded(memberId);
    const heldPayouts = () =>
      new MissionPayouts(t.app.db, { now: t.clock.now, scheduler: false, onHold });
    const [weekly] = (await findMissionsInEffect(t.app.db, new Date(t.clock.now()))).filter(
      (m) => m.period === 'weekly',
    );
    const week = currentPeriod(t.clock.now(), 'weekly', weekly!.utcOffset);
    const winner = await memberWithBalance(t, 0);
    await bet(winner.memberId, 9_000_000_000, new Date(t.clock.now()));
    // The winner takes a time-out that runs past the week's end.
    await insertMeasure(t.app.db, {
      memberId: winner.memberId,
      kind: 'timeOut',
      period: '7d',
      startsAt: new Date(t.clock.now()),
      endsAt: new Date(week.end + DAY),
      createdBy: 'member',
      createdAt: new Date(t.clock.now()),
    });
    const weeklyPrizes = async () =>
      (await prizeEntries(winner.memberId)).filter((e) =>
        e.reference?.startsWith(`mission:${weekly!.id}:`),
      );

    t.clock.t = week.end + PAYOUT_GRACE_MS + 1_000;
    await Promise.all([heldPayouts().pass(), heldPayouts().pass()]);
    expect(await weeklyPrizes()).toEqual([]);
    expect(await balance(winner.memberId)).toBe(0);

    // Still held the day after, while the time-out runs…
    t.clock.t = week.end + DAY - 1_000;
    await heldPayouts().pass();
    expect(await weeklyPrizes()).toEqual([]);

    // …and paid by the first pass after it ended (past the periods a pass looks back on), once.
    t.clock.t = week.end + DAY + 8 * 7 * DAY;
    await Promise.all([heldPayouts().pass(), heldPayouts().pass()]);
    await heldPayouts().pass();
    const [entry, ...more] = await weeklyPrizes();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ type: 'bonus', amountMinor: FIRST_PRIZE });
  });
});
