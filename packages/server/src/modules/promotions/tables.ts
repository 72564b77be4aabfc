import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';
import { campaignChecks, campaignColumns } from '../campaigns/tables.ts';

/** A promotion's text in one language; `content` is HTML, sanitised by the client. */
export interface PromotionText {
  title: string;
  summary: string;
  content: string;
}

/**
 * The promotions of /m/activity: operator pages in effect between start_at and
 * end_at (null = open-ended) while `status` is active, some of which take
 * applications; an approved application may pay a bonus from the budget.
 */
export const promotionsTable = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    translations: jsonb('translations').$type<Record<string, PromotionText>>().notNull(),
    imageUrl: text('image_url'),
    acceptsApplications: boolean('accepts_applications').notNull().default(false),
    startAt: at('start_at'),
    endAt: at('end_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Paid (from the budget) when the operator approves an application; null: none. */
    bonusMinor: bigint('bonus_minor', { mode: 'number' }),
    ...campaignColumns(),
  },
  (t) => [
    check('promotions_bonus_positive', sql`${t.bonusMinor} is null or ${t.bonusMinor} > 0`),
    ...campaignChecks('promotions', t),
  ],
);

/**
 * A member's application to a promotion. One that is pending or approved per
 * member and promotion (the partial unique index decides, also under a race);
 * after a rejection the member may apply again.
 */
export const promotionApplicationsTable = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotionsTable.id, { onDelete: 'cascade' }),
    memberId: memberRef('member_id').notNull(),
    comment: text('comment').notNull(),
    /** Ids of rows of `uploads`, in the order given. */
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    check('promotion_applications_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('promotion_applications_open_idx')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.status} <> 'rejected'`),
    index('promotion_applications_member_idx').on(t.memberId, t.promotionId),
  ],
);
