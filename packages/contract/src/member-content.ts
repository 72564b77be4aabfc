import { z } from 'zod';
import { money } from './account.ts';
import { KNOWN_LANGUAGES } from './constants.ts';

/**
 * Member-centre content: the message centre, the help
 * centre and the rewards centre. HTML fields are stored as the operator wrote
 * them and sanitised by the client before rendering.
 */

const language = z.enum(KNOWN_LANGUAGES).default('EN');
const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
export const idParams = z.object({ id }).strict();

/** Messages shown per page of the inbox. */
export const MESSAGE_PAGE_SIZE = 20;

export const messagesQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE).default(MESSAGE_PAGE_SIZE),
    language,
  })
  .strict();
export type MessagesQuery = z.input<typeof messagesQuery>;

/** A message in the inbox list: personal (to this member) or a broadcast to all. */
export const messageSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain-text start of the content (tags removed), at most 120 characters. */
  preview: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
  read: z.boolean(),
  broadcast: z.boolean(),
});
export type MessageSummary = z.infer<typeof messageSummary>;

export const messagesValue = z.object({
  list: z.array(messageSummary),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  unreadCount: z.number().int(),
});
export type MessagesValue = z.infer<typeof messagesValue>;

export const messageQuery = z.object({ language }).strict();
export const messageDetail = messageSummary.omit({ preview: true }).extend({
  /** HTML as stored; sanitised by the client. */
  content: z.string(),
});
export type MessageDetail = z.infer<typeof messageDetail>;

/** After marking read or deleting: the inbox's new unread count. */
export const unreadCountValue = z.object({ unreadCount: z.number().int() });

/** Help centre (lang, device MOBILE → list of title and content). */
export const HELP_DEVICE = { MOBILE: 'MOBILE', WEB: 'WEB' } as const;
export const helpQuery = z
  .object({
    lang: language,
    device: z.enum([HELP_DEVICE.MOBILE, HELP_DEVICE.WEB]).default(HELP_DEVICE.MOBILE),
  })
  .strict();
export const helpEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML as stored; sanitised by the client. */
  content: z.string(),
});
export type HelpEntry = z.infer<typeof helpEntry>;
export const helpValue = z.object({ list: z.array(helpEntry) });

/** Rewards centre: promotions a member may claim once each, credited through the ledger. */
export const rewardsQuery = z.object({ language }).strict();
export const REWARD_STATUS = { AVAILABLE: 'available', CLAIMED: 'claimed' } as const;
export const reward = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML terms; sanitised by the client. */
  description: z.string(),
  /** REFERRAL, MISSION, DEPOSIT, … or null. */
  promotionType: z.string().nullable(),
  /** Bonus credited on claim, 2 decimals. */
  amount: money,
  status: z.enum([REWARD_STATUS.AVAILABLE, REWARD_STATUS.CLAIMED]),
  /** ISO date-time after which it can no longer be claimed, or null. */
  expiresAt: z.string().nullable(),
  /** ISO date-time of the claim, or null. */
  claimedAt: z.string().nullable(),
});
export type Reward = z.infer<typeof reward>;
export const rewardsValue = z.object({
  list: z.array(reward),
  /** Rewards in effect not yet claimed: the Members red dot and the menu badge. */
  unclaimedCount: z.number().int(),
});
export type RewardsValue = z.infer<typeof rewardsValue>;
export const claimValue = z.object({
  rewardId: z.number().int(),
  amount: money,
  /** The wallet balance after the credit. */
  sumBalance: money,
});
export type ClaimValue = z.infer<typeof claimValue>;
