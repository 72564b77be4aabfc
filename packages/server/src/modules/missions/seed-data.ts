import type { MissionMetric, MissionPeriod } from '@kalaro/contract/missions';
import type { MissionPrize } from './tables.ts';

/** The demo operator's missions, in Manila time (UTC+8). Texts in EN and TY; rules are HTML. */
export interface SeedMission {
  metric: MissionMetric;
  period: MissionPeriod;
  prizes: MissionPrize[];
  translations: {
    EN: { title: string; description: string };
    TY: { title: string; description: string };
  };
}

export const MISSION_UTC_OFFSET = 480;

export const SEED_MISSIONS: readonly SeedMission[] = [
  {
    metric: 'turnover',
    period: 'weekly',
    prizes: [
      { fromRank: 1, toRank: 1, amountMinor: 500_000 },
      { fromRank: 2, toRank: 2, amountMinor: 250_000 },
      { fromRank: 3, toRank: 3, amountMinor: 100_000 },
      { fromRank: 4, toRank: 10, amountMinor: 20_000 },
    ],
    translations: {
      EN: {
        title: 'Weekly turnover race',
        description:
          '<p>Every settled bet of the week counts: the higher your turnover, the higher your rank. The race runs Monday to Sunday (Manila time); prizes are paid after it ends.</p>',
      },
      TY: {
        title: 'Lingguhang karera ng turnover',
        description:
          '<p>Bawat naayos na taya ngayong linggo ay bilang: mas mataas ang iyong turnover, mas mataas ang iyong ranggo. Lunes hanggang Linggo ang karera (oras sa Maynila); ibibigay ang mga premyo pagkatapos nito.</p>',
      },
    },
  },
  {
    metric: 'winnings',
    period: 'daily',
    prizes: [
      { fromRank: 1, toRank: 1, amountMinor: 100_000 },
      { fromRank: 2, toRank: 2, amountMinor: 50_000 },
      { fromRank: 3, toRank: 3, amountMinor: 25_000 },
    ],
    translations: {
      EN: {
        title: 'Daily big winners',
        description:
          '<p>The biggest total winnings of the day take the prizes. A new race starts every midnight (Manila time).</p>',
      },
      TY: {
        title: 'Pang-araw-araw na malalaking panalo',
        description:
          '<p>Ang may pinakamalaking kabuuang panalo ngayong araw ang mananalo ng premyo. May bagong karera tuwing hatinggabi (oras sa Maynila).</p>',
      },
    },
  },
];

/** Players of the demo boards (they cannot log in: no password). */
export const BOARD_PLAYERS = [
  'luckystar88',
  'manilaking',
  'jackpotjoy',
  'cebuace',
  'goldenreel',
  'davaodream',
  'spin2win',
  'pinoyshark',
  'royalflush7',
  'bayanihan',
  'tigerpaw',
  'mayonfire',
  'bigbet_ben',
  'lotuslady',
  'ricefield9',
  'jeepneyjay',
  'palawanpro',
  'kalamansi',
  'baguio_bob',
  'sariwin',
  'halohalo21',
  'mangoqueen',
  'bangkero',
  'tarsier_tom',
] as const;

/**
 * The demo member's seeded bets (stake and win in minor units): turnover per
 * category SPORTS 1,250.00, LIVE 3,400.50, RNG 820.55 — 5,471.05 in all, so the
 * demo ranks in the middle of the weekly board, and its manual rebate is
 * 10.00 + 20.40 (20.403 rounded down) + 8.20 = 38.60.
 */
export const DEMO_BETS: readonly { gameType: string; stakeMinor: number; winMinor: number }[] = [
  { gameType: 'SPORTS', stakeMinor: 50_000, winMinor: 0 },
  { gameType: 'SPORTS', stakeMinor: 75_000, winMinor: 120_000 },
  { gameType: 'LIVE', stakeMinor: 100_000, winMinor: 95_000 },
  { gameType: 'LIVE', stakeMinor: 240_050, winMinor: 200_000 },
  { gameType: 'RNG', stakeMinor: 82_055, winMinor: 41_000 },
];

/** A second demo login with the demo's seeded bets: its rebate is the one the e2e tests claim. */
export const BET_DEMO_ACCOUNT = {
  username: 'player',
  password: 'Player1234',
  nickname: 'Demo Bettor',
  balanceMinor: 50_000,
} as const;
