import { z } from 'zod';
import { ANNOUNCEMENT_GROUP, KNOWN_LANGUAGES } from './constants.ts';
import { announcementGroup, announcementInput, contentType } from './content.ts';
import { HELP_DEVICE } from './member-content.ts';
import { FEEDBACK_STATUS, uploadedImage } from './promotions.ts';

/**
 * The back office's content (announcements of every type, banner images, inbox
 * messages, feedback and help entries). Lists are paged on the server.
 */

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const language = z.enum(KNOWN_LANGUAGES);
const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
export const contentIdParams = z.object({ id }).strict();

// --- announcements ----------------------------------------------------------------

/** Where an announcement is in its schedule at the time of the answer. */
export const ANNOUNCEMENT_STATE = { SCHEDULED: 'scheduled', LIVE: 'live', ENDED: 'ended' } as const;
export const announcementState = z.enum([
  ANNOUNCEMENT_STATE.SCHEDULED,
  ANNOUNCEMENT_STATE.LIVE,
  ANNOUNCEMENT_STATE.ENDED,
]);
export type AnnouncementState = z.infer<typeof announcementState>;

export const adminAnnouncementsQuery = z
  .object({
    /** One content type (A, PL, B, PU, PR); all when absent. */
    type: contentType.optional(),
    /** Only those with a text in this language. */
    language: language.optional(),
    groupName: announcementGroup.optional(),
    page,
    pageSize,
  })
  .strict();
export type AdminAnnouncementsQuery = z.input<typeof adminAnnouncementsQuery>;

/** An announcement as stored (what its edit form starts from), with its id and state. */
export const adminAnnouncement = announcementInput.extend({
  id: z.number().int(),
  state: announcementState,
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;

export const adminAnnouncementsValue = z.object({
  items: z.array(adminAnnouncement),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAnnouncementsValue = z.infer<typeof adminAnnouncementsValue>;

export const ANNOUNCEMENT_GROUPS = [ANNOUNCEMENT_GROUP.HOME, ANNOUNCEMENT_GROUP.REGISTER] as const;

/** A banner image stored by the operator: its path on the image CDN, and its size. */
export const bannerImageValue = z.object({
  id: z.uuid(),
  /** The path under the image CDN: a banner's `imageUrl`. */
  imageUrl: z.string(),
  /** Where this server (the CDN's origin) serves it: for a preview. */
  previewUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type BannerImageValue = z.infer<typeof bannerImageValue>;

/** Where the image CDN's origin (this server) serves its files, e.g. `/cdn/KALARO/banners/x.png`. */
export const IMAGE_ORIGIN_PREFIX = '/cdn';
/** A banner image's `src` for the back office: an absolute URL as it is, a CDN path at the origin. */
export const originImageUrl = (imageUrl: string): string =>
  /^(https?:)?\/\//.test(imageUrl)
    ? imageUrl
    : `${IMAGE_ORIGIN_PREFIX}/${imageUrl.replace(/^\/+/, '')}`;

// --- inbox messages ----------------------------------------------------------------

/**
 * A service message (about the member's account) reaches every member asked for;
 * a marketing message skips members in a time-out or self-exclusion.
 */
export const MESSAGE_KIND = { SERVICE: 'service', MARKETING: 'marketing' } as const;
export const messageKind = z.enum([MESSAGE_KIND.SERVICE, MESSAGE_KIND.MARKETING]);
export type MessageKind = z.infer<typeof messageKind>;

export const MESSAGE_AUDIENCE = { MEMBER: 'member', LIST: 'list', EVERYONE: 'everyone' } as const;
export const MESSAGE_TITLE_MAX = 200;
export const MESSAGE_CONTENT_MAX = 20_000;
/** Usernames one send to a list may name. */
export const MESSAGE_LIST_MAX = 500;

const username = z.string().trim().min(1).max(64);
const messageText = z
  .object({
    title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
    content: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX),
  })
  .strict();

export const messageAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal(MESSAGE_AUDIENCE.MEMBER), username }).strict(),
  z
    .object({
      kind: z.literal(MESSAGE_AUDIENCE.LIST),
      usernames: z.array(username).min(1).max(MESSAGE_LIST_MAX),
    })
    .strict(),
  z.object({ kind: z.literal(MESSAGE_AUDIENCE.EVERYONE) }).strict(),
]);
export type MessageAudience = z.infer<typeof messageAudience>;

export const sendMessageBody = z
  .object({
    /** Chosen by the client once per send: a retry with the same key sends nothing again. */
    clientKey: z.uuid(),
    audience: messageAudience,
    kind: messageKind,
    /** Text per language; EN is required and is the fallback. */
    translations: z
      .partialRecord(language, messageText)
      .refine((t) => t.EN !== undefined, 'EN text is required'),
  })
  .strict();
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const messageSend = z.object({
  id: z.number().int(),
  audience: z.enum([MESSAGE_AUDIENCE.MEMBER, MESSAGE_AUDIENCE.LIST, MESSAGE_AUDIENCE.EVERYONE]),
  /** The usernames asked for (member and list sends). */
  usernames: z.array(z.string()),
  kind: messageKind,
  title: z.string(),
  /** Members whose inbox got it. */
  recipients: z.number().int(),
  /** Members asked for who were skipped (a marketing message in a time-out or self-exclusion). */
  skipped: z.number().int(),
  operator: z.string(),
  createdAt: z.string(),
});
export type MessageSend = z.infer<typeof messageSend>;

export const messageSendsQuery = z.object({ page, pageSize }).strict();
export const messageSendsValue = z.object({
  items: z.array(messageSend),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// --- feedback ----------------------------------------------------------------------

export const adminFeedbackQuery = z
  .object({
    status: z.enum([FEEDBACK_STATUS.OPEN, FEEDBACK_STATUS.REPLIED]).optional(),
    categoryId: id.optional(),
    page,
    pageSize,
  })
  .strict();
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuery>;

export const adminFeedbackItem = z.object({
  id: z.number().int(),
  username: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  text: z.string(),
  /** Read through the operator's image call (permission uploads.read). */
  images: z.array(uploadedImage),
  status: z.enum([FEEDBACK_STATUS.OPEN, FEEDBACK_STATUS.REPLIED]),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItem>;

export const adminFeedbackValue = z.object({
  items: z.array(adminFeedbackItem),
  /** The categories, for the filter (EN names). */
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFeedbackValue = z.infer<typeof adminFeedbackValue>;

// --- help entries ------------------------------------------------------------------

export const helpDevice = z.enum([HELP_DEVICE.MOBILE, HELP_DEVICE.WEB]);
export const HELP_TITLE_MAX = 200;
export const HELP_CONTENT_MAX = 20_000;

export const helpEntryInput = z
  .object({
    device: helpDevice.default(HELP_DEVICE.MOBILE),
    translations: z
      .partialRecord(
        language,
        z
          .object({
            title: z.string().trim().min(1).max(HELP_TITLE_MAX),
            content: z.string().max(HELP_CONTENT_MAX),
          })
          .strict(),
      )
      .refine((t) => t.EN !== undefined, 'EN text is required'),
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();
export type HelpEntryInput = z.input<typeof helpEntryInput>;

export const adminHelpEntry = z.object({
  id: z.number().int(),
  device: helpDevice,
  translations: z.partialRecord(language, z.object({ title: z.string(), content: z.string() })),
  sortOrder: z.number().int(),
});
export type AdminHelpEntry = z.infer<typeof adminHelpEntry>;

export const adminHelpQuery = z
  .object({ device: helpDevice.default(HELP_DEVICE.MOBILE), page, pageSize })
  .strict();
export const adminHelpValue = z.object({
  items: z.array(adminHelpEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** A device's entries in their new order (every one of them, first to last). */
export const helpOrderBody = z
  .object({ device: helpDevice, ids: z.array(id).min(1).max(200) })
  .strict()
  .refine((b) => new Set(b.ids).size === b.ids.length, 'An entry is named twice');
export const helpOrderValue = z.object({ ids: z.array(z.number().int()) });
