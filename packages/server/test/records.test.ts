import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import type { Game } from '@kalaro/contract/games';
import {
  betRecordsValue,
  profitAndLossValue,
  transactionRecordsValue,
  type BetRecordsValue,
  type TransactionRecord,
} from '@kalaro/contract/wallet-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBet } from '../src/modules/inhouse/repo.ts';
import { postMovement } from '../src/modules/wallet/service.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { json } from './helpers.ts';
import { inhouseGames, memberWithBalance, minor, spinOk, type Headers } from './slot-helpers.ts';

const at = (iso: string) => Date.parse(iso);

/** A bet as the test placed it, to compare the records with. */
interface Placed {
  nodeId: number;
  gameType: string;
  vendor: string;
  stake: number;
  win: number;
  status: 'settled' | 'void';
  at: number;
  /** Ledger rows it wrote: signed amounts and types. */
  rows: { type: string; amount: number }[];
}

const money = (minorUnits: number) =>
  `${minorUnits < 0 ? '-' : ''}${(Math.abs(minorUnits) / 100).toFixed(2)}`;
const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

describe('records: account record, betting record, profit and loss', () => {
  let t: AccountsTestApp;
  let me: Headers;
  let other: Headers;
  let gameA: Game;
  let gameB: Game;
  let rng: Game;
  const placed: Placed[] = [];
  const DEPOSIT = 100_000;

  const get = (url: string, headers: Headers = me) => t.app.inject({ method: 'GET', url, headers });
  const transactions = async (query: Record<string, string | number>) => {
    const r = await get(`${endpoints.wallet.transactions.path}?${qs(query)}`);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(transactionRecordsValue).parse(json(r)).value!;
  };
  const bets = async (query: Record<string, string | number>): Promise<BetRecordsValue> => {
    const r = await get(`${endpoints.report.bets.path}?${qs(query)}`);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(betRecordsValue).parse(json(r)).value!;
  };
  const pnl = async (query: Record<string, string | number>) => {
    const r = await get(`${endpoints.report.profitAndLoss.path}?${qs(query)}`);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(profitAndLossValue).parse(json(r)).value!;
  };

  const spinAt = async (when: number, game: Game, headers = me) => {
    t.clock.t = when;
    const bet = money(minor(game.minBet) * 10);
    const spin = await spinOk(t, headers, game.gameId, { bet });
    const stake = minor(bet);
    const win = minor(spin.win);
    if (headers === me) {
      placed.push({
        nodeId: game.nodeId,
        gameType: 'INHOUSE',
        vendor: 'INHOUSE',
        stake,
        win,
        status: 'settled',
        at: when,
        rows: [{ type: 'bet', amount: -stake }, ...(win > 0 ? [{ type: 'win', amount: win }] : [])],
      });
    }
  };

  /** A bet of another vendor, written as a seamless-wallet callback would (stake, then void or settle). */
  const vendorBet = async (
    memberId: string,
    when: number,
    stake: number,
    outcome: 'lost' | 'void',
  ) => {
    const roundId = `RNG-${when}`;
    const createdAt = new Date(when);
    await t.app.db.transaction(async (tx) => {
      const m = { memberId, reference: roundId, createdAt, amountMinor: stake };
      await postMovement(tx, { ...m, type: 'bet', idempotencyKey: `${roundId}:bet` }, -1);
      if (outcome === 'void') {
        await postMovement(tx, { ...m, type: 'refund', idempotencyKey: `${roundId}:refund` }, 1);
      }
      await insertBet(tx, {
        memberId,
        nodeId: rng.nodeId,
        vendor: rng.vassalage,
        gameType: rng.gameType,
        stakeMinor: stake,
        winMinor: 0,
        status: outcome === 'void' ? 'void' : 'settled',
        roundId,
        idempotencyKey: roundId,
        detail: null,
        createdAt,
        settledAt: createdAt,
      });
    });
    placed.push({
      nodeId: rng.nodeId,
      gameType: rng.gameType,
      vendor: rng.vassalage,
      stake,
      win: 0,
      status: outcome === 'void' ? 'void' : 'settled',
      at: when,
      rows: [
        { type: 'bet', amount: -stake },
        ...(outcome === 'void' ? [{ type: 'refund', amount: stake }] : []),
      ],
    });
  };

  beforeAll(async () => {
    t = await startAccountsApp({ inhouse: { minSpinIntervalMs: 0 } });
    const inhouse = await inhouseGames(t);
    gameA = inhouse.find((g) => g.minBet === '0.05')!;
    gameB = inhouse.find((g) => g.minBet === '0.10')!;
    const list = await t.app.inject({
      method: 'GET',
      url: `${endpoints.games.list.path}?gameType=RNG&pageSize=1`,
    });
    rng = json<{ value: { games: Game[] } }>(list).value.games[0]!;

    t.clock.t = at('2026-06-12T09:00:00Z');
    const mine = await memberWithBalance(t, DEPOSIT, new Date(t.clock.t));
    me = mine.headers;
    other = (await memberWithBalance(t, DEPOSIT)).headers;

    await spinAt(at('2026-06-12T10:00:00Z'), gameA);
    await spinAt(at('2026-06-12T10:00:05Z'), gameA);
    for (const s of [0, 5, 10]) await spinAt(at('2026-06-14T10:00:00Z') + s * 1000, gameB);
    await vendorBet(mine.memberId, at('2026-06-14T12:00:00Z'), 300, 'lost');
    await vendorBet(mine.memberId, at('2026-06-14T13:00:00Z'), 200, 'void');
    await spinAt(at('2026-06-15T10:00:00Z'), gameA);
    await spinAt(at('2026-06-15T10:00:05Z'), gameA);
    await spinAt(at('2026-06-15T23:30:00Z'), gameA);
    // Someone else's spin on the same day: never in my records.
    await spinAt(at('2026-06-15T11:00:00Z'), gameA, other);
    t.clock.t = at('2026-06-15T23:45:00Z');
  });
  afterAll(() => t.close());

  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const dayUtc = (ms: number, offsetMin = 0) =>
    new Date(ms + offsetMin * 60_000).toISOString().slice(0, 10);

  it('refuses callers without a session with 401', async () => {
    for (const path of [
      endpoints.wallet.transactions.path,
      endpoints.report.bets.path,
      endpoints.report.profitAndLoss.path,
    ]) {
      const r = await get(path, {});
      expect(r.statusCode).toBe(401);
      expect(json(r)).toMatchObject({ errorCode: 'auth.required' });
    }
  });

  describe('account record', () => {
    it('answers today by default, newest first, with totals', async () => {
      const today = placed.filter((p) => dayUtc(p.at) === '2026-06-15');
      const value = await transactions({});
      expect(value).toMatchObject({ startDate: '2026-06-15', endDate: '2026-06-15', utcOffset: 0 });
      const rows = today.flatMap((p) => p.rows);
      expect(value.total).toBe(rows.length);
      expect(value.list.map((r) => minor(r.amount)).sort()).toEqual(
        rows.map((r) => r.amount).sort(),
      );
      const times = value.list.map((r) => r.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      const credits = sum(rows.filter((r) => r.amount > 0).map((r) => r.amount));
      const debits = -sum(rows.filter((r) => r.amount < 0).map((r) => r.amount));
      expect(value.totals).toEqual({
        credits: money(credits),
        debits: money(debits),
        net: money(credits - debits),
      });
    });

    it('over the whole range, nets to the balance; filters by type; pages without gaps', async () => {
      const range = { startDate: '2026-06-12', endDate: '2026-06-15' };
      const all = await transactions({ ...range, pageSize: 100 });
      const rows = placed.flatMap((p) => p.rows);
      expect(all.total).toBe(rows.length + 1);
      const balance = DEPOSIT + sum(rows.map((r) => r.amount));
      expect(all.totals.net).toBe(money(balance));
      expect(all.list[0]!.balanceAfter).toBe(money(balance));
      expect(all.list.at(-1)).toMatchObject({ type: 'deposit', amount: money(DEPOSIT) });

      const betsOnly = await transactions({ ...range, types: 'bet', pageSize: 100 });
      expect(betsOnly.list.every((r) => r.type === 'bet')).toBe(true);
      expect(betsOnly.total).toBe(placed.length);
      expect(betsOnly.totals.credits).toBe('0.00');
      const twoTypes = await transactions({ ...range, types: 'win,refund' });
      expect(twoTypes.total).toBe(rows.filter((r) => r.type !== 'bet').length);

      const seen: TransactionRecord[] = [];
      for (let pageNo = 1; ; pageNo++) {
        const page = await transactions({ ...range, pageNo, pageSize: 4 });
        expect(page.pageNum).toBe(pageNo);
        expect(page.totalPages).toBe(Math.ceil(all.total / 4));
        seen.push(...page.list);
        if (page.list.length < 4) break;
      }
      expect(seen.map((r) => r.id)).toEqual(all.list.map((r) => r.id));
      expect((await transactions({ ...range, pageNo: 99 })).list).toEqual([]);
    });

    it('reads days in the caller’s time zone', async () => {
      // 23:30 UTC on the 15th is the 16th in Manila (UTC+8).
      const late = placed.filter((p) => p.at === at('2026-06-15T23:30:00Z'));
      const manila = await transactions({
        startDate: '2026-06-16',
        endDate: '2026-06-16',
        utcOffset: 480,
      });
      expect(manila.total).toBe(late.flatMap((p) => p.rows).length);
      // "Today" in Manila is already the 16th.
      expect(await transactions({ utcOffset: 480 })).toMatchObject({
        startDate: '2026-06-16',
        total: manila.total,
      });
    });
  });

  describe('betting record', () => {
    const range = { startDate: '2026-06-12', endDate: '2026-06-16', pageSize: 100 };

    it('lists my bets, newest first, with names, slot details and totals', async () => {
      const value = await bets(range);
      expect(value.total).toBe(placed.length);
      expect(value.list.map((b) => Date.parse(b.createdAt))).toEqual(
        [...placed].map((p) => p.at).sort((a, b) => b - a),
      );
      const counted = placed.filter((p) => p.status !== 'void');
      expect(value.totals).toEqual({
        betCount: counted.length,
        stake: money(sum(counted.map((p) => p.stake))),
        win: money(sum(counted.map((p) => p.win))),
        net: money(sum(counted.map((p) => p.win - p.stake))),
      });
      const slot = value.list.find((b) => b.nodeId === gameB.nodeId)!;
      expect(slot).toMatchObject({
        gameId: gameB.gameId,
        gameName: gameB.gameName,
        vendor: 'INHOUSE',
        gameType: 'INHOUSE',
        stake: '1.00',
        status: 'settled',
        detail: { kind: 'slot', serverSeed: null },
      });
      expect(slot.roundId).toMatch(/^SLOT-/);
      expect(slot.net).toBe(money(minor(slot.win) - minor(slot.stake)));
      const voided = value.list.find((b) => b.status === 'void')!;
      expect(voided).toMatchObject({ stake: '2.00', net: '0.00', detail: null });
    });

    it('filters by category, game, vendor and status; names in the asked language', async () => {
      const rngBets = await bets({ ...range, gameType: 'RNG' });
      expect(rngBets.list.map((b) => b.status).sort()).toEqual(['settled', 'void']);
      expect(rngBets.totals).toMatchObject({ betCount: 1, stake: '3.00', net: '-3.00' });
      expect((await bets({ ...range, nodeId: gameB.nodeId })).total).toBe(3);
      expect((await bets({ ...range, vendor: 'INHOUSE' })).total).toBe(
        placed.filter((p) => p.vendor === 'INHOUSE').length,
      );
      expect((await bets({ ...range, status: 'void' })).total).toBe(1);
      const ty = await bets({ ...range, nodeId: gameA.nodeId, language: 'TY', pageSize: 1 });
      expect(ty.totalPages).toBe(placed.filter((p) => p.nodeId === gameA.nodeId).length);
      expect(ty.list[0]!.gameName).toBeTruthy();
      expect((await bets({ startDate: '2026-06-13', endDate: '2026-06-13' })).total).toBe(0);
    });
  });

  describe('profit and loss', () => {
    it('sums the bets per day and per category; void bets do not count', async () => {
      for (const utcOffset of [0, 480]) {
        const value = await pnl({ startDate: '2026-06-12', endDate: '2026-06-16', utcOffset });
        const counted = placed.filter((p) => p.status !== 'void');
        const totals = (ps: Placed[]) => ({
          betCount: ps.length,
          stake: money(sum(ps.map((p) => p.stake))),
          win: money(sum(ps.map((p) => p.win))),
          net: money(sum(ps.map((p) => p.win - p.stake))),
        });
        expect(value.totals).toEqual(totals(counted));
        const days = [...new Set(counted.map((p) => dayUtc(p.at, utcOffset)))].sort().reverse();
        expect(value.days).toEqual(
          days.map((date) => ({
            date,
            ...totals(counted.filter((p) => dayUtc(p.at, utcOffset) === date)),
          })),
        );
        expect(value.categories.map((c) => c.gameType).sort()).toEqual(['INHOUSE', 'RNG']);
        for (const c of value.categories) {
          expect(c).toEqual({
            gameType: c.gameType,
            ...totals(counted.filter((p) => p.gameType === c.gameType)),
          });
        }
        // The days add up to the totals.
        expect(money(sum(value.days.map((d) => minor(d.net))))).toBe(value.totals.net);
      }
      const manila = await pnl({ startDate: '2026-06-16', endDate: '2026-06-16', utcOffset: 480 });
      expect(manila.days.map((d) => d.date)).toEqual(['2026-06-16']);
      expect(manila.totals.betCount).toBe(1);
    });

    it('answers an empty range with zeros', async () => {
      expect(await pnl({ startDate: '2026-01-01', endDate: '2026-01-31' })).toMatchObject({
        totals: { betCount: 0, stake: '0.00', win: '0.00', net: '0.00' },
        days: [],
        categories: [],
      });
    });
  });

  describe('bad input answers a 4xx envelope', () => {
    it('refuses a reversed range or one longer than 90 days with records.date_range_invalid', async () => {
      const paths = [
        endpoints.wallet.transactions.path,
        endpoints.report.bets.path,
        endpoints.report.profitAndLoss.path,
      ];
      for (const path of paths) {
        for (const [query, problem] of [
          [{ startDate: '2026-06-15', endDate: '2026-06-14' }, 'order'],
          [{ startDate: '2026-03-01', endDate: '2026-06-15' }, 'too_long'],
          [{ startDate: '2026-03-17', endDate: '2026-06-15' }, 'too_long'],
        ] as const) {
          const r = await get(`${path}?${qs(query)}`);
          expect(r.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
          expect(json(r)).toMatchObject({
            errorCode: 'records.date_range_invalid',
            value: { problem, maxDays: 90 },
          });
        }
        // Exactly 90 days, both ends included.
        const ok = await get(`${path}?${qs({ startDate: '2026-03-18', endDate: '2026-06-15' })}`);
        expect(ok.statusCode, ok.body).toBe(200);
      }
    });

    it('refuses malformed dates, offsets, types and pages with validation.failed', async () => {
      for (const query of [
        'startDate=2026-02-30',
        'startDate=2026-6-1',
        'endDate=yesterday',
        'utcOffset=900',
        'utcOffset=1.5',
        'types=bet,lottery',
        'types=',
        'pageNo=0',
        'pageSize=101',
        'unknown=1',
      ]) {
        const r = await get(`${endpoints.wallet.transactions.path}?${query}`);
        expect(r.statusCode, query).toBe(400);
        expect(json(r)).toMatchObject({ errorCode: 'validation.failed' });
      }
      for (const query of ['gameType=NOPE', 'status=lost', 'nodeId=-1', 'language=XX']) {
        const r = await get(`${endpoints.report.bets.path}?${query}`);
        expect(r.statusCode, query).toBe(400);
      }
    });
  });
});
