import { z } from 'zod';
import {
  ANNOUNCEMENT_GROUP,
  ANNOUNCEMENT_PLATFORM,
  CONTENT_TYPE,
  KNOWN_LANGUAGES,
  POPUP_EXECUTION,
} from './constants.ts';

/** Content types an announcement can have. */
export const CONTENT_TYPES = Object.values(CONTENT_TYPE);
export const contentType = z.enum(CONTENT_TYPES as [string, ...string[]]);
/** Execution of a pop-up item: A members, B visitors, F members on their first login. */
export const popupExecution = z.enum([
  POPUP_EXECUTION.AGENT,
  POPUP_EXECUTION.VISITOR,
  POPUP_EXECUTION.FIRST_LOGIN,
]);
export type PopupExecution = z.infer<typeof popupExecution>;
export const announcementGroup = z.enum([ANNOUNCEMENT_GROUP.HOME, ANNOUNCEMENT_GROUP.REGISTER]);

/** The home page asks for these types in one request. */
export const HOME_CONTENT_TYPES = 'B,PL,PU,H';
/** Longest title / HTML body an operator may store. */
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_CONTENT_MAX = 20_000;

const language = z.enum(KNOWN_LANGUAGES).default('EN');
const imagePath = z.string().max(2048);

/**
 * Announcements query: `types` is a comma list of content types
 * (e.g. 'B,PL,PU,H'), unknown ones refused. Public and the same for every caller,
 * so the answer carries an ETag and may be revalidated cheaply.
 */
export const announcementsQuery = z
  .object({
    types: z
      .string()
      .max(64)
      .default(HOME_CONTENT_TYPES)
      .transform((v) => [...new Set(v.split(',').map((t) => t.trim()))])
      .pipe(z.array(contentType).min(1)),
    groupName: announcementGroup.default(ANNOUNCEMENT_GROUP.HOME),
    platform: z.literal(ANNOUNCEMENT_PLATFORM).default(ANNOUNCEMENT_PLATFORM),
    /** Accepted for compatibility with the legacy call; one operator per installation. */
    merchantCode: z.string().max(64).optional(),
    language,
  })
  .strict();
export type AnnouncementsQuery = z.input<typeof announcementsQuery>;

/**
 * A banner slide: the image (a path on the image CDN, or an absolute URL), its
 * intrinsic size (so the slot is reserved before it loads) and where a tap leads
 * (an app path such as /m/activity, an absolute https URL, or '' for none).
 */
export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: imagePath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
});
export type Banner = z.infer<typeof banner>;

/** A player notice (type PL): the ticker shows titles, /m/notice the HTML content. */
export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML as the operator stored it: the client sanitises it before rendering. */
  content: z.string(),
  /** ISO date-time the notice starts showing. */
  startDate: z.string(),
});
export type Notice = z.infer<typeof notice>;

/** A pop-up item (type PU). */
export const popupItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML as stored; sanitised by the client. */
  content: z.string(),
  /** The promotion the go-to action leads to (opens /m/rewardCenter), or null. */
  promotionType: z.string().nullable(),
  execution: popupExecution,
});
export type PopupItem = z.infer<typeof popupItem>;

/** A hot match (type H): enough to show it and to launch its game. */
export const hotMatch = z.object({
  id: z.number().int(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: imagePath,
  awayTeamImageUrl: imagePath,
  /** ISO date-time of kick-off; the client shows month/day hour:minute in its locale. */
  matchTime: z.string(),
  /** The game that opens the match: launch with these. */
  vendor: z.string(),
  gameCategory: z.string(),
  gameId: z.string(),
  nodeId: z.number().int(),
  roomId: z.string().nullable(),
});
export type HotMatch = z.infer<typeof hotMatch>;

/** A running promotion (type PR): promotionType REFERRAL or MISSION switch features on. */
export const promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  promotionType: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotion>;

/** Every list is present; types not asked for answer empty. Sorted by sort order. */
export const announcementsValue = z.object({
  banners: z.array(banner),
  notices: z.array(notice),
  popups: z.array(popupItem),
  hotMatches: z.array(hotMatch),
  promotions: z.array(promotion),
  /** Agent announcements (type A), same shape as notices. */
  agentNotices: z.array(notice),
});
export type AnnouncementsValue = z.infer<typeof announcementsValue>;

const translation = z
  .object({
    title: z.string().min(1).max(ANNOUNCEMENT_TITLE_MAX),
    content: z.string().max(ANNOUNCEMENT_CONTENT_MAX).default(''),
  })
  .strict();

/** An announcement as the operator writes it through the admin API. */
export const announcementInput = z
  .object({
    type: contentType,
    groupName: announcementGroup,
    platform: z.literal(ANNOUNCEMENT_PLATFORM).default(ANNOUNCEMENT_PLATFORM),
    /** Pop-up items only. */
    execution: popupExecution.nullable().default(null),
    promotionType: z.string().max(64).nullable().default(null),
    /** Banners only: image path or URL, its size and the tap target. */
    imageUrl: imagePath.nullable().default(null),
    imageWidth: z.number().int().positive().max(4000).nullable().default(null),
    imageHeight: z.number().int().positive().max(4000).nullable().default(null),
    linkUrl: z.string().max(2048).default(''),
    /** Text per language; EN is required and is the fallback. */
    translations: z
      .partialRecord(z.enum(KNOWN_LANGUAGES), translation)
      .refine((t) => t.EN !== undefined, 'EN text is required'),
    startAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endAt: z.iso.datetime({ offset: true }).nullable().default(null),
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();
export type AnnouncementInput = z.input<typeof announcementInput>;

export const announcementParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const announcementSaved = z.object({ id: z.number().int() });
