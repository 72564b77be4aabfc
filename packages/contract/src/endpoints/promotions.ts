import { defineEndpoint } from '../endpoint.ts';
import { promotionsRoutes } from '../routes/promotions.ts';
import {
  adminApplicationsQuery,
  adminApplicationsValue,
  application,
  applicationParams,
  promotionDetail,
  promotionParams,
  promotionsQuery,
  promotionsValue,
  reviewApplicationBody,
} from '../promotions.ts';

export const promotionsEndpoints = {
  list: defineEndpoint('promotions', promotionsRoutes.list, {
    summary:
      "Promotions in effect (/m/activity), in the asked language; with a session, the caller's application status",
    query: promotionsQuery,
    value: promotionsValue,
    errors: [],
  }),
  detail: defineEndpoint('promotions', promotionsRoutes.detail, {
    summary:
      "A promotion in effect with its HTML content and, with a session, the caller's application",
    params: promotionParams,
    query: promotionsQuery,
    value: promotionDetail,
    errors: ['promotion.not_found'],
  }),
  apply: defineEndpoint('promotions', promotionsRoutes.apply, {
    summary:
      'Apply to a promotion: multipart/form-data with `comment` (≤140 characters) and up to 3 `images` (png/jpg by content, ≤5 MB each). Once per promotion unless rejected; answers the pending application',
    params: promotionParams,
    value: application,
    errors: [
      'request.unsupported_media_type',
      'promotion.not_found',
      'promotion.not_accepting',
      'campaign.not_active',
      'promotion.already_applied',
      'promotion.comment_too_long',
      'promotion.comment_required',
      'upload.file_too_large',
      'upload.too_many_files',
      'upload.not_image',
      'upload.field_invalid',
    ],
  }),
  adminApplications: defineEndpoint('promotions', promotionsRoutes.adminApplications, {
    summary:
      "Applications to promotions for review, newest first: the member, the promotion's title (EN), the comment and the images (through the admin image route); filter by status, paged",
    query: adminApplicationsQuery,
    value: adminApplicationsValue,
    errors: ['validation.failed'],
  }),
  review: defineEndpoint('promotions', promotionsRoutes.review, {
    summary: 'Approve or reject an application (a rejected member may apply again)',
    params: applicationParams,
    body: reviewApplicationBody,
    value: application,
    errors: [
      'promotion.application_not_found',
      'promotion.application_reviewed',
      'campaign.not_active',
      'campaign.budget_exhausted',
      'campaign.member_budget_exhausted',
    ],
  }),
} as const;
