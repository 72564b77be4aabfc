import { and, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../../db/client.ts';
import { LeasedPass, type HoldLease } from '../../lib/periodic.ts';
import type { Span } from '../../lib/date-range.ts';
import { halfHourParts } from './model.ts';
import {
  betHalfHoursTable as h,
  betMemberDaysTable as md,
  betRollupQueueTable as q,
} from './tables.ts';

/** Queue rows one fold statement takes (a short transaction even after a backlog). */
const FOLD_BATCH = 50_000;
/** The advisory-lock key of the fold: two folds at once would upsert the same rows in two orders. */
const FOLD_LOCK = sql`hashtextextended('kalaro:bet-rollup-fold', 0)`;

/**
 * Moves the queued changes of settled bets into the half-hour totals and the
 * members' days, batch by batch, one fold at a time across instances. Returns
 * how many queue rows it folded. Each batch is one statement: the queue rows
 * leave as their figures arrive, so a reader sees a bet exactly once.
 */
export async function foldBetRollup(db: Db): Promise<number> {
  let folded = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_LOCK})`);
      const result = await tx.execute(sql`
        with taken as (
          delete from ${q} where ${q.id} in (
            select ${q.id} from ${q} order by ${q.id} limit ${FOLD_BATCH} for update skip locked
          )
          returning member_id, settled_at, rounds, stake_minor, win_minor
        ), half_hours as (
          insert into ${h} as h (start_at, rounds, stake_minor, win_minor)
          select to_timestamp(floor(extract(epoch from settled_at) / 1800) * 1800),
            sum(rounds), sum(stake_minor), sum(win_minor)
          from taken group by 1
          on conflict (start_at) do update set
            rounds = h.rounds + excluded.rounds,
            stake_minor = h.stake_minor + excluded.stake_minor,
            win_minor = h.win_minor + excluded.win_minor
          returning 1
        ), member_days as (
          insert into ${md} as d (day, member_id, half_hours)
          select (settled_at at time zone 'UTC')::date, member_id,
            bit_or(1::bigint << (floor(extract(epoch from settled_at) / 1800)::bigint % 48)::int)
          from taken where rounds > 0 group by 1, 2
          on conflict (day, member_id) do update set half_hours = d.half_hours | excluded.half_hours
          returning 1
        )
        select count(*)::int as n from taken`);
      return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
    });
    folded += n;
    if (n < FOLD_BATCH) return folded;
  }
}

/**
 * The fold on a timer, on the instance holding its lease: the queue stays a
 * minute's bets long, so a report's own fold before it reads is short.
 */
export class BetRollupFolds extends LeasedPass<number> {
  constructor(
    private readonly db: Db,
    options: { scheduler: boolean; holdLease?: HoldLease },
    log?: FastifyBaseLogger,
  ) {
    super({ ...options, name: 'bet-rollup-fold', intervalMs: 60_000, log });
  }

  protected runPass(): Promise<number> {
    return foldBetRollup(this.db);
  }
}

const dayShift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The members who settled a bet on each of the days `fromDay`..`toDay` of the
 * operator's time zone (`utcOffset`, whole half hours), and over all of them,
 * from the members' days.
 */
export async function rollupActiveMembers(
  db: Db,
  days: { fromDay: string; toDay: string; utcOffset: number },
): Promise<{ byDay: Map<string, number>; total: number }> {
  const parts = halfHourParts(days.utcOffset).map(
    ({ bits, shift }) => sql`
      select ${md.memberId} as member_id, (${md.day} + ${shift}::int) as day from ${md}
      where ${md.day} between ${dayShift(days.fromDay, -1)}::date and ${dayShift(days.toDay, 1)}::date
        and ${md.halfHours} & ${bits.toString()}::bigint <> 0`,
  );
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, count(distinct member_id)::int as n
    from (${sql.join(parts, sql` union all `)}) active
    where day between ${days.fromDay}::date and ${days.toDay}::date
    group by grouping sets ((day), ())`);
  const byDay = new Map<string, number>();
  let total = 0;
  for (const row of rowsOf<{ day: string | null; n: number | string }>(result)) {
    if (row.day === null) total = Number(row.n);
    else byDay.set(row.day, Number(row.n));
  }
  return { byDay, total };
}

/** Rounds, stakes and wins of the half hours in `span`, by the day `dayOf` names. */
export function rollupPlayByDay(
  db: Db,
  span: Span,
  dayOf: (column: typeof h.startAt) => ReturnType<typeof sql<string>>,
) {
  const day = dayOf(h.startAt);
  return db
    .select({
      day,
      stakes: sql<number>`coalesce(sum(${h.stakeMinor}), 0)::bigint`.mapWith(Number),
      wins: sql<number>`coalesce(sum(${h.winMinor}), 0)::bigint`.mapWith(Number),
    })
    .from(h)
    .where(and(gte(h.startAt, span.from), lt(h.startAt, span.to)))
    .groupBy(day);
}
