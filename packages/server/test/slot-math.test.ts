import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  betLevels,
  evaluateLine,
  evaluateWindow,
  hashServerSeed,
  LINE_COUNT,
  PAYLINES,
  PAYTABLE,
  REEL_STRIPS,
  reelStops,
  RTP_TARGET,
  SLOT_SYMBOLS,
  spinOutcome,
  STRIP_LENGTH,
  theoreticalRtp,
  windowOf,
  type SlotSymbol,
} from '../src/modules/inhouse/slot-math.ts';
import {
  afterSpin,
  EMPTY_SESSION,
  SESSION_IDLE_MS,
  sessionView,
  spinWaitMs,
} from '../src/modules/inhouse/session.ts';

describe('slot maths', () => {
  it('has 5 strips of 32 symbols, 10 distinct paylines over 3 rows', () => {
    expect(REEL_STRIPS).toHaveLength(5);
    for (const strip of REEL_STRIPS) {
      expect(strip).toHaveLength(STRIP_LENGTH);
      for (const s of strip) expect(SLOT_SYMBOLS).toContain(s);
    }
    expect(PAYLINES).toHaveLength(LINE_COUNT);
    expect(new Set(PAYLINES.map((l) => l.join())).size).toBe(10);
    for (const line of PAYLINES) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2]).toContain(row);
    }
  });

  it('has a theoretical RTP within ±0.5% of the 96% target', () => {
    const { rtp, lineHitRate } = theoreticalRtp();
    expect(Math.abs(rtp - RTP_TARGET)).toBeLessThan(0.005);
    expect(rtp).toBeCloseTo(0.96022, 5);
    expect(lineHitRate).toBeGreaterThan(0.05);
  });

  it('matches the RTP of every stop combination of a line, enumerated (32^5)', () => {
    // Brute force over the 33,554,432 stop combinations of the middle line, with
    // the pay of each symbol combination looked up: the exact expected pay.
    const index = new Map(SLOT_SYMBOLS.map((s, i) => [s, i]));
    const n = SLOT_SYMBOLS.length;
    const pays = new Float64Array(n ** 5);
    const line: SlotSymbol[] = [];
    for (let code = 0; code < pays.length; code++) {
      let c = code;
      for (let reel = 4; reel >= 0; reel--) {
        line[reel] = SLOT_SYMBOLS[c % n]!;
        c = Math.floor(c / n);
      }
      pays[code] = evaluateLine(line)?.multiplier ?? 0;
    }
    const strips = REEL_STRIPS.map((s) => s.map((x) => index.get(x)!));
    const [a, b, c, d, e] = strips as [number[], number[], number[], number[], number[]];
    let total = 0;
    for (let i = 0; i < 32; i++)
      for (let j = 0; j < 32; j++) {
        const ij = (a[(i + 1) % 32]! * n + b[(j + 1) % 32]!) * n;
        for (let k = 0; k < 32; k++) {
          const ijk = (ij + c[(k + 1) % 32]!) * n;
          for (let l = 0; l < 32; l++) {
            const ijkl = (ijk + d[(l + 1) % 32]!) * n;
            for (let m = 0; m < 32; m++) total += pays[ijkl + e[(m + 1) % 32]!]!;
          }
        }
      }
    expect(total / 32 ** 5).toBeCloseTo(theoreticalRtp().rtp, 12);
  });

  it('returns about the RTP over 100,000 seeded spins', () => {
    let won = 0;
    const spins = 100_000;
    for (let nonce = 0; nonce < spins; nonce++) {
      won += spinOutcome('rtp-check-server-seed', 'rtp-check-client', nonce).multiplier;
    }
    // Stake = 10 line bets per spin; sampling error of this many spins is about ±1.5%.
    expect(won / (spins * LINE_COUNT)).toBeGreaterThan(0.92);
    expect(won / (spins * LINE_COUNT)).toBeLessThan(1.0);
  });

  it('pays left to right with wilds standing in, the better of wild or symbol pay', () => {
    const L = (s: string) => s.split(' ') as SlotSymbol[];
    expect(evaluateLine(L('CHERRY CHERRY CHERRY LEMON PLUM'))).toEqual({
      symbol: 'CHERRY',
      count: 3,
      multiplier: PAYTABLE.CHERRY[0],
    });
    expect(evaluateLine(L('LEMON CHERRY CHERRY CHERRY CHERRY'))).toBeUndefined();
    expect(evaluateLine(L('CHERRY CHERRY LEMON LEMON LEMON'))).toBeUndefined();
    expect(evaluateLine(L('WILD SEVEN WILD SEVEN BAR'))).toEqual({
      symbol: 'SEVEN',
      count: 4,
      multiplier: PAYTABLE.SEVEN[1],
    });
    // Three wilds pay 50; three wilds + a cherry as four cherries pay 10: the wilds win.
    expect(evaluateLine(L('WILD WILD WILD CHERRY PLUM'))).toEqual({
      symbol: 'WILD',
      count: 3,
      multiplier: 50,
    });
    // Three wilds + two sevens as five sevens pay 500.
    expect(evaluateLine(L('WILD WILD WILD SEVEN SEVEN'))).toEqual({
      symbol: 'SEVEN',
      count: 5,
      multiplier: 500,
    });
    expect(evaluateLine(L('WILD WILD WILD WILD WILD'))).toEqual({
      symbol: 'WILD',
      count: 5,
      multiplier: 1000,
    });
  });

  it('derives the stops from HMAC-SHA256(serverSeed, clientSeed:nonce) as documented', () => {
    const serverSeed = 'a'.repeat(64);
    const h = createHmac('sha256', serverSeed).update('player:7').digest();
    const expected = [0, 1, 2, 3, 4].map((i) => h.readUInt32BE(4 * i) >>> 27);
    expect(reelStops(serverSeed, 'player', 7)).toEqual(expected);
    expect(reelStops(serverSeed, 'player', 8)).not.toEqual(expected);
    expect(windowOf([0, 31, 5, 0, 0])[1]).toEqual([
      REEL_STRIPS[1]![31],
      REEL_STRIPS[1]![0],
      REEL_STRIPS[1]![1],
    ]);
    expect(hashServerSeed('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });

  it('evaluates every payline of a window', () => {
    const reels: SlotSymbol[][] = [
      ['BELL', 'CHERRY', 'PLUM'],
      ['BELL', 'CHERRY', 'LEMON'],
      ['BELL', 'CHERRY', 'PLUM'],
      ['MELON', 'LEMON', 'WILD'],
      ['MELON', 'LEMON', 'BAR'],
    ];
    const { lines, multiplier } = evaluateWindow(reels);
    // Only the middle line (3 cherries) and the top line (3 bells) pay.
    expect(lines.map((l) => [l.line, l.symbol, l.count])).toEqual([
      [0, 'CHERRY', 3],
      [1, 'BELL', 3],
    ]);
    expect(lines[0]!.rows).toEqual([1, 1, 1]);
    expect(multiplier).toBe(PAYTABLE.CHERRY[0] + PAYTABLE.BELL[0]);
  });

  it('offers line bets from the minimum bet upward; every win is whole minor units', () => {
    expect(betLevels(5).map((l) => [l.lineBetMinor, l.stakeMinor])).toEqual([
      [5, 50],
      [10, 100],
      [25, 250],
      [50, 500],
      [100, 1000],
      [250, 2500],
      [500, 5000],
    ]);
    expect(betLevels(1)[0]).toEqual({ lineBetMinor: 1, stakeMinor: 10 });
  });
});

describe('player protection rules', () => {
  const t0 = Date.UTC(2026, 0, 1, 12);

  it('spaces spins 2.5 s apart by default; production refuses less (SLOT_MIN_SPIN_INTERVAL_MS)', () => {
    expect(loadConfig({}).inhouse).toEqual({ minSpinIntervalMs: 2500 });
    expect(
      loadConfig({ NODE_ENV: 'test', SLOT_MIN_SPIN_INTERVAL_MS: '0' }).inhouse?.minSpinIntervalMs,
    ).toBe(0);
    expect(() => loadConfig({ SLOT_MIN_SPIN_INTERVAL_MS: '1000' })).toThrow(
      /SLOT_MIN_SPIN_INTERVAL_MS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', SLOT_MIN_SPIN_INTERVAL_MS: '-1' })).toThrow(
      /SLOT_MIN_SPIN_INTERVAL_MS/,
    );
  });

  it('holds the next spin back for the interval', () => {
    expect(spinWaitMs(null, t0, 2500)).toBe(0);
    expect(spinWaitMs(new Date(t0), t0 + 1000, 2500)).toBe(1500);
    expect(spinWaitMs(new Date(t0), t0 + 2500, 2500)).toBe(0);
  });

  it('adds spins to the session until 30 minutes pass without one', () => {
    let c = afterSpin(EMPTY_SESSION, t0, 100, 0);
    c = afterSpin(c, t0 + 60_000, 100, 350);
    expect(sessionView(c, t0 + 90_000)).toEqual({
      startedAt: new Date(t0),
      playedSeconds: 90,
      spins: 2,
      stakeMinor: 200,
      winMinor: 350,
      netMinor: 150,
    });
    const later = t0 + 60_000 + SESSION_IDLE_MS;
    expect(sessionView(c, later).spins).toBe(0);
    const fresh = afterSpin(c, later, 50, 0);
    expect(sessionView(fresh, later)).toMatchObject({
      startedAt: new Date(later),
      spins: 1,
      netMinor: -50,
    });
  });
});
