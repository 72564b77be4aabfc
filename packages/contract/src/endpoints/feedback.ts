import { defineEndpoint } from '../endpoint.ts';
import { feedbackRoutes } from '../routes/feedback.ts';
import {
  feedbackCategoriesQuery,
  feedbackCategoriesValue,
  feedbackItem,
  feedbackListQuery,
  feedbackListValue,
  feedbackParams,
  replyFeedbackBody,
} from '../promotions.ts';

export const feedbackEndpoints = {
  categories: defineEndpoint('feedback', feedbackRoutes.categories, {
    summary: 'Feedback categories, in the asked language',
    query: feedbackCategoriesQuery,
    value: feedbackCategoriesValue,
    errors: [],
  }),
  list: defineEndpoint('feedback', feedbackRoutes.list, {
    summary: "The caller's feedback, newest first, with the operator's replies",
    query: feedbackListQuery,
    value: feedbackListValue,
    errors: [],
  }),
  submit: defineEndpoint('feedback', feedbackRoutes.submit, {
    summary:
      'Send feedback: multipart/form-data with `categoryId`, `text` (1–1000 characters) and up to 3 `images` (png/jpg by content, ≤5 MB each)',
    query: feedbackListQuery,
    value: feedbackItem,
    errors: [
      'request.unsupported_media_type',
      'feedback.category_invalid',
      'feedback.text_invalid',
      'upload.file_too_large',
      'upload.too_many_files',
      'upload.not_image',
      'upload.field_invalid',
    ],
  }),
  reply: defineEndpoint('feedback', feedbackRoutes.reply, {
    summary: "Answer a member's feedback (replaces an earlier reply)",
    params: feedbackParams,
    body: replyFeedbackBody,
    value: feedbackItem,
    errors: ['feedback.not_found'],
  }),
} as const;
