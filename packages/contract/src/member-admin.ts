import { z } from 'zod';
import { money } from './account.ts';
import { LEDGER_TYPES } from './records-rules.ts';
import { LOGIN_DEVICES } from './device.ts';
import { depositRequest, withdrawRequest } from './payments.ts';
import { betRecord } from './wallet-records.ts';

/**
 * The back office's view of members: search, a member's page, and
 * what support and finance may change. Amounts are decimal strings ("12.50").
 */

export const MEMBER_SEARCH_BY = ['username', 'mobile', 'email', 'id', 'agent'] as const;

/** The back office's member lists: page (first 1) and rows a page (at most 100). */
export const MEMBER_PAGE_SIZE_MAX = 100;
const memberPaging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MEMBER_PAGE_SIZE_MAX).default(20),
};

export const memberSearchQuery = z
  .object({
    /** What to look for: a username prefix, a mobile number, an e-mail, an id, an agent's username. */
    q: z.string().trim().min(1).max(64),
    by: z.enum(MEMBER_SEARCH_BY).default('username'),
    ...memberPaging,
  })
  .strict();

export const memberSummary = z.object({
  id: z.string(),
  username: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  /** When the member closed the account (status `disabled`); null when an operator disabled it. */
  closedAt: z.string().nullable(),
  /** customerType: 0 member, 4 trial, others agents. */
  type: z.number().int(),
  vipLabel: z.string(),
  registeredAt: z.string(),
  upline: z.string().nullable(),
  balance: money,
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const memberSearchValue = z.object({
  members: z.array(memberSummary),
  /** Whether a further page may hold more (the search does not count every match). */
  more: z.boolean(),
  page: z.number().int(),
});

export const memberIdParams = z.object({ id: z.uuid() }).strict();

export const memberDetailValue = z.object({
  member: memberSummary.extend({
    nickname: z.string().nullable(),
    birthDate: z.string().nullable(),
    /** The agents above, nearest first. */
    agentPath: z.array(z.string()),
    mustChangePassword: z.boolean(),
    /** Whether the member has set security questions (never which answers). */
    securityQuestionsSet: z.boolean(),
  }),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      /** `OTHERS`: the web app installed on an iOS home screen (see DEVICE_HEADER). */
      device: z.enum(LOGIN_DEVICES).nullable(),
    }),
  ),
});
export type MemberDetail = z.infer<typeof memberDetailValue>;

/**
 * What a member's history lists: every wallet movement, the bets, the deposit
 * and withdrawal requests, and the rewards (the ledger's `bonus` rows: claimed
 * rewards, rebates, mission prizes, promotion and deposit bonuses…).
 */
export const MEMBER_HISTORY_KINDS = [
  'ledger',
  'bets',
  'deposits',
  'withdrawals',
  'rewards',
] as const;
export type MemberHistoryKind = (typeof MEMBER_HISTORY_KINDS)[number];

export const memberHistoryQuery = z
  .object({ kind: z.enum(MEMBER_HISTORY_KINDS).default('ledger'), ...memberPaging })
  .strict();

export const memberLedgerRow = z.object({
  id: z.string(),
  type: z.enum(LEDGER_TYPES),
  /** Signed: credits positive, debits negative. */
  amount: money,
  balanceAfter: money,
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberLedgerRow = z.infer<typeof memberLedgerRow>;

/** A page of one kind, newest first; `more`: one row beyond the page was there (nothing is counted). */
const historyPage = <K extends MemberHistoryKind, R extends z.ZodType>(kind: K, row: R) =>
  z.object({
    kind: z.literal(kind),
    rows: z.array(row),
    page: z.number().int(),
    pageSize: z.number().int(),
    more: z.boolean(),
  });

export const memberHistoryValue = z.discriminatedUnion('kind', [
  historyPage('ledger', memberLedgerRow),
  /** Game names in English. */
  historyPage('bets', betRecord),
  historyPage('deposits', depositRequest),
  historyPage('withdrawals', withdrawRequest),
  historyPage('rewards', memberLedgerRow),
]);
export type MemberHistory = z.infer<typeof memberHistoryValue>;

export const memberStatusBody = z
  .object({ status: z.enum(['active', 'disabled']), reason: z.string().trim().min(1).max(200) })
  .strict();

export const endedMemberSessionsValue = z.object({ ended: z.number().int() });

export const passwordResetValue = z.object({
  /** Shown once to the operator; the member must choose a new one at the next login. */
  temporaryPassword: z.string(),
});

export const balanceAdjustmentBody = z
  .object({
    /** Signed: "25.00" credits, "-25.00" debits. Not zero. */
    amount: z
      .string()
      .regex(/^-?\d{1,12}(\.\d{1,2})?$/)
      .refine((v) => Number(v) !== 0, 'not zero'),
    reason: z.string().trim().min(3).max(200),
    /** A retry with the same key adjusts once. */
    idempotencyKey: z.string().min(8).max(64),
  })
  .strict();

export const balanceAdjustmentValue = z.object({
  entryId: z.string(),
  amount: money,
  balanceAfter: money,
  /** False when the key had been applied already (a retry). */
  applied: z.boolean(),
});
