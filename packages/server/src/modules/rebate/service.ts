import { minorToAmount } from '@kalaro/contract/money';
import type {
  ClaimRebateValue,
  ManualRebateValue,
  RebateCategory,
  RebateRecord,
  RebateRecordsValue,
  rebateRecordsQuery,
} from '@kalaro/contract/rebate';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveRange } from '../../lib/date-range.ts';
import { pageOffset, pageCount } from '../../lib/paging.ts';
import { pgErrorCode, postMovement } from '../wallet/service.ts';
import { computeRebate, formatRatePercent, type CategoryRebate } from './math.ts';
import {
  findItems,
  findRates,
  findRebateById,
  findRebatesPage,
  insertRebateIfAbsent,
  lastRebateUntil,
  lockWallet,
  rebateTotals,
  turnoverByType,
  type RebateRow,
} from './repo.ts';

const UNIQUE_VIOLATION = '23505';
/** The start of a member's first rebate period: every settled bet counts. */
export const FIRST_REBATE_SINCE = new Date(0);

/** The ledger key of the rebate that follows `since`: each period is credited once. */
export const rebateKey = (memberId: string, since: Date) =>
  `rebate:${memberId}:${since.toISOString()}`;
/** The ledger row's reference, shown in the account record. */
export const rebateReference = (rebateId: number) => `rebate:${rebateId}`;

const categoryOf = (
  c: Omit<CategoryRebate, 'gameType'> & { gameType: string },
): RebateCategory => ({
  gameType: c.gameType,
  turnover: minorToAmount(c.turnoverMinor),
  rate: formatRatePercent(c.rateBp),
  amount: minorToAmount(c.amountMinor),
});

const nothingToClaim = () =>
  new AppError('rebate.nothing_to_claim', 'There is no new turnover to rebate');

/**
 * Manual rebate: a member claims, whenever they like, the rebate on the
 * turnover (stakes of settled bets) since their last rebate. The claim locks
 * the member's wallet row, recomputes the figures, records the rebate (unique
 * per member and period start) and credits it through the ledger (key unique
 * per period) in one transaction: a second claim — sequential or racing — finds
 * nothing new and is refused with `rebate.nothing_to_claim`.
 */
export class RebateService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private async figures(db: Db, memberId: string, until: Date) {
    const since = await lastRebateUntil(db, memberId);
    const [turnovers, rates] = await Promise.all([
      turnoverByType(db, memberId, { from: since ?? FIRST_REBATE_SINCE, to: until }),
      findRates(db),
    ]);
    return { since, ...computeRebate(turnovers, rates) };
  }

  async manual(memberId: string): Promise<ManualRebateValue> {
    const until = new Date(this.now());
    const f = await this.figures(this.db, memberId, until);
    return {
      since: f.since?.toISOString() ?? null,
      until: until.toISOString(),
      categories: f.categories.map(categoryOf),
      totals: { turnover: minorToAmount(f.turnoverMinor), amount: minorToAmount(f.amountMinor) },
      claimable: f.amountMinor > 0,
    };
  }

  async claim(memberId: string): Promise<ClaimRebateValue> {
    const until = new Date(this.now());
    const done = await this.db
      .transaction(async (tx) => {
        await lockWallet(tx, memberId);
        const f = await this.figures(tx, memberId, until);
        if (f.amountMinor <= 0) return undefined;
        const since = f.since ?? FIRST_REBATE_SINCE;
        const items = f.categories.filter((c) => c.turnoverMinor > 0);
        const rebate = {
          memberId,
          since,
          until,
          turnoverMinor: f.turnoverMinor,
          amountMinor: f.amountMinor,
          createdAt: until,
        };
        const id = await insertRebateIfAbsent(tx, rebate, items);
        if (id === undefined) return undefined;
        const entry = await postMovement(
          tx,
          {
            memberId,
            type: 'bonus',
            amountMinor: f.amountMinor,
            idempotencyKey: rebateKey(memberId, since),
            reference: rebateReference(id),
            createdAt: until,
          },
          1,
        );
        return { id, balanceAfterMinor: entry.balanceAfterMinor };
      })
      .catch((error: unknown) => {
        // A racing claim of the same period committed first.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return undefined;
        throw error;
      });
    if (!done) throw nothingToClaim();
    const row = await findRebateById(this.db, done.id);
    const [record] = await this.withItems(row ? [row] : []);
    return { rebate: record!, sumBalance: minorToAmount(done.balanceAfterMinor) };
  }

  private async withItems(rows: readonly RebateRow[]): Promise<RebateRecord[]> {
    const items = await findItems(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      since: row.since.getTime() === FIRST_REBATE_SINCE.getTime() ? null : row.since.toISOString(),
      turnover: minorToAmount(row.turnoverMinor),
      amount: minorToAmount(row.amountMinor),
      categories: items.filter((item) => item.rebateId === row.id).map(categoryOf),
    }));
  }

  async records(
    memberId: string,
    q: z.output<typeof rebateRecordsQuery>,
  ): Promise<RebateRecordsValue> {
    const range = resolveRange(q, this.now());
    const [rows, totals] = await Promise.all([
      findRebatesPage(this.db, memberId, range, q.pageSize, pageOffset(q)),
      rebateTotals(this.db, memberId, range),
    ]);
    return {
      list: await this.withItems(rows),
      pageNum: q.pageNo,
      totalPages: pageCount(totals.total, q.pageSize),
      total: totals.total,
      startDate: range.startDate,
      endDate: range.endDate,
      utcOffset: range.utcOffset,
      totals: {
        turnover: minorToAmount(totals.turnoverMinor),
        amount: minorToAmount(totals.amountMinor),
      },
    };
  }
}
