import { z } from 'zod';
import { KNOWN_LANGUAGES } from './constants.ts';
import { idParams } from './member-content.ts';

/**
 * Promotions (/m/activity, /m/activityInfo) with their applications, and member
 * feedback (/m/feedback). Applying and sending
 * feedback are multipart uploads (comment or text plus up to three png/jpg
 * images); their field names and limits are in `uploads.ts` (no zod, so the web
 * app validates with the same numbers at run time).
 *
 * The model: a promotion is an operator page (title, summary, HTML content,
 * optional banner, in effect between two dates) that may take applications.
 * Bonuses a member claims with one tap are the rewards centre
 * (`member-content.ts`); PR announcements (`content.ts`) only switch features
 * (REFERRAL, MISSION) and feed the home pop-up.
 */

const language = z.enum(KNOWN_LANGUAGES).default('EN');
export const promotionsQuery = z.object({ language }).strict();
export const promotionParams = idParams;

export const APPLICATION_STATUS = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
} as const;
export const applicationStatus = z.enum([
  APPLICATION_STATUS.PENDING,
  APPLICATION_STATUS.APPROVED,
  APPLICATION_STATUS.REJECTED,
]);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/** An image a member uploaded; `url` answers it to its owner (or an admin) only. */
export const uploadedImage = z.object({ id: z.string(), url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;

/** The member's latest application to a promotion. */
export const application = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  status: applicationStatus,
  comment: z.string(),
  images: z.array(uploadedImage),
  /** ISO date-time. */
  createdAt: z.string(),
  /** The operator's note when it decided, or null. */
  reviewNote: z.string().nullable(),
});
export type Application = z.infer<typeof application>;

export const promotionSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  /** One plain-text line for the list. */
  summary: z.string(),
  /** Banner path on the site (or absolute https URL), or null. */
  imageUrl: z.string().nullable(),
  /** The promotion takes applications (comment and images). */
  acceptsApplications: z.boolean(),
  /** ISO date-time it ends, or null. */
  endAt: z.string().nullable(),
  /** The caller's latest application's status; null without one (or without a session). */
  applicationStatus: applicationStatus.nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummary>;
export const promotionsValue = z.object({ list: z.array(promotionSummary) });
export type PromotionsValue = z.infer<typeof promotionsValue>;

export const promotionDetail = promotionSummary.omit({ applicationStatus: true }).extend({
  /** HTML as the operator wrote it; sanitised by the client. */
  content: z.string(),
  /** ISO date-time it started, or null. */
  startAt: z.string().nullable(),
  /** The caller's latest application, or null. */
  application: application.nullable(),
  /** The caller may apply now (a session, none pending or approved). */
  canApply: z.boolean(),
});
export type PromotionDetail = z.infer<typeof promotionDetail>;

/** Operator decision on an application (admin). */
export const applicationParams = idParams;

/** The back office's list of applications: newest first, by status, paged. */
export const adminApplicationsQuery = z
  .object({
    status: applicationStatus.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const adminApplicationsValue = z.object({
  applications: z.array(
    application.extend({
      promotionTitle: z.string(),
      memberId: z.string(),
      userName: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const reviewApplicationBody = z
  .object({
    status: z.enum([APPLICATION_STATUS.APPROVED, APPLICATION_STATUS.REJECTED]),
    note: z.string().trim().max(500).nullable().default(null),
  })
  .strict();

// --- feedback -------------------------------------------------------------------

export const feedbackCategory = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type FeedbackCategory = z.infer<typeof feedbackCategory>;
export const feedbackCategoriesQuery = z.object({ language }).strict();
export const feedbackCategoriesValue = z.object({ list: z.array(feedbackCategory) });

export const FEEDBACK_STATUS = { OPEN: 'open', REPLIED: 'replied' } as const;
export const feedbackItem = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  /** The category's name in the asked language. */
  category: z.string(),
  text: z.string(),
  images: z.array(uploadedImage),
  status: z.enum([FEEDBACK_STATUS.OPEN, FEEDBACK_STATUS.REPLIED]),
  /** The operator's reply (plain text), or null. */
  reply: z.string().nullable(),
  /** ISO date-times. */
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;
export const feedbackListQuery = z.object({ language }).strict();
export const feedbackListValue = z.object({ list: z.array(feedbackItem) });
export type FeedbackListValue = z.infer<typeof feedbackListValue>;

export const feedbackParams = idParams;
export const replyFeedbackBody = z.object({ reply: z.string().trim().min(1).max(2000) }).strict();

/** An upload's id: a random UUID (also its file name on disk). */
export const uploadParams = z.object({ id: z.uuid() }).strict();
