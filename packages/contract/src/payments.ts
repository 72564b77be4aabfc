import { z } from 'zod';
import { money } from './account.ts';
import { KNOWN_LANGUAGES } from './constants.ts';
import {
  AMOUNT_INPUT,
  DEPOSIT_STATUSES,
  PAYMENT_PROVIDER_KINDS,
  WITHDRAW_STATUSES,
  parseAmountMinor,
} from './payments-rules.ts';
import { dateRange, isoDate, pageValue, paging, rangeValue } from './wallet-records.ts';

export * from './payments-rules.ts';

/**
 * Deposits and withdrawals (/m/voucherCenter,
 * /m/withdraw, /m/vouReport, /m/withdrawReport and the wallet, deposit and
 * withdraw calls). Money leaves the server as a 2-decimal string
 * (`money`); amounts come in as typed (`amountInput`: at most 2 decimals, > 0).
 */

// --- operator configuration ------------------------------------------------------

/** An amount in the operator configuration: "100.00". */
const configAmount = z
  .string()
  .regex(/^\d{1,9}\.\d{2}$/, 'an amount with 2 decimals, e.g. "100.00"');
const percent = z.number().min(0).max(100);
const slug = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const language = z.string().regex(/^[A-Z]{2}$/);

/** An account of the operator's that players transfer money to (manual bank transfer). */
export const payToAccount = z
  .object({
    id: slug,
    bankName: z.string().min(1).max(80),
    accountName: z.string().min(1).max(80),
    accountNumber: z.string().min(1).max(40),
    branch: z.string().max(80).optional(),
  })
  .strict();
export type PayToAccount = z.infer<typeof payToAccount>;

/**
 * A deposit channel. `provider` names the server's payment provider that runs it
 * ("manual", "demo", …); a channel whose provider this server does not run is
 * not offered.
 */
export const depositChannelConfig = z
  .object({
    id: z.string().regex(/^[A-Z0-9_]{1,32}$/),
    provider: z.string().regex(/^[a-z0-9_-]{1,32}$/),
    /** Display name by language code; EN is the fallback. */
    name: z.record(language, z.string().min(1).max(60)),
    enabled: z.boolean(),
    minAmount: configAmount,
    maxAmount: configAmount,
    /** Taken from the amount before it is credited, e.g. 1.5 (%). */
    feePercent: percent,
    /** Credited on top when the player opts in, e.g. 3 (%): the bottom menu's '+3%'. */
    bonusPercent: percent,
    /** Amounts offered as one-tap buttons. */
    quickAmounts: z.array(configAmount).max(8).default([]),
    /** Where manual transfers go. */
    accounts: z.array(payToAccount).max(10).default([]),
  })
  .strict();
export type DepositChannelConfig = z.infer<typeof depositChannelConfig>;

/** A bank players withdraw to, with the shape of its card or account numbers. */
export const bankConfig = z
  .object({
    code: z.string().regex(/^[A-Z0-9_]{2,16}$/),
    name: z.string().min(1).max(80),
    /** Allowed lengths of a number, in digits. */
    lengths: z.array(z.number().int().min(6).max(34)).min(1).max(6),
    /** Whether numbers carry a Luhn check digit. */
    luhn: z.boolean(),
  })
  .strict();
export type BankConfig = z.infer<typeof bankConfig>;

export const withdrawConfig = z
  .object({
    minAmount: configAmount,
    maxAmount: configAmount,
    /** Requests (pending or paid) per 24 hours. */
    dailyCount: z.number().int().min(1).max(1000),
    /** Amount (pending or paid) per 24 hours. */
    dailyAmount: configAmount,
    /** Bank cards a member may bind. */
    maxCards: z.number().int().min(1).max(20),
    /**
     * Turnover requirement: bets placed since the last approved deposit must reach
     * this percentage of that deposit (with its bonus) before a withdrawal. 0 = none.
     */
    turnoverPercent: z.number().min(0).max(10_000),
  })
  .strict();
export type WithdrawConfig = z.infer<typeof withdrawConfig>;

export const DEFAULT_PAYMENTS_CONFIG = {
  channels: [
    {
      id: 'BANK_TRANSFER',
      provider: 'manual',
      name: { EN: 'Bank transfer', TY: 'Paglipat sa bangko' },
      enabled: true,
      minAmount: '100.00',
      maxAmount: '50000.00',
      feePercent: 0,
      bonusPercent: 3,
      quickAmounts: ['100.00', '300.00', '500.00', '1000.00', '5000.00'],
      accounts: [
        {
          id: 'BDO1',
          bankName: 'BDO Unibank',
          accountName: 'Kalaro Demo Payments Inc.',
          accountNumber: '001234567890',
        },
        {
          id: 'BPI1',
          bankName: 'BPI',
          accountName: 'Kalaro Demo Payments Inc.',
          accountNumber: '3129876543',
        },
      ],
    },
    {
      id: 'ONLINE_PAY',
      provider: 'demo',
      name: { EN: 'Online payment', TY: 'Online na bayad' },
      enabled: true,
      minAmount: '50.00',
      maxAmount: '20000.00',
      feePercent: 1.5,
      bonusPercent: 0,
      quickAmounts: ['50.00', '200.00', '500.00', '2000.00'],
      accounts: [],
    },
  ],
  banks: [
    { code: 'BDO', name: 'BDO Unibank', lengths: [10, 12], luhn: false },
    { code: 'BPI', name: 'BPI', lengths: [10], luhn: false },
    { code: 'VISA', name: 'Visa debit card', lengths: [16], luhn: true },
    { code: 'GCASH', name: 'GCash', lengths: [11], luhn: false },
  ],
  withdraw: {
    minAmount: '100.00',
    maxAmount: '50000.00',
    dailyCount: 5,
    dailyAmount: '100000.00',
    maxCards: 3,
    turnoverPercent: 100,
  },
} satisfies z.input<typeof paymentsConfigObject>;

const paymentsConfigObject = z
  .object({
    channels: z.array(depositChannelConfig).max(20),
    banks: z.array(bankConfig).max(100),
    withdraw: withdrawConfig,
  })
  .strict();

/** The payments part of the operator configuration (defaults for a configuration written before it). */
export const paymentsConfig = paymentsConfigObject.default(DEFAULT_PAYMENTS_CONFIG);
export type PaymentsConfig = z.infer<typeof paymentsConfigObject>;

// --- amounts -----------------------------------------------------------------------

/** An amount the player typed: digits, at most 2 decimals, more than 0, at most 999,999,999.99. */
export const amountInput = z
  .string()
  .max(16)
  .regex(AMOUNT_INPUT, 'an amount with at most 2 decimals')
  .refine((v) => (parseAmountMinor(v) ?? 0) > 0, 'more than 0');

const languageQuery = { language: z.enum(KNOWN_LANGUAGES).default('EN') };
const isoInstant = z.string();

// --- deposit -------------------------------------------------------------------------

export const depositChannelsQuery = z.object(languageQuery).strict();

export const depositChannel = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_PROVIDER_KINDS),
  name: z.string(),
  minAmount: money,
  maxAmount: money,
  feePercent: z.number(),
  bonusPercent: z.number(),
  quickAmounts: z.array(money),
  /** Manual transfer: the accounts to pay to. */
  accounts: z.array(payToAccount),
});
export type DepositChannel = z.infer<typeof depositChannel>;

export const depositChannelsValue = z.object({ channels: z.array(depositChannel) });
export type DepositChannelsValue = z.infer<typeof depositChannelsValue>;

export const createDepositBody = z
  .object({
    channelId: z.string().min(1).max(32),
    amount: amountInput,
    /** The name on the account the money comes from. */
    payerName: z.string().trim().min(1).max(64),
    /** The transfer's reference number, when the bank gave one. */
    reference: z.string().trim().max(64).optional(),
    /** Manual transfer: which of the channel's accounts the money went to. */
    accountId: slug.optional(),
    /** Take the channel's deposit bonus (and its turnover requirement). */
    bonusOptIn: z.boolean().default(false),
    language: z.enum(KNOWN_LANGUAGES).default('EN'),
  })
  .strict();
export type CreateDepositBody = z.input<typeof createDepositBody>;

export const depositRequest = z.object({
  id: z.uuid(),
  channelId: z.string(),
  channelName: z.string(),
  kind: z.enum(PAYMENT_PROVIDER_KINDS),
  amount: money,
  /** The channel's fee, taken from the amount. */
  fee: money,
  /** The bonus credited with it (0.00 without opt-in). */
  bonus: money,
  /** What reaches the wallet on approval: amount − fee + bonus. */
  credit: money,
  payerName: z.string(),
  reference: z.string().nullable(),
  account: payToAccount.nullable(),
  bonusOptIn: z.boolean(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The operator's note (a rejection's reason). */
  note: z.string().nullable(),
  createdAt: isoInstant,
  reviewedAt: isoInstant.nullable(),
});
export type DepositRequest = z.infer<typeof depositRequest>;

export const createDepositValue = z.object({
  request: depositRequest,
  /** Gateway channels: the hosted payment page to open; null for a manual transfer. */
  payUrl: z.string().nullable(),
});
export type CreateDepositValue = z.infer<typeof createDepositValue>;

export const paymentIdParams = z.object({ id: z.uuid() }).strict();

export const depositRecordsQuery = z
  .object({
    status: z.enum(DEPOSIT_STATUSES).optional(),
    ...dateRange,
    ...paging,
    ...languageQuery,
  })
  .strict();
export type DepositRecordsQuery = z.input<typeof depositRecordsQuery>;

export const depositRecordsValue = z.object({
  /** Newest first. */
  list: z.array(depositRequest),
  ...pageValue,
  ...rangeValue,
  /** Approved deposits of the filters, over every page. */
  totals: z.object({ approvedCount: z.number().int(), approvedAmount: money }),
});
export type DepositRecordsValue = z.infer<typeof depositRecordsValue>;

// --- the player's deposit limits --------------------------------------------------

const depositLimitPeriod = z.object({
  /** The limit in force; null: none. */
  limit: money.nullable(),
  /** A raise (or removal) asked for, in force from `effectiveAt`. */
  pending: z.object({ limit: money.nullable(), effectiveAt: isoInstant }).nullable(),
  /** Deposits (pending or approved) inside the period's window. */
  used: money,
  /** limit − used (never below 0); null without a limit. */
  remaining: money.nullable(),
});
export type DepositLimitPeriodValue = z.infer<typeof depositLimitPeriod>;

export const depositLimitsValue = z.object({
  day: depositLimitPeriod,
  week: depositLimitPeriod,
  month: depositLimitPeriod,
});
export type DepositLimitsValue = z.infer<typeof depositLimitsValue>;

/** The three limits as they should be (null: none). A lower one holds at once, a higher one after 24 hours. */
export const depositLimitsBody = z
  .object({
    day: amountInput.nullable(),
    week: amountInput.nullable(),
    month: amountInput.nullable(),
  })
  .strict();
export type DepositLimitsBody = z.infer<typeof depositLimitsBody>;

// --- gateway callback -------------------------------------------------------------

export const gatewayParams = z
  .object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) })
  .strict();

/**
 * The demo gateway's callback (POST /wps/deposit/callback/demo): signed with
 * HMAC-SHA256 over the raw body in the `x-kalaro-signature: sha256=<hex>` header.
 */
export const demoGatewayCallbackBody = z
  .object({
    /** Unique per event; an event seen before is a replay and is refused. */
    eventId: z.string().min(8).max(64),
    requestId: z.uuid(),
    status: z.enum(['paid', 'failed']),
    amount: money,
    /** Milliseconds since the epoch; an event older than 5 minutes is refused. */
    timestamp: z.number().int().positive(),
  })
  .strict();
export type DemoGatewayCallbackBody = z.infer<typeof demoGatewayCallbackBody>;

export const gatewayCallbackValue = z.object({
  requestId: z.uuid(),
  status: z.enum(DEPOSIT_STATUSES),
});

/**
 * An HTTP gateway's callback body (JSON, `PAYMENT_GATEWAYS`), for a payment and
 * for a payout alike: `sign` is the hex HMAC-SHA256 of the other fields sorted by name.
 */
export const httpGatewayCallbackBody = z
  .object({
    merchantId: z.string().min(1).max(128),
    /** The deposit's or the withdrawal's id. */
    orderId: z.uuid(),
    eventId: z.string().min(1).max(128),
    status: z.enum(['paid', 'failed']),
    amount: z.string().max(32),
    currency: z.string().regex(/^[A-Z]{3}$/),
    timestamp: z.number().int().nonnegative(),
    sign: z.string(),
  })
  .strict();

export const payoutCallbackValue = z.object({
  requestId: z.uuid(),
  status: z.enum(WITHDRAW_STATUSES),
});

// --- withdraw -------------------------------------------------------------------------

export const bank = z.object({
  code: z.string(),
  name: z.string(),
  lengths: z.array(z.number().int()),
  luhn: z.boolean(),
});
export type Bank = z.infer<typeof bank>;

export const bankCard = z.object({
  id: z.uuid(),
  bankCode: z.string(),
  bankName: z.string(),
  /** "**** 1234": the full number never leaves the server. */
  maskedNumber: z.string(),
  /** Masked, e.g. "J*** D***". */
  payeeName: z.string(),
  createdAt: isoInstant,
});
export type BankCard = z.infer<typeof bankCard>;

export const withdrawInfoValue = z.object({
  balance: z.object({
    /** The wallet's total (what the header shows). */
    total: money,
    /** Held for pending withdrawals. */
    held: money,
    /** total − held: what can be bet or withdrawn. */
    available: money,
  }),
  cards: z.array(bankCard),
  maxCards: z.number().int(),
  banks: z.array(bank),
  limits: z.object({
    minAmount: money,
    maxAmount: money,
    dailyCount: z.number().int(),
    dailyAmount: money,
    /** Requests (pending or paid) in the last 24 hours. */
    countToday: z.number().int(),
    amountToday: money,
  }),
  turnover: z.object({
    percent: z.number(),
    required: money,
    done: money,
    /** required − done, never below 0: what must still be bet before withdrawing. */
    missing: money,
  }),
  hasPaymentPassword: z.boolean(),
  /** The security centre's payee name (masked); null while unset (a new card then sets it). */
  payeeName: z.string().nullable(),
});
export type WithdrawInfoValue = z.infer<typeof withdrawInfoValue>;

export const addBankCardBody = z
  .object({
    bankCode: z.string().min(1).max(16),
    cardNumber: z.string().min(1).max(48),
    /** Needed only while the security centre has no payee name; it is then set once. */
    payeeName: z.string().trim().min(1).max(64).optional(),
  })
  .strict();
export type AddBankCardBody = z.infer<typeof addBankCardBody>;

export const createWithdrawBody = z
  .object({
    cardId: z.uuid(),
    amount: amountInput,
    paymentPassword: z.string().min(1).max(32),
    /** A retry with the same key answers the first request. */
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .strict();
export type CreateWithdrawBody = z.infer<typeof createWithdrawBody>;

export const withdrawRequest = z.object({
  id: z.uuid(),
  card: bankCard,
  amount: money,
  status: z.enum(WITHDRAW_STATUSES),
  /** The operator's reason for a rejection. */
  note: z.string().nullable(),
  createdAt: isoInstant,
  reviewedAt: isoInstant.nullable(),
});
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

export const withdrawRecordsQuery = z
  .object({ status: z.enum(WITHDRAW_STATUSES).optional(), ...dateRange, ...paging })
  .strict();
export type WithdrawRecordsQuery = z.input<typeof withdrawRecordsQuery>;

export const withdrawRecordsValue = z.object({
  list: z.array(withdrawRequest),
  ...pageValue,
  ...rangeValue,
  totals: z.object({ approvedCount: z.number().int(), approvedAmount: money }),
});
export type WithdrawRecordsValue = z.infer<typeof withdrawRecordsValue>;

// --- operator review (admin API) -------------------------------------------------

/**
 * What a review queue is narrowed to besides the status: the member (the
 * start of the username, any case), the channel (a deposit's channel id, a
 * withdrawal's bank code or payout gateway), the amount (from, to, included)
 * and the days the request was made (from, to, included, in the operator's
 * time zone). Every filter left out takes everything.
 */
const reviewFilters = {
  member: z.string().trim().min(1).max(32).optional(),
  channel: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  minAmount: amountInput.optional(),
  maxAmount: amountInput.optional(),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
  utcOffset: dateRange.utcOffset,
  pageNo: paging.pageNo,
  pageSize: paging.pageSize,
};

const inOrder = (q: {
  minAmount?: string;
  maxAmount?: string;
  fromDate?: string;
  toDate?: string;
}) =>
  (q.minAmount === undefined ||
    q.maxAmount === undefined ||
    parseAmountMinor(q.minAmount)! <= parseAmountMinor(q.maxAmount)!) &&
  (q.fromDate === undefined || q.toDate === undefined || q.fromDate <= q.toDate);
const ORDER_MESSAGE = { message: 'a range that ends before it starts', path: ['toDate'] };

export const adminPaymentsQuery = z
  .object({ status: z.enum(['pending', 'approved', 'rejected']).optional(), ...reviewFilters })
  .strict()
  .refine(inOrder, ORDER_MESSAGE);

/** The withdrawal review queue's filter: a payout in flight (paying) or failed too. */
export const adminWithdrawalsQuery = z
  .object({ status: z.enum(WITHDRAW_STATUSES).optional(), ...reviewFilters })
  .strict()
  .refine(inOrder, ORDER_MESSAGE);
export type AdminReviewFilter = Omit<
  z.output<typeof adminWithdrawalsQuery>,
  'status' | 'pageNo' | 'pageSize'
>;

const member = { memberId: z.uuid(), userName: z.string() };

export const adminDepositsValue = z.object({
  list: z.array(depositRequest.extend(member)),
  ...pageValue,
});
/** How a withdrawal was sent to a payout gateway (null: paid by hand, or not yet). */
export const withdrawPayout = z
  .object({
    /** The gateway's id (`PAYMENT_GATEWAYS`). */
    provider: z.string(),
    /** The gateway's reference of the payout, once it accepted it. */
    reference: z.string().nullable(),
    /**
     * When the gateway was last asked about the payout's status (the server's
     * scheduled check of paying withdrawals, or an operator's check); null: never.
     */
    checkedAt: isoInstant.nullable(),
  })
  .nullable();

export const adminWithdrawalsValue = z.object({
  list: z.array(withdrawRequest.extend({ ...member, payout: withdrawPayout })),
  ...pageValue,
  /** The gateways a withdrawal can be paid out through (those with payout support). */
  payoutGateways: z.array(z.string()),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalsValue>['list'][number];

export type AdminDeposit = z.infer<typeof adminDepositsValue>['list'][number];

/** How many of a member's latest deposits, and of their latest withdrawals, a review detail lists. */
export const REVIEW_HISTORY_SIZE = 10;

const historyItem = { id: z.uuid(), amount: money, createdAt: isoInstant };

/**
 * What finance weighs before reviewing a request, besides the request itself:
 * the member's balance now (total, held for pending withdrawals, available),
 * the turnover still owed before a withdrawal is free (as the member's withdraw
 * screen counts it), and their latest deposits and withdrawals, newest first
 * (this request among them).
 */
const reviewContext = {
  balance: withdrawInfoValue.shape.balance,
  turnover: withdrawInfoValue.shape.turnover,
  recentDeposits: z.array(
    z.object({ ...historyItem, channelName: z.string(), status: z.enum(DEPOSIT_STATUSES) }),
  ),
  recentWithdrawals: z.array(z.object({ ...historyItem, status: z.enum(WITHDRAW_STATUSES) })),
};

/** A deposit request's review detail: the request (as the queue lists it) and its member's context. */
export const adminDepositDetailValue = z.object({
  request: adminDepositsValue.shape.list.element,
  ...reviewContext,
});
export type AdminDepositDetail = z.infer<typeof adminDepositDetailValue>;

/** A withdrawal request's review detail: the request with its bank card, and its member's context. */
export const adminWithdrawalDetailValue = z.object({
  request: adminWithdrawalsValue.shape.list.element,
  ...reviewContext,
});
export type AdminWithdrawalDetail = z.infer<typeof adminWithdrawalDetailValue>;

/** How long a review's note (a rejection's reason) may be, after trimming. */
export const REVIEW_NOTE_MAX = 200;

const reviewFields = {
  status: z.enum(['approved', 'rejected']),
  note: z.string().trim().max(REVIEW_NOTE_MAX).optional(),
};

/** A rejection must say why (the member is shown the reason): a note with more than spaces. */
const rejectionHasReason = {
  check: (b: { status: 'approved' | 'rejected'; note?: string | undefined }) =>
    b.status !== 'rejected' || (b.note ?? '').length > 0,
  issue: { path: ['note'], message: 'A rejection needs a reason' },
};

/** Approve or reject a pending request; the note is shown to the member, and a rejection needs one. */
export const reviewPaymentBody = z
  .object(reviewFields)
  .strict()
  .refine(rejectionHasReason.check, rejectionHasReason.issue);
export type ReviewPaymentBody = z.infer<typeof reviewPaymentBody>;

/**
 * Approve or reject a pending withdrawal; an approval may name a payout gateway
 * (`payoutProvider`): the withdrawal is then paying until the gateway confirms.
 * A rejection needs a reason, as a deposit's does.
 */
export const reviewWithdrawBody = z
  .object({
    ...reviewFields,
    payoutProvider: z
      .string()
      .regex(/^[a-z0-9_-]{1,32}$/)
      .optional(),
  })
  .strict()
  .refine(rejectionHasReason.check, rejectionHasReason.issue)
  .refine((b) => b.payoutProvider === undefined || b.status === 'approved', {
    path: ['payoutProvider'],
    message: 'Only an approval is paid out through a gateway',
  });
export type ReviewWithdrawBody = z.infer<typeof reviewWithdrawBody>;
