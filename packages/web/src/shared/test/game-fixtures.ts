import type { Game } from '@kalaro/contract/games';
import type { LotterySummary } from '@kalaro/contract/lottery';
import { ok } from '@/shared/test/api-fetch';

/**
 * A catalogue game for tests: a playable RNG game of PGX (its category its
 * type, its vendor its own name) unless `overrides` say otherwise; its icons
 * under the vendor's folder.
 */
export const gameFixture = (nodeId: number, overrides: Partial<Game> = {}): Game => {
  const gameType = overrides.gameType ?? 'RNG';
  const vassalage = overrides.vassalage ?? 'PGX';
  return {
    nodeId,
    gameId: `g${nodeId}`,
    roomId: null,
    gameName: `Game ${nodeId}`,
    gameType,
    gameCategory: gameType,
    vassalage,
    vendorNames: vassalage,
    gameClassify: null,
    minBet: '0.05',
    minLine: 1,
    isNew: false,
    hotRank: null,
    supportPlay: true,
    iconUrl: `/KALARO/games/${vassalage}/s/g${nodeId}.svg`,
    mobileSmallIcon: `/KALARO/games/${vassalage}/s/g${nodeId}.svg`,
    mobileLargeIcon: `/KALARO/games/${vassalage}/l/g${nodeId}.svg`,
    ...overrides,
  };
};

/** An instant `offsetSeconds` from now, as ISO text. */
export const isoFromNow = (offsetSeconds: number) =>
  new Date(Date.now() + offsetSeconds * 1000).toISOString();

/**
 * An in-house lottery of 1-minute draws whose open draw is `toDraw` seconds
 * away; `last` is the previous result (`ago` seconds back), or none.
 */
export const lotterySummaryFixture = (
  code: string,
  name: string,
  toDraw: number,
  last: { drawNo: number; ago: number; digits: number[] } | null,
): LotterySummary => ({
  code,
  displayName: name,
  drawIntervalSeconds: 60,
  closeBeforeSeconds: 5,
  current: {
    drawId: 41,
    drawNo: 7001,
    status: 'open',
    opensAt: isoFromNow(toDraw - 60),
    closesAt: isoFromNow(toDraw - 5),
    drawAt: isoFromNow(toDraw),
    serverSeedHash: 'a'.repeat(64),
  },
  lastResult: last && {
    drawId: 40,
    drawNo: last.drawNo,
    drawAt: isoFromNow(-last.ago),
    digits: last.digits,
    sum: last.digits.reduce((a, b) => a + b, 0),
    serverSeed: 'b'.repeat(64),
    serverSeedHash: 'c'.repeat(64),
  },
});

/** GET /wps/games/lotteries answering one vendor lottery, Sea Lotto 5D. */
export const SEA_LOTTO_ANSWER = ok({
  list: [
    {
      nodeId: 9,
      gameId: 'sea1',
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      displayName: 'Sea Lotto 5D',
      gameClassifyNew: null,
      mobileSmallIcon: '/KALARO/games/TCG_SEA/s/sea1.svg',
    },
  ],
});
