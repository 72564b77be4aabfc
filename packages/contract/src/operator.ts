import { z } from 'zod';
import { registerFieldFlags, registerFieldPattern } from './account.ts';
import { rateToBp } from './agent-rules.ts';
import { AGE_LIMITS, RESOURCE_TYPE, SERVICE_CHANNEL } from './constants.ts';
import { ENCRYPTION_SCHEME } from './encryption.ts';
import { paymentsConfig } from './payments.ts';
import { REALITY_CHECK_MAX_MINUTES, REALITY_CHECK_MIN_MINUTES } from './protection-rules.ts';

const url = z.string().max(2048);
const agentRate = z.string().refine((v) => rateToBp(v) !== undefined, 'a percentage 0–100');
const DEFAULT_CONTRACT_CEILINGS = { dailySalary: '1.00', dividend: '30.00', hourlySalary: '0.50' };
/** An amount with 2 decimals ("5000.00"). */
const agentAmount = z
  .string()
  .regex(/^\d{1,9}\.\d{2}$/, 'an amount with 2 decimals, e.g. "5000.00"');
const DEFAULT_AGENT_PAYOUTS = { reviewAbove: null, utcOffset: 0 };
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 country code');

export const downloadResource = z.object({
  resourceType: z.enum([
    RESOURCE_TYPE.IOS,
    RESOURCE_TYPE.ANDROID,
    RESOURCE_TYPE.MOBILECONFIG,
    RESOURCE_TYPE.APP_ICON,
    RESOURCE_TYPE.CHAT_APP,
  ]),
  url,
});
export type DownloadResource = z.infer<typeof downloadResource>;

export const serviceChannel = z.object({
  type: z.enum([
    SERVICE_CHANNEL.LIVE_CHAT,
    SERVICE_CHANNEL.TELEGRAM,
    SERVICE_CHANNEL.FACEBOOK,
    SERVICE_CHANNEL.MESSAGING_APP,
  ]),
  url,
});
export type ServiceChannel = z.infer<typeof serviceChannel>;

export const mobileTemplate = z.object({
  /** 1 selects the new member-centre layout. */
  mem_cen: z.union([z.literal(0), z.literal(1)]),
  /** 1 selects the new deposit-detail layout. */
  dep_func: z.union([z.literal(0), z.literal(1)]),
});

export const regionRule = z.object({
  /** Turns the region check on. */
  enabled: z.boolean(),
  /** allow: only the listed countries may enter; deny: the listed ones may not. */
  mode: z.enum(['allow', 'deny']),
  countries: z.array(countryCode).max(300),
  /** CIDR → country table used to place a client IP (first match wins). */
  ipCountries: z.array(z.object({ cidr: z.string().max(64), country: countryCode })).max(10_000),
  /** Country assumed for an IP the table does not place; null = unknown. */
  fallbackCountry: countryCode.nullable(),
});
export type RegionRule = z.infer<typeof regionRule>;

/**
 * The registration form as the operator configures it: which
 * fields show, which are required, and the pattern each is checked against — by
 * the web form and again by the server.
 */
export const registrationConfig = z
  .object({
    fields: z.record(z.string().max(64), registerFieldFlags),
    patterns: z.record(z.string().max(64), registerFieldPattern),
    /** Dial code offered first, e.g. "+63". */
    defaultDialCode: z.string().regex(/^\+\d{1,4}$/),
  })
  .strict();
export type RegistrationConfig = z.infer<typeof registrationConfig>;

/** What players are told while the operator runs maintenance, and what becomes of open lottery bets. */
export const maintenanceNotice = z
  .object({
    /** The operator's message by language code (EN is the fallback); plain text. */
    message: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().max(500)).default({}),
    /** When the operator expects maintenance to end (ISO 8601); null: not said. */
    expectedEnd: z.iso.datetime({ offset: true }).nullable().default(null),
    /**
     * Bets on lottery draws not yet drawn when maintenance is on: 'settle' at their
     * draw as usual (draws go on), or 'refund' their stake at once.
     */
    openLotteryBets: z.enum(['settle', 'refund']).default('settle'),
  })
  .strict();
export type MaintenanceNotice = z.infer<typeof maintenanceNotice>;

/**
 * The user agreement shown at /m/useragreement when the operator wrote none:
 * HTML, sanitised by the client. The age line comes from `ageLimit`.
 */
export const DEFAULT_USER_AGREEMENT_HTML =
  '<h2>Terms of use</h2>' +
  '<p>By opening an account you confirm that the information you give is true and that the account is for your own use only.</p>' +
  '<h2>Responsible play</h2>' +
  '<p>Play for entertainment, within limits you set yourself. Never chase losses. If gaming stops being fun, contact customer service to pause or close your account.</p>' +
  '<h2>Fair use</h2>' +
  '<p>Bonuses and promotions are for one account per person. Accounts opened to abuse them may be closed and their winnings withheld.</p>' +
  '<h2>Privacy</h2>' +
  '<p>Your personal data is used only to run your account, to pay you and to meet the law. It is never sold.</p>';

/**
 * The operator configuration: everything an operator changes without code.
 * Stored in the database, seeded from `packages/server/seed/operator.json`.
 */
export const operatorConfig = z
  .object({
    merchantCode: z.string().min(1).max(64),
    trialMerchantCode: z.string().min(1).max(64),
    operatorName: z.string().min(1).max(120),
    mainDomain: z.string().max(255),
    imageCDNs: z.array(url).max(20),
    defaultImageCDN: url,
    mobileTemplate,
    /** Whitelabel feature flags by name (see FLAG in constants). */
    whitelabel: z.record(z.string().max(64), z.boolean()),
    /** Registration switches (USERNAMEREG3, MOBILENUMREG3, …). */
    register: z.record(z.string().max(64), z.boolean()),
    /** Registration field flags, patterns and default dial code. */
    registration: registrationConfig,
    resources: z.array(downloadResource).max(20),
    customerService: z.array(serviceChannel).max(20),
    /** Agent home tiles enabled for this merchant. */
    menuWhitelist: z.array(z.string().max(64)).max(100),
    /** The agent side: whether this operator pays agents dividends (the agent home's footer entry). */
    agent: z
      .object({
        dividends: z.boolean(),
        /**
         * The most a top agent (one without an agent above it) may offer its downlines
         * per contract: percentages.
         */
        contractCeilings: z
          .object({ dailySalary: agentRate, dividend: agentRate, hourlySalary: agentRate })
          .strict()
          .default(DEFAULT_CONTRACT_CEILINGS),
        /**
         * Paying agents: salaries, dividends and team rebate are credited
         * by the scheduler once per period; a payout above `reviewAbove` waits for
         * the operator's review (null: every payout is paid at once). Periods (days,
         * hours, months) are counted at `utcOffset` minutes east of UTC.
         */
        payouts: z
          .object({
            reviewAbove: agentAmount.nullable().default(null),
            utcOffset: z.number().int().min(-840).max(840).default(0),
          })
          .strict()
          .default(DEFAULT_AGENT_PAYOUTS),
      })
      .strict()
      .default({
        dividends: true,
        contractCeilings: DEFAULT_CONTRACT_CEILINGS,
        payouts: DEFAULT_AGENT_PAYOUTS,
      }),
    /** Every player call but start-up settings and health answers 503 `system.maintenance`. */
    maintenance: z.boolean(),
    maintenanceNotice: maintenanceNotice.default({
      message: {},
      expectedEnd: null,
      openLotteryBets: 'settle',
    }),
    region: regionRule,
    ageLimit: z.union([z.literal(AGE_LIMITS[0]), z.literal(AGE_LIMITS[1])]),
    /**
     * The reality check: the interval a member who chose none gets
     * (null: none), and whether every member must have one (then a member may
     * change the interval but not switch it off; with no default, 60 minutes).
     */
    realityCheck: z
      .object({
        required: z.boolean(),
        defaultMinutes: z
          .number()
          .int()
          .min(REALITY_CHECK_MIN_MINUTES)
          .max(REALITY_CHECK_MAX_MINUTES)
          .nullable(),
      })
      .strict()
      .default({ required: false, defaultMinutes: null }),
    /** The user agreement's HTML by language code (EN is the fallback); sanitised by the client. */
    userAgreement: z
      .record(z.string().regex(/^[A-Z]{2}$/), z.string().max(100_000))
      .default({ EN: DEFAULT_USER_AGREEMENT_HTML }),
    /**
     * The version of the user agreement in force, e.g. "2025-06" or "3". Bump it
     * whenever the agreement changes: each registration records the version its
     * member accepted, and when.
     */
    termsVersion: z.string().trim().min(1).max(64).default('1'),
    /** Deposit channels, banks for withdrawals and the withdrawal rules. */
    payments: paymentsConfig,
  })
  .strict();
export type OperatorConfig = z.infer<typeof operatorConfig>;

/** Start-up settings as the app reads them on start. */
export const startupSettings = z.object({
  merchantCode: z.string(),
  operatorName: z.string(),
  ageLimit: z.number(),
  info: z.object({
    customerService: z.array(serviceChannel),
    imageCDNs: z.array(z.string()),
    defaultImageCDN: z.string(),
    mobileTemplate,
    register: z.record(z.string(), z.boolean()),
    resources: z.array(downloadResource),
    whitelabel: z.record(z.string(), z.boolean()),
    mainDomain: z.string(),
  }),
  location: z.object({ country: z.string().nullable() }),
  /** The server's RSA public key for encrypted login and register bodies. */
  security: z.object({
    /** base64 of the DER SubjectPublicKeyInfo. */
    publicKey: z.string(),
    scheme: z.literal(ENCRYPTION_SCHEME),
  }),
  maintenance: z.boolean(),
  /** During maintenance only: the operator's message by language and when it expects to be back. */
  maintenanceNotice: maintenanceNotice.pick({ message: true, expectedEnd: true }).optional(),
  regionRestriction: z.boolean(),
  /** The largest bonus of the deposit channels offered, e.g. 3: the bottom menu's '+3%' (absent or 0: none). */
  depositBonusPercent: z.number().min(0).optional(),
  /**
   * Whether this server can send SMS and e-mail (a gateway, SMTP or the
   * development outbox). What needs one it cannot send is not offered: the
   * SMS flags are answered off, and the app hides binding by e-mail or SMS and
   * the password reset by e-mail. Absent: both can.
   */
  messaging: z.object({ sms: z.boolean(), email: z.boolean() }).optional(),
});
export type StartupSettings = z.infer<typeof startupSettings>;
