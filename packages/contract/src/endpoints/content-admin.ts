import { defineEndpoint } from '../endpoint.ts';
import { contentAdminRoutes as r } from '../routes/content-admin.ts';
import {
  adminAnnouncementsQuery,
  adminAnnouncementsValue,
  adminFeedbackItem,
  adminFeedbackQuery,
  adminFeedbackValue,
  adminHelpEntry,
  adminHelpQuery,
  adminHelpValue,
  bannerImageValue,
  contentIdParams,
  helpEntryInput,
  helpOrderBody,
  helpOrderValue,
  messageSend,
  messageSendsQuery,
  messageSendsValue,
  sendMessageBody,
} from '../content-admin.ts';

export const contentAdminEndpoints = {
  listAnnouncements: defineEndpoint('contentAdmin', r.listAnnouncements, {
    summary:
      'Announcements of every type (banners, notices, pop-up items, agent announcements, promotions; home and registration), newest first, filtered by type, language and group, with their schedule state',
    query: adminAnnouncementsQuery,
    value: adminAnnouncementsValue,
    errors: ['validation.failed'],
  }),
  uploadBannerImage: defineEndpoint('contentAdmin', r.uploadBannerImage, {
    summary:
      'Store a banner image: multipart/form-data with one `images` file (png/jpg by content, ≤5 MB). Answers its path on the image CDN (the imageUrl of a banner), where this server serves it, and its size in pixels',
    value: bannerImageValue,
    errors: [
      'request.unsupported_media_type',
      'upload.file_too_large',
      'upload.too_many_files',
      'upload.not_image',
      'upload.field_invalid',
    ],
  }),
  sendMessage: defineEndpoint('contentAdmin', r.sendMessage, {
    summary:
      'Send an inbox message to one member, a list of members or everyone. A marketing message skips members in a time-out or self-exclusion. The same clientKey again answers the first send and sends nothing more. An unknown username refuses the whole send',
    body: sendMessageBody,
    value: messageSend,
    errors: ['validation.failed', 'message.recipients_unknown'],
  }),
  listMessageSends: defineEndpoint('contentAdmin', r.listMessageSends, {
    summary: 'Inbox messages sent from the back office, newest first',
    query: messageSendsQuery,
    value: messageSendsValue,
    errors: ['validation.failed'],
  }),
  listFeedback: defineEndpoint('contentAdmin', r.listFeedback, {
    summary: "Members' feedback, newest first, filtered by answered or not and by category",
    query: adminFeedbackQuery,
    value: adminFeedbackValue,
    errors: ['validation.failed'],
  }),
  feedbackDetail: defineEndpoint('contentAdmin', r.feedbackDetail, {
    summary: "One feedback with its member, images (the operator's image call) and reply",
    params: contentIdParams,
    value: adminFeedbackItem,
    errors: ['feedback.not_found'],
  }),
  listHelp: defineEndpoint('contentAdmin', r.listHelp, {
    summary: "A device's help entries in their order, with every language's text",
    query: adminHelpQuery,
    value: adminHelpValue,
    errors: ['validation.failed'],
  }),
  createHelp: defineEndpoint('contentAdmin', r.createHelp, {
    summary: 'Create a help entry (HTML is stored as given and sanitised by the client)',
    body: helpEntryInput,
    value: adminHelpEntry,
    errors: ['validation.failed'],
  }),
  putHelp: defineEndpoint('contentAdmin', r.putHelp, {
    summary: 'Replace a help entry',
    params: contentIdParams,
    body: helpEntryInput,
    value: adminHelpEntry,
    errors: ['validation.failed', 'help.not_found'],
  }),
  deleteHelp: defineEndpoint('contentAdmin', r.deleteHelp, {
    summary: 'Delete a help entry',
    params: contentIdParams,
    value: adminHelpEntry,
    errors: ['help.not_found'],
  }),
  orderHelp: defineEndpoint('contentAdmin', r.orderHelp, {
    summary:
      "Put a device's help entries in this order: every entry of the device, each once (else validation.failed)",
    body: helpOrderBody,
    value: helpOrderValue,
    errors: ['validation.failed'],
  }),
} as const;
