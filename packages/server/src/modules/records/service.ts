import type { MemberLedgerRow } from '@kalaro/contract/member-admin';
import { minorToAmount } from '@kalaro/contract/money';
import type {
  BetRecord,
  BetRecordsValue,
  LedgerType,
  ProfitAndLossValue,
  TransactionRecordsValue,
  betRecordsQuery,
  profitAndLossQuery,
  transactionRecordsQuery,
} from '@kalaro/contract/wallet-records';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ALL_TIME, rangeOf, resolveRange } from '../../lib/date-range.ts';
import { pageCount, pageOffset } from '../../lib/paging.ts';
import { nameIn } from '../games/service.ts';
import { findRevealedSeeds } from '../inhouse/service.ts';
import {
  betTotals,
  betTotalsByDay,
  betTotalsByType,
  findBetsPage,
  findLedgerPage,
  ledgerTotals,
  type Bettors,
} from './repo.ts';

export const totalsOf = (t: { betCount: number; stakeMinor: number; winMinor: number }) => ({
  betCount: t.betCount,
  stake: minorToAmount(t.stakeMinor),
  win: minorToAmount(t.winMinor),
  net: minorToAmount(t.winMinor - t.stakeMinor),
});

/** The member's account record, betting record and profit and loss. */
export class RecordsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async transactions(
    memberId: string,
    q: z.output<typeof transactionRecordsQuery>,
  ): Promise<TransactionRecordsValue> {
    const range = resolveRange(q, this.now());
    const offset = pageOffset(q);
    const [rows, totals] = await Promise.all([
      findLedgerPage(this.db, memberId, range, q.types, q.pageSize, offset),
      ledgerTotals(this.db, memberId, range, q.types),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        type: r.type,
        amount: minorToAmount(r.amountMinor),
        balanceAfter: minorToAmount(r.balanceAfterMinor),
        reference: r.reference,
        createdAt: r.createdAt.toISOString(),
      })),
      pageNum: q.pageNo,
      totalPages: pageCount(totals.total, q.pageSize),
      total: totals.total,
      ...rangeOf(range),
      totals: {
        credits: minorToAmount(totals.creditsMinor),
        debits: minorToAmount(totals.debitsMinor),
        net: minorToAmount(totals.creditsMinor - totals.debitsMinor),
      },
    };
  }

  async bets(memberId: string, q: z.output<typeof betRecordsQuery>): Promise<BetRecordsValue> {
    const range = resolveRange(q, this.now());
    const filter = { gameType: q.gameType, nodeId: q.nodeId, vendor: q.vendor, status: q.status };
    const offset = pageOffset(q);
    const [rows, totals] = await Promise.all([
      findBetsPage(this.db, memberId, range, filter, q.pageSize, offset),
      betTotals(this.db, memberId, range, filter),
    ]);
    const list = await this.betRecordsOf(memberId, rows, q.language);
    return {
      list,
      pageNum: q.pageNo,
      totalPages: pageCount(totals.total, q.pageSize),
      total: totals.total,
      ...rangeOf(range),
      totals: totalsOf(totals),
    };
  }

  /**
   * A member's ledger rows of every day (of `types`, or all), newest first, `limit`
   * from `offset` (the back office's member page). Nothing is counted.
   */
  async memberLedger(
    memberId: string,
    types: readonly LedgerType[] | undefined,
    limit: number,
    offset: number,
  ): Promise<MemberLedgerRow[]> {
    const rows = await findLedgerPage(this.db, memberId, ALL_TIME, types, limit, offset);
    return rows.map((e) => ({
      id: String(e.id),
      type: e.type,
      amount: minorToAmount(e.amountMinor),
      balanceAfter: minorToAmount(e.balanceAfterMinor),
      reference: e.reference,
      createdAt: e.createdAt.toISOString(),
    }));
  }

  /**
   * A member's bets of every day, newest first, `limit` from `offset` (the back
   * office's member page; game names in `language`). Nothing is counted.
   */
  async memberBets(
    memberId: string,
    limit: number,
    offset: number,
    language: string,
  ): Promise<BetRecord[]> {
    const rows = await findBetsPage(this.db, memberId, ALL_TIME, {}, limit, offset);
    return this.betRecordsOf(memberId, rows, language);
  }

  /** Bet rows as the records show them: a slot spin's reels, lines and seeds. */
  private async betRecordsOf(
    memberId: string,
    rows: Awaited<ReturnType<typeof findBetsPage>>,
    language: string,
  ): Promise<BetRecord[]> {
    const seedIds = [
      ...new Set(rows.flatMap((r) => (r.detail?.kind === 'slot' ? [r.detail.seedId] : []))),
    ];
    const revealed = await findRevealedSeeds(this.db, memberId, seedIds);
    return rows.map((r): BetRecord => {
      const d = r.detail;
      return {
        id: r.id,
        roundId: r.roundId,
        nodeId: r.nodeId,
        gameId: r.gameId,
        gameName: nameIn(r.names, language),
        vendor: r.vendor,
        gameType: r.gameType,
        stake: minorToAmount(r.stakeMinor),
        win: minorToAmount(r.winMinor),
        net: minorToAmount(r.status === 'void' ? 0 : r.winMinor - r.stakeMinor),
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
        detail:
          d?.kind === 'slot'
            ? {
                kind: 'slot',
                reels: d.reels,
                lines: d.lines.map((line) => ({
                  line: line.line,
                  symbol: line.symbol,
                  count: line.count,
                  win: minorToAmount(line.multiplier * d.lineBetMinor),
                })),
                serverSeedHash: d.serverSeedHash,
                serverSeed: revealed.get(d.seedId) ?? null,
                clientSeed: d.clientSeed,
                nonce: d.nonce,
              }
            : null,
      };
    });
  }

  /** Of one member, or of the bettors `who` selects (an agent's team). */
  async profitAndLoss(
    who: Bettors,
    q: z.output<typeof profitAndLossQuery>,
  ): Promise<ProfitAndLossValue> {
    const range = resolveRange(q, this.now());
    const [totals, days, categories] = await Promise.all([
      betTotals(this.db, who, range, {}),
      betTotalsByDay(this.db, who, range, range.utcOffset),
      betTotalsByType(this.db, who, range),
    ]);
    return {
      ...rangeOf(range),
      totals: totalsOf(totals),
      days: days.map((d) => ({ date: d.date, ...totalsOf(d) })),
      categories: categories.map((c) => ({ gameType: c.gameType, ...totalsOf(c) })),
    };
  }
}

/** Bet totals and pages other modules report on (an agent's team), over the same rows. */
export { betTotals, betTotalsByDay, findBetsPage } from './repo.ts';
