import type { CampaignStatus } from '@kalaro/contract/campaigns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/**
 * The columns every paying campaign (reward, mission, promotion) carries (issue
 * 37; its state: `ended` is final, `paused` pays nothing until resumed); the
 * red rain has its own `budget_minor`/`paid_minor` and takes `status` and
 * `member_budget_minor` only. A fresh builder per call: a table owns its columns.
 *
 * `budget_minor` null means unbounded: only legacy and demo rows have it; the
 * admin API requires a budget to create a paying campaign and never clears one.
 */
export const campaignColumns = () => ({
  status: text('status').$type<CampaignStatus>().notNull().default('active'),
  budgetMinor: bigint('budget_minor', { mode: 'number' }),
  memberBudgetMinor: bigint('member_budget_minor', { mode: 'number' }),
  spentMinor: bigint('spent_minor', { mode: 'number' }).notNull().default(0),
});

/** The CHECKs that hold whatever the service does: spent within [0, budget]. */
export const campaignChecks = (
  table: string,
  t: Record<'status' | 'budgetMinor' | 'memberBudgetMinor' | 'spentMinor', AnyPgColumn>,
) => [
  check(`${table}_status`, sql`${t.status} in ('active', 'paused', 'ended')`),
  check(
    `${table}_spent_within_budget`,
    sql`${t.spentMinor} >= 0 and (${t.budgetMinor} is null or ${t.spentMinor} <= ${t.budgetMinor})`,
  ),
  check(
    `${table}_budgets_positive`,
    sql`(${t.budgetMinor} is null or ${t.budgetMinor} > 0) and (${t.memberBudgetMinor} is null or ${t.memberBudgetMinor} > 0)`,
  ),
];

/**
 * What each member has been paid by each campaign: the per-member budget is
 * guarded on this row (a conditional upsert, so racing payouts queue on it).
 */
export const campaignMemberSpendTable = pgTable(
  'campaign_member_spend',
  {
    kind: text('kind').notNull(),
    campaignId: integer('campaign_id').notNull(),
    memberId: memberRef('member_id').notNull(),
    spentMinor: bigint('spent_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.campaignId, t.memberId] }),
    check('campaign_member_spend_positive', sql`${t.spentMinor} > 0`),
    check(
      'campaign_member_spend_kind',
      sql`${t.kind} in ('reward', 'mission', 'promotion', 'red-rain')`,
    ),
  ],
);

/**
 * The operator's keys of creations (a campaign, a red rain): a retried create
 * with the same key answers what the first one made instead of making another.
 */
export const adminRequestKeysTable = pgTable(
  'admin_request_keys',
  {
    /** What was created: a campaign kind. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
