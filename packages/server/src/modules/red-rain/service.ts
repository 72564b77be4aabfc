import { randomInt } from 'node:crypto';
import { and, asc, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { minorToAmount } from '@kalaro/contract/money';
import { parseAmountMinor } from '@kalaro/contract/payments-rules';
import type {
  ClaimRedEnvelopeValue,
  CreateRedRainBody,
  RedRainValue,
} from '@kalaro/contract/red-rain';
import type { Db } from '../../db/client.ts';
import { sumOf } from '../../db/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { memberSpent, spendBudget } from '../campaigns/budget.ts';
import { createOnce } from '../campaigns/request-keys.ts';
import { pgErrorCode, postMovement } from '../wallet/service.ts';
import { ledgerEntriesTable } from '../wallet/tables.ts';
import { redRainClaimsTable as claims, redRainsTable as rains } from './tables.ts';

export type Rain = typeof rains.$inferSelect;

const notLive = () => new AppError('red_rain.not_live', 'This rain is not falling now');

/** The ledger key of one envelope: one credit per (rain, member, envelope). */
const ledgerKey = (rainId: number, memberId: string, claimNo: number) =>
  `red-rain:${rainId}:${memberId}:${claimNo}`;

/**
 * Red-envelope rain: the operator schedules rains; members open
 * envelopes while one falls. A claim locks the rain's row, so claims on one rain
 * run one after another: the budget left is read and reduced under the lock, and
 * the CHECK on `paid_minor` refuses anything past the budget even so. Each claim is
 * one ledger credit (type bonus) in the same transaction as its claim row. A
 * paused or ended rain pays nothing, and a member's envelopes together stay
 * within the rain's per-member budget when it has one.
 */
export class RedRainService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async schedule(body: CreateRedRainBody) {
    const startsAt = new Date(body.startsAt);
    const endsAt = new Date(body.endsAt);
    const [budget, min, max] = [body.budget, body.minAmount, body.maxAmount].map(parseAmountMinor);
    const memberBudget =
      body.memberBudget === undefined ? null : parseAmountMinor(body.memberBudget);
    const invalid = (why: string) => new AppError('red_rain.schedule_invalid', why);
    if (endsAt <= startsAt) throw invalid('The rain must end after it starts');
    if (endsAt.getTime() <= this.now()) throw invalid('The rain would end in the past');
    if (!budget || !min || !max) throw invalid('Amounts must be above 0.00');
    if (max < min) throw invalid('The largest envelope is below the smallest');
    if (min > budget) throw invalid('The smallest envelope is above the budget');
    if (memberBudget !== null && !memberBudget) throw invalid('Amounts must be above 0.00');
    // A retried creation with the same key answers the rain the first one scheduled.
    const { id } = await createOnce(this.db, 'red-rain', body.requestKey, (db) =>
      db.transaction(async (tx) => {
        // One rain at a time: lock the table's schedule against a racing create.
        await tx.execute(sql`lock table ${rains} in share row exclusive mode`);
        const [overlap] = await tx
          .select({ id: rains.id })
          .from(rains)
          .where(
            and(lt(rains.startsAt, endsAt), gt(rains.endsAt, startsAt), ne(rains.status, 'ended')),
          )
          .limit(1);
        if (overlap)
          throw new AppError('red_rain.overlap', `Rain ${overlap.id} falls at that time`);
        const [row] = await tx
          .insert(rains)
          .values({
            startsAt,
            endsAt,
            budgetMinor: budget,
            minAmountMinor: min,
            maxAmountMinor: max,
            claimsPerMember: body.claimsPerMember,
            memberBudgetMinor: memberBudget,
          })
          .returning({ id: rains.id });
        return row!.id;
      }),
    );
    const [row] = await this.db.select().from(rains).where(eq(rains.id, id));
    return {
      id: row!.id,
      startsAt: row!.startsAt.toISOString(),
      endsAt: row!.endsAt.toISOString(),
      budget: minorToAmount(row!.budgetMinor),
      minAmount: minorToAmount(row!.minAmountMinor),
      maxAmount: minorToAmount(row!.maxAmountMinor),
      claimsPerMember: row!.claimsPerMember,
      memberBudget: row!.memberBudgetMinor === null ? null : minorToAmount(row!.memberBudgetMinor),
    };
  }

  /**
   * Cancels a rain before it falls: its state becomes `ended` (final; its time
   * is free for another rain). Refused with `red_rain.started` once it has
   * started; a rain already cancelled is answered as it is (a retry).
   */
  async cancel(id: number): Promise<{ before: Rain; after: Rain }> {
    return this.db.transaction(async (tx) => {
      const [rain] = await tx.select().from(rains).where(eq(rains.id, id)).for('update');
      if (!rain) throw new AppError('campaign.not_found', 'No such rain');
      if (this.now() >= rain.startsAt.getTime()) {
        throw new AppError('red_rain.started', 'This rain has started: pause or end it instead');
      }
      if (rain.status === 'ended') return { before: rain, after: rain };
      const [after] = await tx
        .update(rains)
        .set({ status: 'ended' })
        .where(eq(rains.id, id))
        .returning();
      return { before: rain, after: after! };
    });
  }

  /** The rain falling now, or else the next one, with the member's envelopes in it. */
  async current(memberId: string): Promise<RedRainValue> {
    const now = new Date(this.now());
    const [rain] = await this.db
      .select()
      .from(rains)
      .where(and(gt(rains.endsAt, now), ne(rains.status, 'ended')))
      .orderBy(asc(rains.startsAt))
      .limit(1);
    if (!rain) return { serverTime: now.toISOString(), rain: null };
    const [mine] = await this.db
      .select({
        n: count(),
        totalMinor: sumOf(sql`${claims.amountMinor}`),
      })
      .from(claims)
      .where(and(eq(claims.rainId, rain.id), eq(claims.memberId, memberId)));
    return {
      serverTime: now.toISOString(),
      rain: {
        id: rain.id,
        startsAt: rain.startsAt.toISOString(),
        endsAt: rain.endsAt.toISOString(),
        live: rain.startsAt <= now && rain.status === 'active',
        exhausted: rain.budgetMinor - rain.paidMinor < 1,
        claimsPerMember: rain.claimsPerMember,
        myClaims: mine?.n ?? 0,
        myTotal: minorToAmount(mine?.totalMinor ?? 0),
      },
    };
  }

  async claim(memberId: string, rainId: number, key: string): Promise<ClaimRedEnvelopeValue> {
    const earlier = await this.replay(memberId, rainId, key);
    if (earlier) return earlier;
    try {
      return await this.db.transaction(async (tx) => {
        const [rain] = await tx.select().from(rains).where(eq(rains.id, rainId)).for('update');
        if (!rain) throw new AppError('red_rain.not_found', 'No such rain');
        const now = this.now();
        if (now < rain.startsAt.getTime() || now >= rain.endsAt.getTime()) throw notLive();
        // Paused or ended by the operator.
        if (rain.status !== 'active') throw new AppError('campaign.not_active');
        const left = rain.budgetMinor - rain.paidMinor;
        if (left < 1) throw new AppError('red_rain.exhausted', 'Every envelope has been opened');
        const [mine] = await tx
          .select({ n: count() })
          .from(claims)
          .where(and(eq(claims.rainId, rain.id), eq(claims.memberId, memberId)));
        const claimNo = (mine?.n ?? 0) + 1;
        if (claimNo > rain.claimsPerMember) {
          throw new AppError('red_rain.claim_limit', 'You have opened all your envelopes');
        }
        // What this member may still be paid by this rain (null: no per-member budget).
        const memberLeft =
          rain.memberBudgetMinor === null
            ? Infinity
            : rain.memberBudgetMinor - (await memberSpent(tx, 'red-rain', rain.id, memberId));
        if (memberLeft < 1) throw new AppError('campaign.member_budget_exhausted');
        const amountMinor = Math.min(envelope(rain), left, memberLeft);
        // The guarded spend: what the lock above already ensures, held by the statement itself.
        await spendBudget(tx, {
          kind: 'red-rain',
          campaignId: rain.id,
          memberId,
          amountMinor,
          at: new Date(now),
        });
        await tx
          .insert(claims)
          .values({ rainId: rain.id, memberId, claimNo, amountMinor, idempotencyKey: key });
        const entry = await postMovement(
          tx,
          {
            memberId,
            type: 'bonus',
            amountMinor,
            idempotencyKey: ledgerKey(rain.id, memberId, claimNo),
            reference: `Red envelope rain ${rain.id}`,
          },
          1,
        );
        return {
          amount: minorToAmount(amountMinor),
          balance: minorToAmount(entry.balanceAfterMinor),
          claimsLeft: rain.claimsPerMember - claimNo,
          replayed: false,
        };
      });
    } catch (error) {
      // The same key raced in twice: the first claim stands and answers both.
      if (pgErrorCode(error) === '23505') {
        const winner = await this.replay(memberId, rainId, key);
        if (winner) return winner;
      }
      throw error;
    }
  }

  private async replay(
    memberId: string,
    rainId: number,
    key: string,
  ): Promise<ClaimRedEnvelopeValue | undefined> {
    const [row] = await this.db
      .select({ claim: claims, claimsPerMember: rains.claimsPerMember })
      .from(claims)
      .innerJoin(rains, eq(rains.id, claims.rainId))
      .where(and(eq(claims.memberId, memberId), eq(claims.idempotencyKey, key)))
      .limit(1);
    if (!row) return undefined;
    if (row.claim.rainId !== rainId) {
      throw new AppError('validation.failed', 'This key opened an envelope of another rain');
    }
    const [entry] = await this.db
      .select({ balanceAfterMinor: ledgerEntriesTable.balanceAfterMinor })
      .from(ledgerEntriesTable)
      .where(eq(ledgerEntriesTable.idempotencyKey, ledgerKey(rainId, memberId, row.claim.claimNo)));
    return {
      amount: minorToAmount(row.claim.amountMinor),
      balance: minorToAmount(entry?.balanceAfterMinor ?? 0),
      claimsLeft: Math.max(0, row.claimsPerMember - row.claim.claimNo),
      replayed: true,
    };
  }
}

/** A random envelope of the rain: min…max minor units, every amount as likely. */
function envelope(rain: Rain): number {
  return randomInt(rain.minAmountMinor, rain.maxAmountMinor + 1);
}
