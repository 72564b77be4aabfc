import { describe, expect, it } from 'vitest';
import type { SpinValue } from '@kalaro/contract/slot';
import {
  DEFAULT_PAGE_BACK,
  cooldownLeft,
  formatPlayTime,
  isClientSeed,
  newSpinKey,
  nextSpinTime,
  pickBet,
  playedSeconds,
  reelsAt,
  safePageBack,
  shouldCelebrate,
  spinBlock,
  winningCells,
} from '@/features/slot/model';

describe('the way back (pageBack)', () => {
  it('keeps a path of the app, with its query', () => {
    expect(safePageBack('/m/gameList?gameType=INHOUSE')).toBe('/m/gameList?gameType=INHOUSE');
    expect(safePageBack('/m/home')).toBe('/m/home');
  });

  it('refuses anything that could leave the app', () => {
    for (const bad of [
      'https://evil.example/m/home',
      '//evil.example',
      '/m//evil.example',
      '/m/../admin',
      'javascript:alert(1)',
      '/other',
      '/m\\evil',
      '',
      null,
      undefined,
    ]) {
      expect(safePageBack(bad)).toBe(DEFAULT_PAGE_BACK);
    }
  });
});

describe('spin cooldown (player protection)', () => {
  const interval = 2500;

  it('counts down to the next accepted spin', () => {
    expect(cooldownLeft(null, 1000)).toBe(0);
    expect(cooldownLeft(3500, 1000)).toBe(2500);
    expect(cooldownLeft(3500, 4000)).toBe(0);
  });

  it('takes the later of the server time and the local rule', () => {
    const started = Date.parse('2025-03-01T10:00:00.000Z');
    const server = '2025-03-01T10:00:02.000Z';
    // The local rule (start + 2.5 s) is later than the server's answer here.
    expect(nextSpinTime(server, started, interval)).toBe(started + interval);
    expect(nextSpinTime('2025-03-01T10:00:05.000Z', started, interval)).toBe(started + 5000);
    expect(nextSpinTime(null, null, interval)).toBeNull();
    expect(nextSpinTime(server, null, interval)).toBe(Date.parse(server));
  });

  it('blocks while spinning, cooling down, without a bet or funds', () => {
    const base = { inFlight: false, cooldownMs: 0, bet: '1.00', balance: '10.00' };
    expect(spinBlock(base)).toBeNull();
    expect(spinBlock({ ...base, inFlight: true })).toBe('spinning');
    expect(spinBlock({ ...base, cooldownMs: 1 })).toBe('cooldown');
    expect(spinBlock({ ...base, bet: undefined })).toBe('no_bet');
    expect(spinBlock({ ...base, balance: '0.99' })).toBe('insufficient');
    expect(spinBlock({ ...base, balance: '1.00' })).toBeNull();
  });
});

describe('celebration', () => {
  it('celebrates only a win above the stake', () => {
    expect(shouldCelebrate('10.01', '10.00')).toBe(true);
    expect(shouldCelebrate('10.00', '10.00')).toBe(false);
    expect(shouldCelebrate('4.00', '10.00')).toBe(false);
    expect(shouldCelebrate('0.00', '10.00')).toBe(false);
    // Compared in cents, not as text: "9.00" > "10.00" as strings.
    expect(shouldCelebrate('100.00', '20.00')).toBe(true);
    expect(shouldCelebrate('9.00', '10.00')).toBe(false);
  });
});

describe('winning lines', () => {
  const line = (rows: number[], count: number): SpinValue['lines'][number] => ({
    line: 0,
    symbol: 'BELL',
    count,
    multiplier: 15,
    win: '1.50',
    rows,
  });

  it('highlights the rows of each winning line on its winning reels only', () => {
    const cells = winningCells([line([1, 1, 1, 1, 1], 3), line([0, 1, 2, 1, 0], 4)]);
    expect([...cells].sort()).toEqual(['0:0', '0:1', '1:1', '2:1', '2:2', '3:1'].sort());
  });

  it('highlights nothing without a win', () => {
    expect(winningCells([]).size).toBe(0);
  });
});

describe('reels and session', () => {
  it('shows the strips at their stops, wrapping round', () => {
    const strips = [
      ['A', 'B', 'C'],
      ['D', 'E', 'F'],
    ];
    expect(reelsAt(strips, [2, 0], 3)).toEqual([
      ['C', 'A', 'B'],
      ['D', 'E', 'F'],
    ]);
  });

  it('formats time played', () => {
    expect(formatPlayTime(0)).toBe('0:00');
    expect(formatPlayTime(65)).toBe('1:05');
    expect(formatPlayTime(3725)).toBe('1:02:05');
    expect(playedSeconds(null, 10_000)).toBe(0);
    expect(playedSeconds('1970-01-01T00:00:05.000Z', 65_500)).toBe(60);
  });

  it('keeps the chosen bet while offered, else the smallest', () => {
    const levels = [
      { bet: '0.10', lineBet: '0.01' },
      { bet: '0.20', lineBet: '0.02' },
    ];
    expect(pickBet(levels, '0.20')).toBe('0.20');
    expect(pickBet(levels, '5.00')).toBe('0.10');
    expect(pickBet(levels, undefined)).toBe('0.10');
    expect(pickBet([], undefined)).toBeUndefined();
  });

  it('makes spin keys and checks client seeds as the server does', () => {
    expect(newSpinKey(() => '123e4567-e89b-12d3-a456-426614174000')).toMatch(
      /^[A-Za-z0-9_-]{8,64}$/,
    );
    expect(newSpinKey()).not.toBe(newSpinKey());
    expect(isClientSeed('lucky_seed-1')).toBe(true);
    expect(isClientSeed('has space')).toBe(false);
    expect(isClientSeed('x'.repeat(65))).toBe(false);
    expect(isClientSeed('')).toBe(false);
  });
});
