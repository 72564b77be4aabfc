import { endpoints } from '@kalaro/contract/endpoints';
import { minorToAmount } from '@kalaro/contract/money';
import type { ReportValue } from '@kalaro/contract/reports';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../src/modules/accounts/repo.ts';
import { betsTable } from '../src/modules/bets/tables.ts';
import { gamesTable } from '../src/modules/games/tables.ts';
import { halfHourParts, rollupFits } from '../src/modules/reports/model.ts';
import { BetRollupFolds, foldBetRollup } from '../src/modules/reports/rollup.ts';
import { betRollupQueueTable } from '../src/modules/reports/tables.ts';
import { startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { demoOperatorHeaders, json } from './helpers.ts';
import { insertSettledBet } from './slot-helpers.ts';

const HOUR = 3_600_000;
/** January 2023: nothing else of the test database falls on these days. */
const START = Date.UTC(2023, 0, 2);
const FROM_DAY = '2023-01-02';
const TO_DAY = '2023-01-09';

/** A small deterministic generator, so a failure can be run again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('reports rollup: half-hour parts of a UTC day', () => {
  it('splits the day where the operator’s midnight falls', () => {
    expect(halfHourParts(0)).toEqual([{ bits: (1n << 48n) - 1n, shift: 0 }]);
    // UTC+8: from 16:00 UTC the half hours are already tomorrow there.
    expect(halfHourParts(480)).toEqual([
      { bits: (1n << 32n) - 1n, shift: 0 },
      { bits: (1n << 48n) - (1n << 32n), shift: 1 },
    ]);
    // UTC−5: until 05:00 UTC it is still yesterday there.
    expect(halfHourParts(-300)).toEqual([
      { bits: (1n << 10n) - 1n, shift: -1 },
      { bits: (1n << 48n) - (1n << 10n), shift: 0 },
    ]);
    expect(halfHourParts(330)[0]!.bits).toBe((1n << 37n) - 1n);
  });

  it('takes whole and half hours only', () => {
    expect(rollupFits(330)).toBe(true);
    expect(rollupFits(-570)).toBe(true);
    expect(rollupFits(345)).toBe(false);
    expect(() => halfHourParts(345)).toThrow(RangeError);
  });
});

describe('reports rollup: the daily report from the rollups equals the bets themselves', () => {
  let t: AccountsTestApp;
  let finance: Record<string, string>;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    finance = await demoOperatorHeaders(t, 'finance', 'Finance1234');
    const db = t.app.db;
    const members: string[] = [];
    for (let i = 0; i < 6; i++) {
      const member = await insertMember(db, {
        merchantCode: 'KALARO',
        username: `rollup_${i}`,
        regDate: new Date(Date.UTC(2020, 0, 1)),
        type: 0,
      });
      members.push(member.id);
    }
    const [game] = await db.select().from(gamesTable).where(eq(gamesTable.gameType, 'INHOUSE'));
    const next = random(20230102);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    // Settled bets at any minute of eight days, some right on a half hour or a midnight.
    for (let i = 0; i < 240; i++) {
      const exact = i % 10 === 0;
      const ms = exact
        ? START + Math.floor(next() * 8 * 48) * 1_800_000
        : START + Math.floor(next() * 8 * 24 * HOUR);
      await insertSettledBet(t, pick(members), game!, {
        stakeMinor: 100 + Math.floor(next() * 5000),
        winMinor: next() < 0.4 ? Math.floor(next() * 9000) : 0,
        at: new Date(ms),
      });
    }
    // Open bets: some settle later, some are voided, some stay open.
    const key = (i: number) => `rollup-open-${i}`;
    for (let i = 0; i < 30; i++) {
      const placed = new Date(START + Math.floor(next() * 8 * 24 * HOUR));
      await db.insert(betsTable).values({
        memberId: pick(members),
        ...{ nodeId: game!.nodeId, vendor: game!.vendor, gameType: game!.gameType },
        stakeMinor: 500,
        status: 'open',
        roundId: key(i),
        idempotencyKey: key(i),
        createdAt: placed,
      });
      if (i % 3 === 0) {
        await db
          .update(betsTable)
          .set({ status: 'settled', winMinor: 700, settledAt: new Date(placed.getTime() + HOUR) })
          .where(eq(betsTable.roundId, key(i)));
      } else if (i % 3 === 1) {
        await db
          .update(betsTable)
          .set({ status: 'void', settledAt: placed })
          .where(eq(betsTable.roundId, key(i)));
      }
    }
    // A settled round credited again (a vendor's second credit): its win grows.
    await db
      .update(betsTable)
      .set({ winMinor: 1234 })
      .where(eq(betsTable.roundId, key(0)));
  });

  afterAll(() => t?.close());

  /** The settled bets of the eight days, per day `utcOffset` minutes east of UTC. */
  async function expected(utcOffset: number) {
    const from = new Date(START - utcOffset * 60_000);
    const to = new Date(from.getTime() + 8 * 24 * HOUR);
    const bets = await t.app.db
      .select()
      .from(betsTable)
      .where(
        and(
          eq(betsTable.status, 'settled'),
          gte(betsTable.settledAt, from),
          lt(betsTable.settledAt, to),
        ),
      );
    const days = new Map<string, { stakes: number; wins: number; members: Set<string> }>();
    for (const bet of bets) {
      const day = new Date(bet.settledAt!.getTime() + utcOffset * 60_000)
        .toISOString()
        .slice(0, 10);
      const row = days.get(day) ?? { stakes: 0, wins: 0, members: new Set<string>() };
      row.stakes += bet.stakeMinor;
      row.wins += bet.winMinor;
      row.members.add(bet.memberId);
      days.set(day, row);
    }
    return { days, active: new Set(bets.map((bet) => bet.memberId)).size, count: bets.length };
  }

  const daily = async (utcOffset: number) => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${endpoints.reportsAdmin.report.path.replace(':report', 'daily')}?from=${FROM_DAY}&to=${TO_DAY}&utcOffset=${utcOffset}`,
      headers: finance,
    });
    expect(r.statusCode).toBe(200);
    return json<{ value: Extract<ReportValue, { report: 'daily' }> }>(r).value;
  };

  // UTC, east and west by whole hours, a half-hour zone, the widest ones, and one of
  // quarter hours (answered from the bets themselves).
  it.each([0, 480, -300, 330, 840, -720, 345])(
    'days %i minutes east of UTC: stakes, wins and active members per day and in all',
    async (utcOffset) => {
      const want = await expected(utcOffset);
      expect(want.count).toBeGreaterThan(200);
      const report = await daily(utcOffset);
      expect(report.rows).toHaveLength(8);
      for (const row of report.rows) {
        const day = want.days.get(row.day);
        expect({
          day: row.day,
          stakes: row.stakes,
          wins: row.wins,
          active: row.activeMembers,
        }).toEqual({
          day: row.day,
          stakes: minorToAmount(day?.stakes ?? 0),
          wins: minorToAmount(day?.wins ?? 0),
          active: day?.members.size ?? 0,
        });
      }
      expect(report.totals.activeMembers).toBe(want.active);
      expect(await t.app.db.$count(betRollupQueueTable)).toBe(0);
    },
  );

  it('two folds at once fold each queued change once', async () => {
    const [game] = await t.app.db
      .select()
      .from(gamesTable)
      .where(eq(gamesTable.gameType, 'INHOUSE'));
    const [member] = await t.app.db
      .select({ id: betsTable.memberId })
      .from(betsTable)
      .where(eq(betsTable.roundId, 'rollup-open-0'));
    const before = await expected(0);
    for (let i = 0; i < 20; i++) {
      await insertSettledBet(t, member!.id, game!, {
        stakeMinor: 1000,
        at: new Date(START + i * 7 * HOUR),
      });
    }
    const queued = await t.app.db.$count(betRollupQueueTable);
    const folds = await Promise.all([foldBetRollup(t.app.db), foldBetRollup(t.app.db)]);
    expect(folds[0]! + folds[1]!).toBe(queued);
    const report = await daily(0);
    const stakes = report.rows.reduce((n, row) => n + Number(row.stakes), 0);
    const want = [...before.days.values()].reduce((n, row) => n + row.stakes, 0) + 20 * 1000;
    expect(Math.round(stakes * 100)).toBe(want);
  });

  it('the server’s timed pass empties the queue', async () => {
    const [bet] = await t.app.db.select().from(betsTable).limit(1);
    const game = { nodeId: bet!.nodeId, vendor: bet!.vendor, gameType: bet!.gameType };
    await insertSettledBet(t, bet!.memberId, game, { stakeMinor: 100, at: new Date(START) });
    expect(await t.app.db.$count(betRollupQueueTable)).toBe(1);
    expect(await new BetRollupFolds(t.app.db, { scheduler: false }).pass()).toBe(1);
    expect(await t.app.db.$count(betRollupQueueTable)).toBe(0);
  });
});
