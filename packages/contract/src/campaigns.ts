import { z } from 'zod';
import { money } from './account.ts';
import { KNOWN_LANGUAGES } from './constants.ts';
import { MISSION_METRICS, MISSION_PERIODS } from './missions.ts';

/**
 * Money under the operator's control: every reward, mission,
 * promotion and red rain has a window (start, end), a state (active, paused,
 * ended) and a budget in total and per member. A claim or payout past either
 * budget, or outside the window, or while paused/ended is refused
 * (`campaign.budget_exhausted`, `campaign.member_budget_exhausted`,
 * `campaign.not_active`).
 *
 * A paying campaign created through the admin API must have a total budget; a
 * null budget (unbounded) is left only on legacy and demo rows, and the admin
 * API never sets one back to null.
 */

export const CAMPAIGN_KINDS = ['reward', 'mission', 'promotion', 'red-rain'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
export const CAMPAIGN_STATUSES = ['active', 'paused', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** An amount typed by the operator: digits with at most 2 decimals, above 0. */
export const operatorAmount = z
  .string()
  .max(16)
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount with at most 2 decimals')
  .refine((v) => Number(v) > 0, 'above 0');

export const instant = z.iso.datetime({ offset: true });

const endsAfterStart = (v: { startAt?: string | null; endAt?: string | null }) =>
  !v.startAt || !v.endAt || Date.parse(v.endAt) > Date.parse(v.startAt);
const END_AFTER_START = { message: 'endAt must be after startAt', path: ['endAt'] };

const texts = <T extends z.ZodType>(text: T) =>
  z
    .partialRecord(z.enum(KNOWN_LANGUAGES), text)
    .refine((v) => v.EN !== undefined, { message: 'an EN text is required', path: ['EN'] });

const title = z.string().trim().min(1).max(200);
const description = z.string().max(4000);

/** A reward's or a mission's texts, per language (EN required). */
const titledTexts = texts(z.object({ title, description }).strict());
/** A promotion's texts, per language (EN required): the list's summary and the page's content. */
const promotionTexts = texts(
  z.object({ title, summary: z.string().max(500), content: z.string().max(50_000) }).strict(),
);
/** A promotion's picture (an address from the image store). */
const imageUrl = z.string().max(500).nullable().optional();

/** What every campaign created through the admin API is given. */
const campaignInput = {
  startAt: instant,
  endAt: instant,
  /** What the campaign may pay in all. */
  budget: operatorAmount,
  /** What one member may be paid in all; absent: only the total budget bounds it. */
  memberBudget: operatorAmount.optional(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  /**
   * The caller's key for this creation (a UUID the form makes once): a retry with
   * the same key answers the campaign the first call created instead of a second one.
   */
  requestKey: z.uuid().optional(),
};

export const createRewardBody = z
  .object({
    translations: titledTexts,
    promotionType: z.string().max(64).nullable().optional(),
    /** What one claim pays. */
    amount: operatorAmount,
    ...campaignInput,
  })
  .strict()
  .refine(endsAfterStart, END_AFTER_START);
export type CreateRewardBody = z.infer<typeof createRewardBody>;

export const createMissionBody = z
  .object({
    translations: titledTexts,
    metric: z.enum(MISSION_METRICS),
    period: z.enum(MISSION_PERIODS),
    /** The operator's time zone, minutes east of UTC. */
    utcOffset: z
      .number()
      .int()
      .min(-14 * 60)
      .max(14 * 60)
      .optional(),
    prizes: z
      .array(
        z
          .object({
            fromRank: z.number().int().min(1).max(1000),
            toRank: z.number().int().min(1).max(1000),
            amount: operatorAmount,
          })
          .strict()
          .refine((p) => p.toRank >= p.fromRank, { message: 'toRank below fromRank' }),
      )
      .min(1)
      .max(50),
    ...campaignInput,
  })
  .strict()
  .refine(endsAfterStart, END_AFTER_START);
export type CreateMissionBody = z.infer<typeof createMissionBody>;

export const createPromotionBody = z
  .object({
    translations: promotionTexts,
    imageUrl,
    acceptsApplications: z.boolean(),
    /** Paid when the operator approves an application. */
    bonus: operatorAmount,
    ...campaignInput,
  })
  .strict()
  .refine(endsAfterStart, END_AFTER_START);
export type CreatePromotionBody = z.infer<typeof createPromotionBody>;

export const campaignParams = z
  .object({
    kind: z.enum(CAMPAIGN_KINDS),
    id: z.coerce.number().int().positive().max(2_147_483_647),
  })
  .strict();

/**
 * Change a campaign: its window, budgets or state (pause: `paused`, resume:
 * `active`, end: `ended` — final). A budget cannot go below what was spent.
 */
export const updateCampaignBody = z
  .object({
    startAt: instant.optional(),
    endAt: instant.optional(),
    budget: operatorAmount.optional(),
    memberBudget: operatorAmount.nullable().optional(),
    status: z.enum(CAMPAIGN_STATUSES).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'nothing to change' })
  .refine(endsAfterStart, END_AFTER_START);
export type UpdateCampaignBody = z.infer<typeof updateCampaignBody>;

/**
 * New texts of a campaign, every language at once (a language left out is
 * removed): a reward's or a mission's titles and descriptions, or a
 * promotion's titles, summaries and contents with its picture. Red rains have
 * none.
 */
export const campaignTextsBody = z.union([
  z.object({ translations: titledTexts }).strict(),
  z.object({ translations: promotionTexts, imageUrl }).strict(),
]);
export type CampaignTextsBody = z.infer<typeof campaignTextsBody>;

/** A campaign's texts as stored: per language, a title with a description or a summary and content. */
export const campaignTextsValue = z.object({
  kind: z.enum(CAMPAIGN_KINDS),
  id: z.number().int(),
  translations: z.record(
    z.string(),
    z.object({
      title: z.string(),
      description: z.string().optional(),
      summary: z.string().optional(),
      content: z.string().optional(),
    }),
  ),
  /** Promotions only (null: none, and for the other kinds). */
  imageUrl: z.string().nullable(),
});
export type CampaignTextsValue = z.infer<typeof campaignTextsValue>;

/** At most this many campaigns a page. */
export const CAMPAIGNS_PAGE_MAX = 100;

/** The operator's list: one kind and/or one state, newest first, a page at a time. */
export const campaignsQuery = z
  .object({
    kind: z.enum(CAMPAIGN_KINDS).optional(),
    status: z.enum(CAMPAIGN_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(CAMPAIGNS_PAGE_MAX).default(50),
  })
  .strict();
export type CampaignsQuery = z.input<typeof campaignsQuery>;

/** A campaign as the operator sees it: what it has spent against its budgets. */
export const campaign = z.object({
  kind: z.enum(CAMPAIGN_KINDS),
  id: z.number().int(),
  /** The EN title (red rains: null). */
  title: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** Null: unbounded (legacy and demo rows only). */
  budget: money.nullable(),
  memberBudget: money.nullable(),
  spent: money,
  /** budget − spent (null when unbounded). */
  left: money.nullable(),
});
export type Campaign = z.infer<typeof campaign>;

export const campaignsValue = z.object({
  list: z.array(campaign),
  /** How many campaigns match the filter in all. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CampaignsValue = z.infer<typeof campaignsValue>;
