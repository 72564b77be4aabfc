import type { ApplicationStatus, PromotionDetail } from '@kalaro/contract/promotions';
import { UPLOAD_LIMIT, textLength } from '@kalaro/contract/uploads';

/**
 * Pure rules of the promotions (/m/activity, /m/activityInfo). The limits are
 * the contract's (`uploads.ts`), the same the server enforces. (Values of the
 * contract's schema modules are not imported at run time: they bring zod.)
 */

export type CommentProblem = 'required' | 'too_long';

/** Characters typed, as the counter shows them (an emoji is one). */
export const commentLength = (comment: string): number => textLength(comment.trim());

export const commentProblem = (comment: string): CommentProblem | null => {
  const length = commentLength(comment);
  if (length === 0) return 'required';
  if (length > UPLOAD_LIMIT.COMMENT_MAX) return 'too_long';
  return null;
};

/** Characters left (negative past the limit). */
export const commentLeft = (comment: string): number =>
  UPLOAD_LIMIT.COMMENT_MAX - commentLength(comment);

/**
 * What the apply section of a promotion shows:
 * - none: the promotion takes no applications
 * - login: a visitor, asked to log in
 * - form: the member may apply (first time, or again after a rejection)
 * - pending / approved: the member's application and its status
 */
export type ApplySection = 'none' | 'login' | 'form' | 'pending' | 'approved';

export const applySection = (
  promotion: Pick<PromotionDetail, 'acceptsApplications' | 'canApply' | 'application'>,
  loggedIn: boolean,
): ApplySection => {
  if (!promotion.acceptsApplications) return 'none';
  if (!loggedIn) return 'login';
  if (promotion.canApply) return 'form';
  const status: ApplicationStatus | undefined = promotion.application?.status;
  if (status === 'approved') return 'approved';
  if (status === 'pending') return 'pending';
  return 'form';
};

/** Status label key of an application (list badges and the detail). */
export const statusKey = (status: ApplicationStatus) => `promotions_status_${status}` as const;

/** An ISO date as the member's locale writes a date. */
export const formatDate = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );

/** The promotion id of /m/activityInfo?id=…, or null when missing or not a positive integer. */
export const promotionIdParam = (raw: string | null): number | null =>
  raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2 ** 31 - 1 ? Number(raw) : null;
