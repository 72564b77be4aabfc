import type { AdminReviewFilter } from '@kalaro/contract/payments';
import { parseAmountMinor } from '@kalaro/contract/payments-rules';
import { gte, lt, lte, or, sql, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { daySpan } from './date-range.ts';
import { prefixPattern } from './like.ts';

/** The columns a review queue is filtered on. */
export interface ReviewColumns {
  amountMinor: PgColumn;
  createdAt: PgColumn;
  /** The member's username (the queue joins the members). */
  username: PgColumn;
  /** The columns a channel filter matches, any of them. */
  channels: readonly PgColumn[];
}

/**
 * The conditions of a review queue's filters besides the status: the start of
 * the username (any case), a channel, an amount range and the days the
 * request was made in the operator's time zone (each bound included).
 */
export function reviewConditions(filter: AdminReviewFilter, cols: ReviewColumns): SQL[] {
  const where: SQL[] = [];
  if (filter.member) {
    where.push(sql`lower(${cols.username}) like ${prefixPattern(filter.member.toLowerCase())}`);
  }
  if (filter.channel) where.push(or(...cols.channels.map((c) => eq(c, filter.channel!)))!);
  if (filter.minAmount) where.push(gte(cols.amountMinor, parseAmountMinor(filter.minAmount)!));
  if (filter.maxAmount) where.push(lte(cols.amountMinor, parseAmountMinor(filter.maxAmount)!));
  if (filter.fromDate) {
    where.push(
      gte(cols.createdAt, daySpan(filter.fromDate, filter.fromDate, filter.utcOffset).from),
    );
  }
  if (filter.toDate) {
    where.push(lt(cols.createdAt, daySpan(filter.toDate, filter.toDate, filter.utcOffset).to));
  }
  return where;
}
